import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { useHead } from '../../lib/head/head-context.tsx';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';
import { ProductAbout } from './ProductAbout.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductOffer } from './ProductOffer.tsx';
import { ProductShipping } from './ProductShipping.tsx';
import { ProductSpecs } from './ProductSpecs.tsx';
import { productStructuredData } from './structured-data.ts';
import styles from './ProductPage.module.scss';

/**
 * The strips below the fold: their code and query load, and they render, once the page has
 * hydrated and is idle.
 */
const LaterProductRecommendations = hydrateLater(
  lazyComponent(() => import('./ProductRecommendations.tsx'), 'ProductRecommendations'),
);

export const ProductPageProductFragment = graphql(`
  fragment ProductPage_product on Product {
    id
    title
    sku
    status
    description
    brand {
      title
    }
    seller {
      slug
      title
    }
    breadcrumbs {
      slug
      title
    }
    images {
      id
      url(width: 800)
    }
    price {
      user {
        ...MoneyFields @unmask
      }
    }
    seo {
      h1
    }
    ...ProductGallery_product
    ...ProductOffer_product
    ...ProductShipping_product
    ...ProductSpecs_product
    ...ProductAbout_product
  }
`);

/** The product page: trail, heading, gallery and offer, description and specs, recommendations. */
export function ProductPage({
  product,
  canonical,
  actions,
}: {
  product: FragmentType<typeof ProductPageProductFragment>;
  canonical: string;
  /** More controls under the offer (the help desk's), composed in by the app. */
  actions?: ReactNode;
}) {
  const data = getFragmentData(ProductPageProductFragment, product);
  const trail = [
    { to: '/catalog', title: 'Каталог' },
    ...data.breadcrumbs.map((crumb) => ({ to: `/catalog/${crumb.slug}`, title: crumb.title })),
  ];
  const structured = productStructuredData(
    {
      title: data.title,
      sku: data.sku,
      description: data.description ?? null,
      brand: data.brand?.title ?? null,
      images: data.images.map((image) => image.url),
      price: data.price.user,
      status: data.status,
      breadcrumbs: data.breadcrumbs,
    },
    canonical,
  );
  useHead({ jsonLd: structured });
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs trail={trail} current={data.title} />
      <header className={styles.header}>
        <h1 className={styles.title}>{data.seo.h1 || data.title}</h1>
        <p className={styles.meta}>
          {data.brand && <span>{data.brand.title}</span>}
          {data.seller && (
            <span>
              Продавец: <Link to={`/seller/${data.seller.slug}`}>{data.seller.title}</Link>
            </span>
          )}
        </p>
      </header>
      <div className={styles.top}>
        <ProductGallery product={data} />
        <ProductOffer product={data}>
          <ProductShipping product={data} />
          {actions}
        </ProductOffer>
      </div>
      <div className={styles.details}>
        <div className={styles.column}>
          <ProductAbout product={data} />
        </div>
        <div className={styles.column}>
          <ProductSpecs product={data} />
        </div>
      </div>
      <LaterProductRecommendations productId={data.id} />
    </div>
  );
}
