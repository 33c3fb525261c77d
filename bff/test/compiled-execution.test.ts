import type { IncomingMessage } from 'node:http';
import {
  execute,
  getIntrospectionQuery,
  getOperationAST,
  parse,
  print,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogRouteDocument,
  HomeRouteDocument,
  ListingScreenDocument,
  ProductRouteDocument,
} from '../../web/src/__generated__/graphql.ts';
import { createSchema } from '../src/apollo.ts';
import { readConfig } from '../src/config.ts';
import { createContext } from '../src/context.ts';
import { compiledExecutor, type Executor } from '../src/execution.ts';
import { SessionRefresher } from '../src/upstream/refresh.ts';
import { RestTransport } from '../src/upstream/transport.ts';
import { catalogHandler } from './catalog/fixtures.ts';
import { home, layout, settings } from './fixtures.ts';
import { RestDouble, type RecordedCall } from './rest-double.ts';

const schema = createSchema();
const api = new RestDouble();
let transport: RestTransport;

beforeAll(async () => {
  transport = new RestTransport(await api.start(), 1000);
});
afterAll(async () => {
  await transport.close();
  await api.stop();
});

function storeHandler(call: RecordedCall) {
  const path = call.path.split('?')[0];
  if (path === '/v1/settings') return { status: 200, body: settings() };
  if (path === '/v1/layout') return { status: 200, body: layout };
  if (path === '/v1/pages/home') return { status: 200, body: home };
  return catalogHandler(call);
}

/** A visitor's request context, as the BFF makes one for each request. */
function visitorContext() {
  const config = readConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const req = {
    headers: { host: 'garwin.localhost', cookie: 'fingerprint=f1' },
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  return createContext({ config, transport, refresher: new SessionRefresher() }, req);
}

/**
 * The answer as it goes on the wire, with what Apollo Server formats each error from: the class of
 * its cause (what maps its code) and its extensions object.
 */
function wire(result: ExecutionResult) {
  return {
    data: result.data,
    errors: result.errors?.map((error) => ({
      ...error.toJSON(),
      cause: error.originalError?.constructor.name,
      extensionsObject: error.extensions,
    })),
  };
}

async function bothWays(document: DocumentNode, variables?: Record<string, unknown>) {
  const operation = getOperationAST(document) ?? undefined;
  const request = { query: print(document), variables };
  const run = (executor: Executor) =>
    executor({
      document,
      operation,
      request,
      context: visitorContext(),
    } as unknown as Parameters<Executor>[0]);
  const interpreted = await execute({
    schema,
    document,
    contextValue: visitorContext(),
    variableValues: variables,
  });
  const compiled = await run(compiledExecutor(schema, { compileAfterRuns: 1 }));
  return { interpreted: wire(interpreted), compiled: wire(compiled) };
}

describe('a compiled operation', () => {
  it.each([
    ['HomeRoute', HomeRouteDocument, undefined],
    ['CatalogRoute', CatalogRouteDocument, undefined],
    ['ProductRoute', ProductRouteDocument, { slug: 'drel-p1' }],
    ['ListingScreen', ListingScreenDocument, { input: { text: 'дрель', pageSize: 24 } }],
  ] as const)('answers the web client’s %s exactly as graphql-js', async (_name, doc, vars) => {
    api.handler = storeHandler;
    const { interpreted, compiled } = await bothWays(doc, vars);
    expect(interpreted.data).toBeTruthy();
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(interpreted));
  });

  it('answers the introspection Apollo Sandbox sends (in development) as graphql-js', async () => {
    const { interpreted, compiled } = await bothWays(parse(getIntrospectionQuery()));
    expect(interpreted.data).toBeTruthy();
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(interpreted));
  });

  it('fails a field the way graphql-js does, keeping the cause that maps its code', async () => {
    api.handler = (call) =>
      call.path.startsWith('/v1/pages/home')
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'Нет страницы' } }
        : storeHandler(call);
    const { interpreted, compiled } = await bothWays(
      parse('{ market { id } homePage { seo { h1 } } }'),
    );
    expect(interpreted.errors?.[0]?.cause).toBe('UpstreamError');
    expect(compiled).toEqual(interpreted);
  });

  it('answers variables of the wrong type as graphql-js does, resolving nothing', async () => {
    api.handler = storeHandler;
    api.calls.length = 0;
    const { interpreted, compiled } = await bothWays(ProductRouteDocument, { slug: 42 });
    expect(compiled).toEqual(interpreted);
    expect(interpreted.errors?.[0]?.message).toMatch(/\$slug/);
    expect(api.calls).toEqual([]);
  });
});
