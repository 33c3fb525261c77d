import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { ApolloLink, gql, type DocumentNode, type TypedDocumentNode } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { Observable } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBffLink, createServerApolloClient } from './server-client.ts';

const MarketQuery: TypedDocumentNode<{ market: { __typename: 'Market'; id: string } }> = gql`
  query PersistedMarket {
    market {
      id
    }
  }
`;

interface Sent {
  query?: string;
  extensions?: { persistedQuery?: { sha256Hash: string } };
}

/** What the BFF was sent, and its answers as Apollo Server gives them to persisted queries. */
const sent: Sent[] = [];
const known = new Set<string>();
let server: Server;
let bffUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Sent;
      sent.push(body);
      const hash = body.extensions?.persistedQuery?.sha256Hash ?? '';
      if (body.query && createHash('sha256').update(body.query).digest('hex') === hash) {
        known.add(hash);
      }
      const answer = known.has(hash)
        ? { data: { market: { __typename: 'Market', id: 'garwin' } } }
        : {
            errors: [
              {
                message: 'PersistedQueryNotFound',
                extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
              },
            ],
          };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  bffUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const render = () =>
  createServerApolloClient(
    createBffLink({ bffUrl, headers: new Headers({ host: 'garwin.localhost' }), setCookies: [] }),
  ).query({ query: MarketQuery });

describe('the server render’s operations to the BFF', () => {
  it('go by their hash, with the text only once for a hash the BFF does not know', async () => {
    expect((await render()).data?.market.id).toBe('garwin');
    expect((await render()).data?.market.id).toBe('garwin');
    expect(
      sent.map((body) => [Boolean(body.query), Boolean(body.extensions?.persistedQuery)]),
    ).toEqual([
      [false, true],
      [true, true],
      [false, true],
    ]);
    expect(sent[1]?.query).toContain('query PersistedMarket');
  });
});

/** As the app's queries are written: a fragment spread the render reads unmasked. */
const UnmaskedMarketQuery: TypedDocumentNode<{ market: { __typename: 'Market'; id: string } }> =
  gql`
    query UnmaskedMarket {
      market {
        ...MarketId @unmask
      }
    }
    fragment MarketId on Market {
      id
    }
  `;

describe('the server render’s client', () => {
  it('sends the same operation document from every render, so its text and hash are worked out once', async () => {
    const seen: DocumentNode[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          seen.push(operation.query);
          observer.next({ data: { market: { __typename: 'Market', id: 'garwin' } } });
          observer.complete();
        }),
    );
    for (let i = 0; i < 2; i += 1) {
      const client = createServerApolloClient(link);
      const { data } = await client.query({ query: UnmaskedMarketQuery });
      expect(data?.market.id).toBe('garwin');
    }
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    // What the BFF gets is still the query without the client's own directives.
    expect(print(seen[0]!)).toContain('query UnmaskedMarket');
    expect(print(seen[0]!)).not.toContain('@unmask');
  });
});

describe('the server render’s cache', () => {
  const never = new ApolloLink(() => new Observable((observer) => observer.complete()));
  const market = (id: string) => ({ market: { __typename: 'Market' as const, id } });

  it('reads what was written, optimistic reads included, straight from its data', () => {
    const { cache } = createServerApolloClient(never);
    cache.writeQuery({ query: MarketQuery, data: market('garwin') });
    for (const optimistic of [true, false]) {
      const diff = cache.diff({ query: MarketQuery, optimistic });
      expect(diff.complete).toBe(true);
      expect(diff.result).toEqual(market('garwin'));
    }
  });

  it('reads through the optimistic layer again once an optimistic update is made', () => {
    const { cache } = createServerApolloClient(never);
    cache.writeQuery({ query: MarketQuery, data: market('garwin') });
    cache.recordOptimisticTransaction((layer) => {
      layer.writeQuery({ query: MarketQuery, data: market('licota') });
    }, 'update');
    expect(cache.diff({ query: MarketQuery, optimistic: true }).result).toEqual(market('licota'));
    expect(cache.diff({ query: MarketQuery, optimistic: false }).result).toEqual(market('garwin'));
  });
});
