import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import type { ProductCardProductFragment } from '../../components/product/ProductCard.tsx';
import { ProductCard } from '../../components/product/ProductCard.tsx';
import styles from './ProductRecommendations.module.scss';

/** Both recommendation strips in one request (the BFF makes one REST call for each). */
export const ProductRecommendationsQuery = graphql(`
  query ProductRecommendations($productId: ID!) {
    similar: recommendedProducts(productId: $productId, type: SIMILAR_PRODUCTS) {
      id
      ...ProductCard_product
    }
    related: recommendedProducts(productId: $productId, type: RELATED_PRODUCTS) {
      id
      ...ProductCard_product
    }
  }
`);

type Card = { id: string } & FragmentType<typeof ProductCardProductFragment>;

function Strip({ id, heading, products }: { id: string; heading: string; products: Card[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.strip}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Similar and related products. They load in the browser after the page (not on the server) and
 * show nothing while loading, when empty or on failure: they must never hold up or break the page.
 * Their answer reaches React as an urgent update, which renders in one piece: the cards render
 * from a deferred copy instead, in slices the browser can paint and handle input between.
 */
export function ProductRecommendations({ productId }: { productId: string }) {
  const { data: answer } = useQuery(ProductRecommendationsQuery, {
    variables: { productId },
    ssr: false,
    // Nothing else reads these cards from the cache: the answer is shown as it came, not written
    // into the cache first, which took the longest task of the product page's start.
    fetchPolicy: 'no-cache',
    errorPolicy: 'ignore',
  });
  const data = useDeferredValue(answer);
  return (
    <>
      <Strip id="similar-products" heading="Похожие товары" products={data?.similar ?? []} />
      <Strip
        id="related-products"
        heading="С этим товаром покупают"
        products={data?.related ?? []}
      />
    </>
  );
}
