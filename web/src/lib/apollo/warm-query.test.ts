import { ApolloClient, ApolloLink, gql, Observable, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { createApolloCache } from './cache.ts';
import { warmQuerySteps, type WarmStep } from './warm-query.ts';

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

  it('lets a page that is not in the cache render as before', () => {
    const { client, request } = clientWithPage();
    const run = (steps: WarmStep[] | undefined): void => steps?.forEach((step) => run(step()));
    expect(() => run(warmQuerySteps(client, ProductQuery, { slug: 'saw' }))).not.toThrow();
    expect(request).not.toHaveBeenCalled();
  });
});
