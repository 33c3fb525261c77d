import { afterAll, beforeAll, beforeEach } from 'vitest';
import { readConfig } from '../src/config.ts';
import { createBff, type Bff } from '../src/server.ts';
import { RestDouble, type Handler } from './rest-double.ts';

export interface GqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export type Gql = (
  query: string,
  init?: { headers?: Record<string, string>; variables?: Record<string, unknown> },
) => Promise<{ status: number; body: GqlBody; setCookie: string[]; headers: Headers }>;

/** A BFF listening on an ephemeral port, with a client of its GraphQL endpoint. */
export interface RunningBff {
  bff: Bff;
  /** The GraphQL address. */
  url: string;
  gql: Gql;
}

/** Starts a production BFF in front of the API at `apiUrl`; `env` overrides its settings. */
export async function listenBff(
  apiUrl: string,
  env: Record<string, string> = {},
  clock: { now?: () => number } = {},
): Promise<RunningBff> {
  const config = readConfig({
    NODE_ENV: 'production',
    API_URL: apiUrl,
    API_TIMEOUT_MS: '1000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const bff = await createBff(config, undefined, clock);
  const url = `http://127.0.0.1:${await bff.listen(0, '127.0.0.1')}/graphql`;
  const gql: Gql = async (query, init = {}) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify({ query, variables: init.variables }),
    });
    return {
      status: res.status,
      body: (await res.json()) as GqlBody,
      setCookie: res.headers.getSetCookie(),
      headers: res.headers,
    };
  };
  return { bff, url, gql };
}

export interface Harness extends RunningBff {
  api: RestDouble;
  close(): Promise<void>;
}

/** A BFF on an ephemeral port in front of a REST double. */
export async function startHarness(
  env: Record<string, string> = {},
  clock: { now?: () => number } = {},
): Promise<Harness> {
  const api = new RestDouble();
  const running = await listenBff(await api.start(), env, clock);
  return {
    ...running,
    api,
    async close() {
      await running.bff.close();
      await api.stop();
    },
  };
}

export interface HarnessOptions {
  /** Settings of the BFF (environment variables). */
  env?: Record<string, string>;
  /** The REST double's answers, set again before each test. */
  handler?: Handler;
  /** The BFF's clock. */
  now?: () => number;
}

/**
 * One harness for the tests of a `describe`: started before them, closed after them; before each
 * test the REST double forgets its calls and takes `handler` back (when one is given).
 */
export function useHarness({ env, handler, now }: HarnessOptions = {}): Harness {
  let started: Harness | undefined;
  const current = () => {
    if (!started) throw new Error('the harness is used before it started');
    return started;
  };
  beforeAll(async () => {
    started = await startHarness(env, now ? { now } : {});
  });
  afterAll(() => current().close());
  beforeEach(() => {
    current().api.calls.length = 0;
    if (handler) current().api.handler = handler;
  });
  return {
    get api() {
      return current().api;
    },
    get bff() {
      return current().bff;
    },
    get url() {
      return current().url;
    },
    gql: (query, init) => current().gql(query, init),
    close: () => current().close(),
  };
}
