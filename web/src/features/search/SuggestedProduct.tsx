import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Price } from '../../components/product/Price.tsx';
import styles from './SearchBox.module.scss';

export const SuggestedProductFragment = graphql(`
  fragment SuggestedProduct_product on ProductCard {
    id
    slug
    title
    sku
    image {
      id
      url(width: 80)
    }
    price {
      ...Price_price @unmask
    }
  }
`);

/** A product in the suggestions: picture, name, article and price on one line. */
export function SuggestedProduct({
  product,
}: {
  product: FragmentType<typeof SuggestedProductFragment>;
}) {
  const data = getFragmentData(SuggestedProductFragment, product);
  return (
    <span className={styles.product}>
      {data.image ? (
        <img src={data.image.url} alt="" width={40} height={40} className={styles.productImage} />
      ) : (
        <span className={styles.productImage} aria-hidden="true" />
      )}
      <span className={styles.productText}>
        <span className={styles.productTitle}>{data.title}</span>
        <span className={styles.productSku}>Арт. {data.sku}</span>
      </span>
      <Price price={data.price} size="sm" className={styles.productPrice} />
    </span>
  );
}
