/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CheckoutRoute {\n    ...CheckoutShell_query\n  }\n": typeof types.CheckoutRouteDocument,
    "\n  query HomeRoute {\n    ...StoreShell_query\n    homePage {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...HomeContent_page\n    }\n  }\n": typeof types.HomeRouteDocument,
    "\n  query ErrorRoute {\n    market {\n      id\n      ...ErrorPage_market\n    }\n  }\n": typeof types.ErrorRouteDocument,
    "\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n": typeof types.CheckoutShell_QueryFragmentDoc,
    "\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...CurrencyWidget_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...LocationSelector_city\n    }\n  }\n": typeof types.StoreShell_QueryFragmentDoc,
    "\n  fragment ErrorPage_market on Market {\n    id\n    name\n    theme\n  }\n": typeof types.ErrorPage_MarketFragmentDoc,
    "\n  fragment HomeBanners_page on HomePage {\n    banners {\n      id\n      title\n      link\n      image {\n        id\n        url(width: 740)\n      }\n    }\n  }\n": typeof types.HomeBanners_PageFragmentDoc,
    "\n  fragment HomeCategories_page on HomePage {\n    categories {\n      slug\n      title\n      image {\n        id\n        url(width: 320)\n      }\n    }\n  }\n": typeof types.HomeCategories_PageFragmentDoc,
    "\n  fragment HomeContent_page on HomePage {\n    seo {\n      pageTitle\n      h1\n    }\n    ...HomeSlider_page\n    ...HomeCategories_page\n    ...HomeBanners_page\n    ...HomeSellers_page\n  }\n": typeof types.HomeContent_PageFragmentDoc,
    "\n  fragment HomeSellers_page on HomePage {\n    sellers {\n      slug\n      title\n      image {\n        id\n        url(width: 240)\n      }\n    }\n  }\n": typeof types.HomeSellers_PageFragmentDoc,
    "\n  fragment HomeSlider_page on HomePage {\n    slides {\n      link\n      title\n      image {\n        id\n        url(width: 1515)\n      }\n    }\n  }\n": typeof types.HomeSlider_PageFragmentDoc,
    "\n  fragment FloatNav_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n    }\n  }\n": typeof types.FloatNav_MarketFragmentDoc,
    "\n  fragment Footer_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n      subscription {\n        title\n        description\n      }\n      socialLinks {\n        kind\n        title\n        url\n      }\n      copyright\n    }\n    layout {\n      footerColumns {\n        title\n        links {\n          title\n          url\n        }\n      }\n      footerLinks {\n        title\n        url\n      }\n    }\n  }\n": typeof types.Footer_MarketFragmentDoc,
    "\n  fragment Header_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        exposePhoneToHeader\n      }\n    }\n    layout {\n      expressMenu {\n        title\n        url\n        icon\n        highlight\n      }\n      bottomMenu {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n": typeof types.Header_MarketFragmentDoc,
    "\n  fragment MobileNav_market on Market {\n    id\n    layout {\n      mobileNavigation {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n": typeof types.MobileNav_MarketFragmentDoc,
    "\n  fragment SimpleLayout_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n      }\n      copyright\n    }\n  }\n": typeof types.SimpleLayout_MarketFragmentDoc,
    "\n  fragment CurrencyWidget_market on Market {\n    id\n    settings {\n      currencies {\n        base {\n          code\n          symbol\n        }\n      }\n    }\n  }\n": typeof types.CurrencyWidget_MarketFragmentDoc,
    "\n  fragment LocationSelector_city on City {\n    name\n    confirmed\n  }\n": typeof types.LocationSelector_CityFragmentDoc,
    "\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n": typeof types.MarketTheme_MarketFragmentDoc,
};
const documents: Documents = {
    "\n  query CheckoutRoute {\n    ...CheckoutShell_query\n  }\n": types.CheckoutRouteDocument,
    "\n  query HomeRoute {\n    ...StoreShell_query\n    homePage {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...HomeContent_page\n    }\n  }\n": types.HomeRouteDocument,
    "\n  query ErrorRoute {\n    market {\n      id\n      ...ErrorPage_market\n    }\n  }\n": types.ErrorRouteDocument,
    "\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n": types.CheckoutShell_QueryFragmentDoc,
    "\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...CurrencyWidget_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...LocationSelector_city\n    }\n  }\n": types.StoreShell_QueryFragmentDoc,
    "\n  fragment ErrorPage_market on Market {\n    id\n    name\n    theme\n  }\n": types.ErrorPage_MarketFragmentDoc,
    "\n  fragment HomeBanners_page on HomePage {\n    banners {\n      id\n      title\n      link\n      image {\n        id\n        url(width: 740)\n      }\n    }\n  }\n": types.HomeBanners_PageFragmentDoc,
    "\n  fragment HomeCategories_page on HomePage {\n    categories {\n      slug\n      title\n      image {\n        id\n        url(width: 320)\n      }\n    }\n  }\n": types.HomeCategories_PageFragmentDoc,
    "\n  fragment HomeContent_page on HomePage {\n    seo {\n      pageTitle\n      h1\n    }\n    ...HomeSlider_page\n    ...HomeCategories_page\n    ...HomeBanners_page\n    ...HomeSellers_page\n  }\n": types.HomeContent_PageFragmentDoc,
    "\n  fragment HomeSellers_page on HomePage {\n    sellers {\n      slug\n      title\n      image {\n        id\n        url(width: 240)\n      }\n    }\n  }\n": types.HomeSellers_PageFragmentDoc,
    "\n  fragment HomeSlider_page on HomePage {\n    slides {\n      link\n      title\n      image {\n        id\n        url(width: 1515)\n      }\n    }\n  }\n": types.HomeSlider_PageFragmentDoc,
    "\n  fragment FloatNav_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n    }\n  }\n": types.FloatNav_MarketFragmentDoc,
    "\n  fragment Footer_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n      subscription {\n        title\n        description\n      }\n      socialLinks {\n        kind\n        title\n        url\n      }\n      copyright\n    }\n    layout {\n      footerColumns {\n        title\n        links {\n          title\n          url\n        }\n      }\n      footerLinks {\n        title\n        url\n      }\n    }\n  }\n": types.Footer_MarketFragmentDoc,
    "\n  fragment Header_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        exposePhoneToHeader\n      }\n    }\n    layout {\n      expressMenu {\n        title\n        url\n        icon\n        highlight\n      }\n      bottomMenu {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n": types.Header_MarketFragmentDoc,
    "\n  fragment MobileNav_market on Market {\n    id\n    layout {\n      mobileNavigation {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n": types.MobileNav_MarketFragmentDoc,
    "\n  fragment SimpleLayout_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n      }\n      copyright\n    }\n  }\n": types.SimpleLayout_MarketFragmentDoc,
    "\n  fragment CurrencyWidget_market on Market {\n    id\n    settings {\n      currencies {\n        base {\n          code\n          symbol\n        }\n      }\n    }\n  }\n": types.CurrencyWidget_MarketFragmentDoc,
    "\n  fragment LocationSelector_city on City {\n    name\n    confirmed\n  }\n": types.LocationSelector_CityFragmentDoc,
    "\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n": types.MarketTheme_MarketFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutRoute {\n    ...CheckoutShell_query\n  }\n"): (typeof documents)["\n  query CheckoutRoute {\n    ...CheckoutShell_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRoute {\n    ...StoreShell_query\n    homePage {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...HomeContent_page\n    }\n  }\n"): (typeof documents)["\n  query HomeRoute {\n    ...StoreShell_query\n    homePage {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...HomeContent_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorRoute {\n    market {\n      id\n      ...ErrorPage_market\n    }\n  }\n"): (typeof documents)["\n  query ErrorRoute {\n    market {\n      id\n      ...ErrorPage_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...CurrencyWidget_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...LocationSelector_city\n    }\n  }\n"): (typeof documents)["\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...CurrencyWidget_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...LocationSelector_city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ErrorPage_market on Market {\n    id\n    name\n    theme\n  }\n"): (typeof documents)["\n  fragment ErrorPage_market on Market {\n    id\n    name\n    theme\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeBanners_page on HomePage {\n    banners {\n      id\n      title\n      link\n      image {\n        id\n        url(width: 740)\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HomeBanners_page on HomePage {\n    banners {\n      id\n      title\n      link\n      image {\n        id\n        url(width: 740)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeCategories_page on HomePage {\n    categories {\n      slug\n      title\n      image {\n        id\n        url(width: 320)\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HomeCategories_page on HomePage {\n    categories {\n      slug\n      title\n      image {\n        id\n        url(width: 320)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeContent_page on HomePage {\n    seo {\n      pageTitle\n      h1\n    }\n    ...HomeSlider_page\n    ...HomeCategories_page\n    ...HomeBanners_page\n    ...HomeSellers_page\n  }\n"): (typeof documents)["\n  fragment HomeContent_page on HomePage {\n    seo {\n      pageTitle\n      h1\n    }\n    ...HomeSlider_page\n    ...HomeCategories_page\n    ...HomeBanners_page\n    ...HomeSellers_page\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeSellers_page on HomePage {\n    sellers {\n      slug\n      title\n      image {\n        id\n        url(width: 240)\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HomeSellers_page on HomePage {\n    sellers {\n      slug\n      title\n      image {\n        id\n        url(width: 240)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeSlider_page on HomePage {\n    slides {\n      link\n      title\n      image {\n        id\n        url(width: 1515)\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HomeSlider_page on HomePage {\n    slides {\n      link\n      title\n      image {\n        id\n        url(width: 1515)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FloatNav_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FloatNav_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Footer_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n      subscription {\n        title\n        description\n      }\n      socialLinks {\n        kind\n        title\n        url\n      }\n      copyright\n    }\n    layout {\n      footerColumns {\n        title\n        links {\n          title\n          url\n        }\n      }\n      footerLinks {\n        title\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment Footer_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n      subscription {\n        title\n        description\n      }\n      socialLinks {\n        kind\n        title\n        url\n      }\n      copyright\n    }\n    layout {\n      footerColumns {\n        title\n        links {\n          title\n          url\n        }\n      }\n      footerLinks {\n        title\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Header_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        exposePhoneToHeader\n      }\n    }\n    layout {\n      expressMenu {\n        title\n        url\n        icon\n        highlight\n      }\n      bottomMenu {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment Header_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        exposePhoneToHeader\n      }\n    }\n    layout {\n      expressMenu {\n        title\n        url\n        icon\n        highlight\n      }\n      bottomMenu {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MobileNav_market on Market {\n    id\n    layout {\n      mobileNavigation {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MobileNav_market on Market {\n    id\n    layout {\n      mobileNavigation {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SimpleLayout_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n      }\n      copyright\n    }\n  }\n"): (typeof documents)["\n  fragment SimpleLayout_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n      }\n      copyright\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrencyWidget_market on Market {\n    id\n    settings {\n      currencies {\n        base {\n          code\n          symbol\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CurrencyWidget_market on Market {\n    id\n    settings {\n      currencies {\n        base {\n          code\n          symbol\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationSelector_city on City {\n    name\n    confirmed\n  }\n"): (typeof documents)["\n  fragment LocationSelector_city on City {\n    name\n    confirmed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n"): (typeof documents)["\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;