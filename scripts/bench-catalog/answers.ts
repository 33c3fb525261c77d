import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { answer, type App } from './measure.ts';
import type { Scenario } from './scenarios.ts';

/** Every request of every scenario by `<scenario> #<i>`, with the answer it got. */
export type Answers = Record<string, string>;

/**
 * Sends each request of each scenario once with the caches emptied and once more with them
 * warm; the two answers must be the same. Returns the answers.
 */
export async function collectAnswers(
  app: App,
  scenarios: readonly Scenario[],
  reset: () => void,
): Promise<{ answers: Answers; problems: string[] }> {
  const answers: Answers = {};
  const problems: string[] = [];
  for (const scenario of scenarios) {
    for (let i = 0; i < scenario.bodies.length; i++) {
      reset();
      const cold = await answer(app, scenario, i);
      const warm = await answer(app, scenario, i);
      const key = `${scenario.name} #${i}`;
      if (warm !== cold) problems.push(`${key}: the warm answer differs from the cold one`);
      answers[key] = cold;
    }
  }
  return { answers, problems };
}

/** The requests whose answers differ between `a` and `b` (named `as` and `bs`). */
export function compareAnswers(a: Answers, b: Answers, as: string, bs: string): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((key) => {
    if (a[key] === undefined || b[key] === undefined) return [`${key}: answered on one side only`];
    return a[key] === b[key] ? [] : [`${key}: ${as} and ${bs} answer differently`];
  });
}

/**
 * With BENCH_ANSWERS=<file>: the first run writes its answers there, later runs compare theirs
 * with them (the same requests must answer the same before and after a change).
 */
export function checkAgainstFile(
  label: string,
  answers: Answers,
  file: string | undefined,
  /** Only some shapes were sent: the file's other requests are not looked at. */
  partial = false,
) {
  if (!file) return [];
  if (!existsSync(file)) {
    writeFileSync(file, JSON.stringify(answers, null, 1));
    console.log(`${label}: answers written to ${file}`);
    return [];
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as Answers;
  const compared = partial
    ? Object.fromEntries(Object.entries(kept).filter(([key]) => key in answers))
    : kept;
  return compareAnswers(compared, answers, file, label);
}
