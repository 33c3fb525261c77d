import { INFORMATION_PAGE_SLUGS } from '../features/content/information-pages.ts';

/**
 * The source file of each lazily loaded route, so the server can preload the chunks of the
 * routes it rendered (the client build's manifest is keyed by these paths).
 */
export const ROUTE_MODULES: Record<string, string> = {
  home: 'src/app/routes/home.tsx',
  checkout: 'src/app/routes/checkout.tsx',
  cart: 'src/app/routes/cart.tsx',
  'product-slug': 'src/app/routes/product.tsx',
  promos: 'src/app/routes/promos.tsx',
  'promos-slug': 'src/app/routes/promo.tsx',
  'seller-slug': 'src/app/routes/seller.tsx',
  catalog: 'src/app/routes/catalog.tsx',
  'catalog-slug': 'src/app/routes/category.tsx',
  'catalog-search': 'src/app/routes/search.tsx',
  'cabinet-profile': 'src/app/routes/cabinet-profile.tsx',
  'cabinet-orders': 'src/app/routes/cabinet-orders.tsx',
  'cabinet-orders-slug': 'src/app/routes/cabinet-order.tsx',
  'cabinet-payment-slug': 'src/app/routes/cabinet-payment.tsx',
  'cabinet-purchase-slug': 'src/app/routes/cabinet-purchase.tsx',
  'cabinet-companies': 'src/app/routes/cabinet-companies.tsx',
  'cabinet-users': 'src/app/routes/cabinet-users.tsx',
  'cabinet-invitation': 'src/app/routes/cabinet-invitation.tsx',
  company: 'src/app/routes/company.tsx',
  brands: 'src/app/routes/brands.tsx',
  ...Object.fromEntries(
    INFORMATION_PAGE_SLUGS.map((slug) => [`info-${slug}`, 'src/app/routes/content-page.tsx']),
  ),
};
