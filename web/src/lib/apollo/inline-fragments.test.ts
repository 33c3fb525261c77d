import { readdirSync, readFileSync } from 'node:fs';
import { ApolloLink, gql, type InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { Kind, parse, print } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from './cache.ts';
import { createServerApolloClient, inlineFragments } from './server-client.ts';

const schemaDir = new URL('../../../../schema/', import.meta.url);

describe('the schema the server cache inlines fragments for', () => {
  it('has no interfaces or unions, so a fragment always applies where it is spread', () => {
    const files = readdirSync(schemaDir).filter((file) => file.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(0);
    const abstract = files.flatMap((file) =>
      parse(readFileSync(new URL(file, schemaDir), 'utf8'))
        .definitions.filter((definition) =>
          [
            Kind.INTERFACE_TYPE_DEFINITION,
            Kind.INTERFACE_TYPE_EXTENSION,
            Kind.UNION_TYPE_DEFINITION,
            Kind.UNION_TYPE_EXTENSION,
          ].includes(definition.kind),
        )
        .map((definition) => `${file}: ${definition.kind}`),
    );
    expect(abstract).toEqual([]);
  });
});

const CardQuery: TypedDocumentNode<Record<string, unknown>, { withSku: boolean }> = gql`
  query Card($withSku: Boolean!) {
    product {
      id
      ...Card_product @unmask
      ...Sku_product @include(if: $withSku)
      price {
        discount
      }
    }
  }
  fragment Money on Money {
    amount
    currencyCode
  }
  fragment Card_product on Product {
    id
    title
    price {
      base {
        ...Money @unmask
      }
    }
  }
  fragment Sku_product on Product {
    sku
  }
`;

const card = {
  product: {
    __typename: 'Product',
    id: '1',
    title: 'Бокорезы',
    sku: 'DCD677',
    price: {
      __typename: 'ProductPrice',
      discount: 10,
      base: { __typename: 'Money', amount: 100, currencyCode: 'RUB' },
    },
  },
};

describe('the server cache’s form of a query', () => {
  it('writes plain fragments in place, merges fields of the same name and keeps the rest', () => {
    const flat = inlineFragments(CardQuery);
    expect(inlineFragments(CardQuery)).toBe(flat);
    const operation = print({ ...flat, definitions: flat.definitions.slice(0, 1) });
    expect(operation).toBe(
      print(gql`
        query Card($withSku: Boolean!) {
          product {
            id
            title
            price {
              base {
                amount
                currencyCode
              }
              discount
            }
            ...Sku_product @include(if: $withSku)
          }
        }
      `),
    );
  });

  it('reads the same answer as Apollo reads the query itself', () => {
    const never = new ApolloLink(() => new Observable((observer) => observer.complete()));
    for (const withSku of [true, false]) {
      const server = createServerApolloClient(never).cache as InMemoryCache;
      const plain: InMemoryCache = createApolloCache();
      for (const cache of [server, plain]) {
        cache.writeQuery({ query: CardQuery, variables: { withSku: true }, data: card });
      }
      const read = (cache: InMemoryCache) =>
        cache.diff({
          query: cache.transformDocument(CardQuery),
          variables: { withSku },
          optimistic: true,
        });
      const expected = read(plain);
      const got = read(server);
      expect(got.complete).toBe(true);
      expect(JSON.stringify(got.result)).toBe(JSON.stringify(expected.result));
    }
  });
});
