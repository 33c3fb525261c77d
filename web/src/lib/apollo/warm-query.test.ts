import { ApolloClient, ApolloLink, gql, Observable, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { createApolloCache } from './cache.ts';
import { warmQuery, warmQuerySteps } from './warm-query.ts';

const ProductQuery: TypedDocumentNode<
  { product: { __typename: 'Product'; id: string; title: string } | null },
  { slug: string }
> = gql`
  query WarmTestProduct($slug: String!) {
    product(slug: $slug) {
      id
      title
    }
  }
`;

function clientWithPage() {
  const request = vi.fn(() => new Observable<ApolloLink.Result>(() => undefined));
  const client = new ApolloClient({ cache: createApolloCache(), link: new ApolloLink(request) });
  client.writeQuery({
    query: ProductQuery,
    variables: { slug: 'drill' },
    data: { product: { __typename: 'Product', id: '1', title: 'Дрель' } },
  });
  return { client, request };
}

describe('warmQuery', () => {
  it('reads the cached page without asking the server', () => {
    const { client, request } = clientWithPage();
    warmQuery(client, ProductQuery, { slug: 'drill' });
    expect(request).not.toHaveBeenCalled();
  });

  it('leaves the answer remembered for the page’s own first read', () => {
    const { client } = clientWithPage();
    const diff = vi.spyOn(client.cache, 'diff');
    warmQuery(client, ProductQuery, { slug: 'drill' });
    const warmed = diff.mock.results[0]?.value as { result: unknown };
    const first = client.watchQuery({ query: ProductQuery, variables: { slug: 'drill' } });
    expect(first.getCurrentResult().data).toBe(warmed.result);
  });

  it('lets a page that is not in the cache render as before', () => {
    const { client, request } = clientWithPage();
    expect(() => warmQuery(client, ProductQuery, { slug: 'saw' })).not.toThrow();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('warmQuerySteps', () => {
  it('transforms and watches the query first and reads the cache only in the last step', () => {
    const { client, request } = clientWithPage();
    const diff = vi.spyOn(client.cache, 'diff');
    const [transform, watch, read] = warmQuerySteps(client, ProductQuery, { slug: 'drill' });
    transform?.();
    watch?.();
    expect(diff).not.toHaveBeenCalled();
    read?.();
    const warmed = diff.mock.results[0]?.value as { result: unknown };
    const first = client.watchQuery({ query: ProductQuery, variables: { slug: 'drill' } });
    expect(first.getCurrentResult().data).toBe(warmed.result);
    expect(request).not.toHaveBeenCalled();
  });
});
