/**
 * `pnpm --filter ./api feed:orders <updates.json> [--api <url>]`: sends the back office's order
 * updates (the body of POST /internal/v1/feeds/order-status: `{"updates": [{"order_number",
 * "status", "tracking": [{"number", "url", "provider_title"}], "payment": {"id", "amount"}}]}`)
 * to the running API with FEED_TOKEN, so the buyers' e-mails go out through its delivery.
 * `-` reads the JSON from standard input. The API is API_URL, else http://127.0.0.1:8080.
 * Exits 1 when the feed is refused, 2 when some updates were not applied (listed on stderr).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { OrderStatusFeedSchema, type OrderStatusFeedResult } from '../schemas/orders.ts';
import { feedArguments, postFeed, runFeedCommand } from './cli-command.ts';

async function readInput(file: string): Promise<string> {
  if (file !== '-') return readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const { file, api } = feedArguments('feed:orders <updates.json | -> [--api http://127.0.0.1:8080]');
await runFeedCommand('feed', async () => {
  const feed = OrderStatusFeedSchema.parse(JSON.parse(await readInput(file)));
  const base = api ?? process.env.API_URL ?? 'http://127.0.0.1:8080';
  const target = new URL('/internal/v1/feeds/order-status', base);
  const result = (await postFeed(
    target,
    'application/json',
    JSON.stringify(feed),
  )) as OrderStatusFeedResult;
  console.log(`${result.applied} of ${result.results.length} updates applied`);
  for (const r of result.results.filter((x) => !x.ok)) {
    console.error(`${r.order_number}: ${r.code} ${r.message}`);
  }
  return result.applied < result.results.length ? 2 : 0;
});
