import { readConfig } from '../src/config.ts';
import { createBff, type Bff } from '../src/server.ts';
import { RestDouble } from './rest-double.ts';

export interface Harness {
  api: RestDouble;
  bff: Bff;
  url: string;
  gql(
    query: string,
    init?: { headers?: Record<string, string>; variables?: Record<string, unknown> },
  ): Promise<{ status: number; body: GqlBody; setCookie: string[] }>;
  close(): Promise<void>;
}

export interface GqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A BFF on an ephemeral port in front of a REST double. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const api = new RestDouble();
  const apiUrl = await api.start();
  const config = readConfig({
    NODE_ENV: 'production',
    API_URL: apiUrl,
    API_TIMEOUT_MS: '1000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const bff = await createBff(config);
  const port = await bff.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}/graphql`;
  return {
    api,
    bff,
    url,
    async gql(query, init = {}) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...init.headers },
        body: JSON.stringify({ query, variables: init.variables }),
      });
      return {
        status: res.status,
        body: (await res.json()) as GqlBody,
        setCookie: res.headers.getSetCookie(),
      };
    },
    async close() {
      await bff.close();
      await api.stop();
    },
  };
}
