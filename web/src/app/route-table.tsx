import type { RouteObject } from 'react-router';
import { INFORMATION_PAGE_SLUGS } from '../features/content/information-pages.ts';
import { lazyRoute } from './lazy-route.ts';
import { frameRoute } from './route-frame.ts';

/**
 * The route tree, shared by the server's static handler and the browser router. The browser
 * starts with the branch the server rendered (route-branch.ts) and loads the table with its
 * first navigation, or once the page works.
 */
export const routes: RouteObject[] = [
  frameRoute('root', [
    { id: 'home', index: true, lazy: lazyRoute('home', () => import('./routes/home.tsx')) },
    { id: 'cart', path: 'cart', lazy: lazyRoute('cart', () => import('./routes/cart.tsx')) },
    // Private routes (spec section 2): cabinet routes join checkout here.
    frameRoute('private', [
      {
        id: 'checkout',
        path: 'checkout',
        lazy: lazyRoute('checkout', () => import('./routes/checkout.tsx')),
      },
      {
        id: 'cabinet-profile',
        path: 'cabinet/profile',
        lazy: lazyRoute('cabinet-profile', () => import('./routes/cabinet-profile.tsx')),
      },
      {
        id: 'cabinet-orders',
        path: 'cabinet/orders',
        lazy: lazyRoute('cabinet-orders', () => import('./routes/cabinet-orders.tsx')),
      },
      {
        id: 'cabinet-orders-slug',
        path: 'cabinet/orders/:slug',
        lazy: lazyRoute('cabinet-order', () => import('./routes/cabinet-order.tsx')),
      },
      {
        id: 'cabinet-payment-slug',
        path: 'cabinet/payment/:id',
        lazy: lazyRoute('cabinet-payment', () => import('./routes/cabinet-payment.tsx')),
      },
      {
        id: 'cabinet-purchase-slug',
        path: 'cabinet/purchase/:id',
        lazy: lazyRoute('cabinet-purchase', () => import('./routes/cabinet-purchase.tsx')),
      },
      {
        id: 'cabinet-companies',
        path: 'cabinet/companies',
        lazy: lazyRoute('cabinet-companies', () => import('./routes/cabinet-companies.tsx')),
      },
      {
        id: 'cabinet-users',
        path: 'cabinet/users',
        lazy: lazyRoute('cabinet-users', () => import('./routes/cabinet-users.tsx')),
      },
    ]),
    {
      // Not private: a visitor signs in on the page itself and then joins the account.
      id: 'cabinet-invitation',
      path: 'cabinet/invitations/:token',
      lazy: lazyRoute('cabinet-invitation', () => import('./routes/cabinet-invitation.tsx')),
    },
    {
      id: 'company',
      path: 'company',
      lazy: lazyRoute('company', () => import('./routes/company.tsx')),
    },
    {
      id: 'product-slug',
      path: 'tovar/:slug',
      lazy: lazyRoute('product', () => import('./routes/product.tsx')),
    },
    {
      id: 'promos',
      path: 'promos',
      lazy: lazyRoute('promos', () => import('./routes/promos.tsx')),
    },
    {
      id: 'promos-slug',
      path: 'promos/:slug',
      lazy: lazyRoute('promo', () => import('./routes/promo.tsx')),
    },
    {
      id: 'seller-slug',
      path: 'seller/:slug',
      lazy: lazyRoute('seller', () => import('./routes/seller.tsx')),
    },
    {
      id: 'catalog',
      path: 'catalog',
      lazy: lazyRoute('catalog', () => import('./routes/catalog.tsx')),
    },
    {
      id: 'catalog-slug',
      path: 'catalog/:slug',
      lazy: lazyRoute('category', () => import('./routes/category.tsx')),
    },
    {
      id: 'catalog-search',
      path: 'search',
      lazy: lazyRoute('search', () => import('./routes/search.tsx')),
    },
    {
      id: 'brands',
      path: 'brands',
      lazy: lazyRoute('brands', () => import('./routes/brands.tsx')),
    },
    // The market's information pages (delivery, payment, terms…), one route each.
    ...INFORMATION_PAGE_SLUGS.map((slug) => ({
      id: `info-${slug}`,
      path: slug,
      lazy: lazyRoute('content-page', () => import('./routes/content-page.tsx')),
    })),
  ]),
];
