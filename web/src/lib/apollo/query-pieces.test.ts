import { ApolloClient, ApolloLink, gql, Observable } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { createApolloCache } from './cache.ts';
import { queryPieces } from './query-pieces.ts';

const PageQuery = gql`
  query PiecesTestPage($slug: String!) {
    ...Frame
    product(slug: $slug) {
      id
      title
      seo {
        title
      }
      related {
        id
        title
      }
    }
  }
  fragment Frame on Query {
    layout {
      phone
      menu {
        title
      }
    }
  }
`;

const data = {
  layout: { __typename: 'Layout', phone: '8 800', menu: [{ __typename: 'Item', title: 'Оплата' }] },
  product: {
    __typename: 'Product',
    id: '1',
    title: 'Дрель',
    seo: { __typename: 'Seo', title: 'Дрель купить' },
    related: [{ __typename: 'Product', id: '2', title: 'Пила' }],
  },
};

function pageInCache() {
  const link = new ApolloLink(() => new Observable<ApolloLink.Result>(() => undefined));
  const cache = createApolloCache();
  const client = new ApolloClient({ cache, link });
  const query = client.documentTransform.transformDocument(PageQuery);
  client.writeQuery({ query, variables: { slug: 'drill' }, data });
  return { client, cache, query };
}

/** How many times the cache looks a field up while the page's whole query is read. */
function lookupsOfWholeRead(warm: (client: ApolloClient, query: typeof PageQuery) => void) {
  const { client, cache, query } = pageInCache();
  warm(client, query);
  const readField = vi.spyOn(cache.policies, 'readField');
  const whole = client.cache.diff({ query, variables: { slug: 'drill' }, optimistic: true });
  expect(whole.result).toMatchObject(data);
  return readField.mock.calls.length;
}

describe('queryPieces', () => {
  it('cuts the query into its root fields, those of its fragments included, and their parts', () => {
    const rootFields = queryPieces(PageQuery).map((piece) => {
      const [operation] = piece.definitions;
      return operation?.kind === 'OperationDefinition'
        ? operation.selectionSet.selections[0]
        : null;
    });
    // layout › menu, layout; product › seo, product › related, product
    expect(rootFields).toHaveLength(5);
    const [fragment] = PageQuery.definitions.filter((d) => d.kind === 'FragmentDefinition');
    expect(rootFields[1]).toBe(fragment?.selectionSet.selections[0]);
  });

  it('leaves the read of the whole query little to do once the pieces are read', () => {
    const cold = lookupsOfWholeRead(() => {});
    const warmed = lookupsOfWholeRead((client, query) => {
      for (const piece of queryPieces(query)) {
        client.cache.diff({ query: piece, variables: { slug: 'drill' }, optimistic: true });
      }
    });
    expect(warmed).toBeLessThan(cold / 2);
  });
});
