import { useQuery } from '@apollo/client/react';
import { data, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__/gql.ts';
import type { ProductRouteQuery as ProductRouteData } from '../../__generated__/graphql.ts';
import { ProductPage } from '../../features/product/ProductPage.tsx';
import { loadRouteQuery } from '../../lib/apollo/load-route-query.ts';
import { apolloClientContext } from '../../lib/apollo/router-context.ts';
import { warmQuerySteps, type RouteWarmUp } from '../../lib/apollo/warm-query.ts';
import { canonicalUrl } from '../../lib/head/canonical-url.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead } from '../../lib/head/head-context.tsx';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';
import { helpdeskCaptcha } from '../helpdesk-captcha.tsx';
import { StoreShell } from '../shell/StoreShell.tsx';

/**
 * The help-desk controls under the offer work as server HTML (their presses are replayed) until
 * their code and queries load, once the page has hydrated.
 */
const ProductHelpdeskActions = hydrateLater(
  lazyComponent(
    () => import('../../features/helpdesk/ProductHelpdeskActions.tsx'),
    'ProductHelpdeskActions',
  ),
);

/** The product page's query: the store frame and the product; null product means 404. */
export const ProductRouteQuery = graphql(`
  query ProductRoute($slug: String!) {
    ...StoreShell_query
    product(slug: $slug) {
      id
      seo {
        ...SeoHead @unmask
      }
      ...ProductPage_product
    }
  }
`);

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params['slug'] ?? '';
  const result = await loadRouteQuery(context.get(apolloClientContext), ProductRouteQuery, {
    slug,
  });
  if (!result.product) throw data(null, { status: 404 });
  return { canonical: canonicalUrl(request.url) };
}

/** Prepares the page's first read of its query before hydration. */
export const warm: RouteWarmUp = (client, _location, params) =>
  warmQuerySteps(client, ProductRouteQuery, { slug: params['slug'] ?? '' });

export function Component() {
  const slug = useParams()['slug'] ?? '';
  const { canonical } = useLoaderData<typeof loader>();
  const { data: page, error } = useQuery(ProductRouteQuery, { variables: { slug } });
  if (error) throw error;
  if (!page?.product) return null;
  return <Product page={page} product={page.product} canonical={canonical} />;
}

function Product({
  page,
  product,
  canonical,
}: {
  page: ProductRouteData;
  product: NonNullable<ProductRouteData['product']>;
  canonical: string;
}) {
  const { seo } = product;
  useHead({
    ...seoHead(seo),
    canonical,
  });
  return (
    <StoreShell query={page}>
      <ProductPage
        product={product}
        canonical={canonical}
        actions={<ProductHelpdeskActions productId={product.id} captcha={helpdeskCaptcha} />}
      />
    </StoreShell>
  );
}
