import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import styles from './SellerHeader.module.scss';

export const SellerHeaderSellerFragment = graphql(`
  fragment SellerHeader_seller on Seller {
    title
    description
    image {
      id
      url(width: 240)
    }
    seo {
      h1
    }
  }
`);

/** The head of a seller page: logo (or initial), name and a few words about the seller. */
export function SellerHeader({
  seller,
}: {
  seller: FragmentType<typeof SellerHeaderSellerFragment>;
}) {
  const data = getFragmentData(SellerHeaderSellerFragment, seller);
  return (
    <header className={styles.header}>
      <div className={styles.logo} aria-hidden="true">
        {data.image ? (
          <img src={data.image.url} alt="" width={160} height={80} />
        ) : (
          <span className={styles.initial}>{data.title.slice(0, 1)}</span>
        )}
      </div>
      <div className={styles.text}>
        <p className={styles.kicker}>Продавец</p>
        <h1 className={styles.title}>{data.seo.h1 || data.title}</h1>
        {data.description && <p className={styles.description}>{data.description}</p>}
      </div>
    </header>
  );
}
