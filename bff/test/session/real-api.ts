import { buildApp } from '../../../api/src/app.ts';
import { readConfig as readApiConfig } from '../../../api/src/config.ts';
import { migrate } from '../../../api/src/db/migrate.ts';
import { openPglite } from '../../../api/src/db/pglite.ts';
import type { Database } from '../../../api/src/db/types.ts';
import { seed } from '../../../api/src/seed/index.ts';
import type { Bff } from '../../src/server.ts';
import { listenBff, type GqlBody } from '../harness.ts';

type ApiApp = Awaited<ReturnType<typeof buildApp>>;

export interface RealStack {
  api: ApiApp;
  bff: Bff;
  /** Paths of every REST call the API received, in order. */
  paths: string[];
  /** The BFF's GraphQL address. */
  url: string;
  gql(
    query: string,
    init?: { cookie?: string; variables?: Record<string, unknown> },
  ): Promise<{ body: GqlBody; setCookie: string[] }>;
  /** The newest code sent to an identity (the API's development outbox). */
  lastCode(identity: string): Promise<string>;
  close(): Promise<void>;
}

/** The real REST API on in-memory PGlite (development outbox on) behind a real BFF. */
export async function startRealStack(): Promise<RealStack> {
  const apiConfig = readApiConfig({ NODE_ENV: 'test' });
  const db: Database = await openPglite(undefined);
  await migrate(db);
  await seed(db, apiConfig);
  const api = await buildApp({ config: apiConfig, db });
  const paths: string[] = [];
  api.addHook('onRequest', async (request) => {
    paths.push(request.url);
  });
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  const { bff, url, gql } = await listenBff(apiUrl, { API_TIMEOUT_MS: '5000' });
  return {
    api,
    bff,
    paths,
    url,
    gql: (query, init = {}) =>
      gql(query, {
        variables: init.variables,
        headers: init.cookie ? { cookie: init.cookie } : {},
      }),
    async lastCode(identity) {
      const res = await fetch(
        `${apiUrl}/_dev/outbox?user_identity=${encodeURIComponent(identity)}`,
      );
      const messages = (await res.json()) as { text: string }[];
      const code = /\b(\d{4})\b/.exec(messages[0]?.text ?? '')?.[1];
      if (!code) throw new Error(`no code for ${identity}`);
      return code;
    },
    async close() {
      await bff.close();
      await api.close();
      await db.close();
    },
  };
}

/** The cookies a response sets, merged into a Cookie header (cleared ones dropped). */
export function cookieHeader(setCookie: string[], previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const line of setCookie) {
    const [pair] = line.split(';');
    const index = pair!.indexOf('=');
    const name = pair!.slice(0, index);
    const value = pair!.slice(index + 1);
    if (!value || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
