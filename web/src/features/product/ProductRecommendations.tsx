import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql.ts';
import type { RecommendationType } from '../../__generated__/graphql.ts';
import { ProductCard } from '../../components/product/ProductCard.tsx';
import styles from './ProductRecommendations.module.scss';

export const ProductRecommendationsQuery = graphql(`
  query ProductRecommendations($productId: ID!, $type: RecommendationType!) {
    recommendedProducts(productId: $productId, type: $type) {
      id
      ...ProductCard_product
    }
  }
`);

const HEADINGS: Record<RecommendationType, string> = {
  SIMILAR_PRODUCTS: 'Похожие товары',
  RELATED_PRODUCTS: 'С этим товаром покупают',
};

/**
 * A strip of recommended products. It loads in the browser after the page (not on the server), and
 * shows nothing while loading, when empty or on failure: it must never hold up or break the page.
 */
export function ProductRecommendations({
  productId,
  type,
}: {
  productId: string;
  type: RecommendationType;
}) {
  const { data } = useQuery(ProductRecommendationsQuery, {
    variables: { productId, type },
    ssr: false,
    errorPolicy: 'ignore',
  });
  const products = data?.recommendedProducts ?? [];
  if (products.length === 0) return null;
  const headingId = `recommendations-${type}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {HEADINGS[type]}
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
