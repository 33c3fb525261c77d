import { parseArgs } from 'node:util';

/**
 * The file argument and the `--api` option of a feed command; without a file it prints `usage`
 * and exits 1.
 */
export function feedArguments(usage: string): { file: string; api: string | undefined } {
  const { values, positionals } = parseArgs({
    options: { api: { type: 'string' } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file) {
    console.error(`usage: ${usage}`);
    process.exit(1);
  }
  return { file, api: values.api };
}

/** Runs a feed command: its exit code, or 1 with `{what} failed: <reason>` on stderr when it throws. */
export async function runFeedCommand(what: string, work: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await work();
  } catch (error) {
    console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

/** Posts a feed to the running API with the FEED_TOKEN; throws with the status on a refusal. */
export async function postFeed(target: URL, contentType: string, body: string): Promise<unknown> {
  const token = process.env.FEED_TOKEN;
  if (!token) throw new Error('FEED_TOKEN is not set');
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    body,
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}
