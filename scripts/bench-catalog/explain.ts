import type { Database, Sql } from '../../api/src/db/types.ts';
import { send, type App } from './measure.ts';
import { urlOf, type Scenario } from './scenarios.ts';

export interface Statement {
  text: string;
  params: readonly unknown[];
}

/**
 * The database as the app sees it, writing down every statement while `recording` is on, so the
 * statements of one request can be explained afterwards.
 */
export function recordingDatabase(db: Database): {
  db: Database;
  record<T>(work: () => Promise<T>): Promise<Statement[]>;
} {
  let log: Statement[] | null = null;
  const query: Sql['query'] = (text, params = []) => {
    log?.push({ text, params });
    return db.query(text, params);
  };
  return {
    db: { ...db, query },
    async record(work) {
      const statements: Statement[] = [];
      log = statements;
      try {
        await work();
      } finally {
        log = null;
      }
      return statements;
    },
  };
}

function literal(value: unknown): string {
  return JSON.stringify(value, null, 0);
}

/** How many times a statement that only reads is explained: the fastest run is shown. */
const READ_RUNS = 3;

/**
 * The statement's EXPLAIN (ANALYZE, BUFFERS): of a statement that only reads, the run of the
 * least execution time among READ_RUNS, so a machine busy with other work shows the plan's own
 * cost rather than the moment it was preempted; a write is run once.
 */
async function fastestPlan(db: Database, statement: Statement): Promise<string> {
  const reads =
    /^\s*(SELECT|WITH)\b/i.test(statement.text) &&
    !/\b(INSERT|UPDATE|DELETE)\b/i.test(statement.text);
  let fastest = { ms: Infinity, plan: '' };
  for (let run = 0; run < (reads ? READ_RUNS : 1); run++) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
      statement.params,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Infinity);
    if (ms < fastest.ms || run === 0) fastest = { ms, plan };
  }
  return fastest.plan;
}

/** The plans of the recorded statements on the catalogue's tables, as markdown lines. */
async function explained(db: Database, statements: Statement[]): Promise<string[]> {
  const out: string[] = [];
  // A plan the application asks for itself (a text's estimate of matches) is not explained.
  for (const statement of statements.filter(
    (s) =>
      /\b(products|listing_rows|catalog_facet_summary|catalog_words)\b/.test(s.text) &&
      !/^\s*EXPLAIN\b/.test(s.text),
  )) {
    const plan = await fastestPlan(db, statement);
    out.push(
      '```sql',
      statement.text.replace(/\n\s+/g, '\n  ').trim(),
      '```',
      statement.params.length ? `Parameters: \`${literal(statement.params)}\`\n` : '',
      '```',
      plan,
      '```\n',
    );
  }
  return out;
}

/**
 * Markdown with the plans of the statements on `products`, `listing_rows`, the facet summary and
 * the catalogue's words that one request of each scenario runs, as EXPLAIN (ANALYZE, BUFFERS)
 * gives them: the request is sent once with empty caches while
 * recording, then each recorded statement is explained with its parameters.
 */
export async function explainScenarios(
  app: App,
  db: Database,
  recorder: ReturnType<typeof recordingDatabase>,
  scenarios: readonly Scenario[],
  reset: () => void,
  /** Drops the texts' kept counts: a `firstSearch` scenario's request is a text's first search. */
  forgetTexts: () => Promise<void>,
): Promise<string> {
  const out: string[] = [];
  for (const scenario of scenarios) {
    out.push(`## ${scenario.name}\n`);
    const shown = scenario.explainAll ? scenario.bodies.length : 1;
    for (let i = 0; i < shown; i++) {
      if (scenario.firstSearch) await forgetTexts();
      else reset();
      const statements = await recorder.record(() => send(app, scenario, i));
      out.push(
        `### \`POST ${urlOf(scenario, i)}\`\n\n\`\`\`json\n${literal(scenario.bodies[i])}\n\`\`\`\n`,
      );
      out.push(...(await explained(db, statements)));
      if (scenario.explainAgain) {
        // The same request again within the minute, the application's caches kept.
        const again = await recorder.record(() => send(app, scenario, i));
        out.push(`### The same again, within the minute\n`, ...(await explained(db, again)));
      }
    }
  }
  return out.join('\n');
}
