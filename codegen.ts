import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One config, two targets: resolver types for the BFF and the typed-document client preset for the
 * web app. Generated files are committed; `pnpm codegen:check` fails when they are stale.
 */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.ts#GraphQLContext',
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        mappers: {
          Market: '@store/api/contract#MarketSettings as MarketSettingsDto',
          Image: '../resolvers/Image.ts#ImageParent',
          ProductCard: '@store/api/contract#ProductCard as ProductCardDto',
          Product: '@store/api/contract#ProductPage as ProductPageDto',
          Seller: '@store/api/contract#SellerPage as SellerPageDto',
          CategoryCatalogPage: '@store/api/contract#CategoryCatalogPage as CategoryCatalogPageDto',
          PromoCatalogPage: '@store/api/contract#PromoCatalogPage as PromoCatalogPageDto',
          SearchSuggestions: '@store/api/contract#SuggestionsResponse as SuggestionsDto',
          Category: '../resolvers/catalog/parents.ts#CategoryParent',
          Promo: '../resolvers/catalog/parents.ts#PromoParent',
          Listing: '../resolvers/catalog/parents.ts#ListingParent',
          Viewer: '../resolvers/session/viewer.ts#ViewerParent',
          Checkout: '../resolvers/checkout/parents.ts#CheckoutParent',
          Order: '../resolvers/orders/parents.ts#OrderParent',
          Payment: '../resolvers/orders/parents.ts#PaymentParent',
          Cart: '../resolvers/cart/parents.ts#CartParent',
          CartItem: '../resolvers/cart/parents.ts#CartItemParent',
          CartOffer: '../resolvers/cart/parents.ts#CartOfferParent',
        },
      },
    },
    'web/src/__generated__/': {
      documents: [
        'web/src/**/*.{ts,tsx}',
        '!web/src/__generated__/**',
        '!web/src/**/*.test.{ts,tsx}',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        // `...Fragment @unmask` shares a selection without masking it: plain data for its reader.
        customDirectives: { apolloUnmask: true },
      },
    },
  },
};

export default config;
