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
    "\n  query CabinetCompaniesRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    companies(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...CompanyList_page\n    }\n  }\n": typeof types.CabinetCompaniesRouteDocument,
    "\n  query CabinetInvitationRoute {\n    ...StoreShell_query\n    viewer {\n      id\n    }\n  }\n": typeof types.CabinetInvitationRouteDocument,
    "\n  query CabinetOrdersRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n  }\n": typeof types.CabinetOrdersRouteDocument,
    "\n  query CabinetProfileRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n      ...ProfileForm_viewer\n    }\n  }\n": typeof types.CabinetProfileRouteDocument,
    "\n  query CabinetUsersAccess {\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n": typeof types.CabinetUsersAccessDocument,
    "\n  query CabinetUsersRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    viewer {\n      id\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    accountUsers(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...UserList_page\n    }\n  }\n": typeof types.CabinetUsersRouteDocument,
    "\n  query CatalogRoute {\n    ...StoreShell_query\n    categoryCatalog {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        h1\n        noindex\n      }\n      ...CatalogCategories_page\n    }\n  }\n": typeof types.CatalogRouteDocument,
    "\n  query CategoryRoute($slug: String!) {\n    ...StoreShell_query\n    category(slug: $slug) {\n      id\n      slug\n      title\n      breadcrumbs {\n        slug\n        title\n      }\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...CategoryHeader_category\n    }\n  }\n": typeof types.CategoryRouteDocument,
    "\n  query CheckoutRoute {\n    ...CheckoutShell_query\n  }\n": typeof types.CheckoutRouteDocument,
    "\n  query HomeRoute {\n    ...StoreShell_query\n    homePage {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...HomeContent_page\n    }\n  }\n": typeof types.HomeRouteDocument,
    "\n  query ProductRoute($slug: String!) {\n    ...StoreShell_query\n    product(slug: $slug) {\n      id\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...ProductPage_product\n    }\n  }\n": typeof types.ProductRouteDocument,
    "\n  query PromoRoute($slug: String!) {\n    ...StoreShell_query\n    promo(slug: $slug) {\n      id\n      slug\n      title\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...PromoHeader_promo\n    }\n  }\n": typeof types.PromoRouteDocument,
    "\n  query PromosRoute {\n    ...StoreShell_query\n    promoCatalog {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n        h1\n      }\n      ...PromoList_page\n    }\n  }\n": typeof types.PromosRouteDocument,
    "\n  query ErrorRoute {\n    market {\n      id\n      ...ErrorPage_market\n    }\n  }\n": typeof types.ErrorRouteDocument,
    "\n  query SearchRoute {\n    ...StoreShell_query\n  }\n": typeof types.SearchRouteDocument,
    "\n  query SellerRoute($slug: String!) {\n    ...StoreShell_query\n    seller(slug: $slug) {\n      slug\n      title\n      description\n      image {\n        id\n        url(width: 240)\n      }\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...SellerHeader_seller\n    }\n  }\n": typeof types.SellerRouteDocument,
    "\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n": typeof types.CheckoutShell_QueryFragmentDoc,
    "\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...CityLocationSelector_city\n      ...CityConfirmation_city\n    }\n    viewer {\n      id\n      ...AuthMenu_viewer\n      ...AccountMenu_viewer\n      ...LimitDisplay_viewer\n      ...CabinetMenuLinks_viewer\n    }\n    ...AuthProvider_query\n    ...CompanyCreator_query\n    ...CurrencyWidget_query\n  }\n": typeof types.StoreShell_QueryFragmentDoc,
    "\n  fragment ProductCard_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    status\n    brand {\n      id\n      slug\n      title\n    }\n    image {\n      id\n      url(width: 320)\n    }\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment AccountMenu_viewer on Viewer {\n    id\n    ...LimitDisplay_viewer\n    context {\n      mainAccountId\n      currentAccountId\n      currentCustomerId\n      accounts {\n        id\n        title\n      }\n      customers {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AccountMenu_ViewerFragmentDoc,
    "\n  fragment LimitDisplay_viewer on Viewer {\n    id\n    context {\n      limit {\n        amount\n        currencyCode\n      }\n    }\n  }\n": typeof types.LimitDisplay_ViewerFragmentDoc,
    "\n  mutation SelectAccount($accountId: ID!) {\n    selectAccount(accountId: $accountId) {\n      selection {\n        currentAccountId\n        currentCustomerId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.SelectAccountDocument,
    "\n  mutation SelectCustomer($customerId: ID!) {\n    selectCustomer(customerId: $customerId) {\n      selection {\n        currentAccountId\n        currentCustomerId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.SelectCustomerDocument,
    "\n  fragment AuthMenu_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": typeof types.AuthMenu_ViewerFragmentDoc,
    "\n  fragment AuthProvider_query on Query {\n    market {\n      id\n      config {\n        authStrategies\n      }\n      settings {\n        subscription {\n          title\n        }\n      }\n    }\n    viewer {\n      id\n    }\n  }\n": typeof types.AuthProvider_QueryFragmentDoc,
    "\n  query CaptchaChallenge {\n    captchaChallenge\n  }\n": typeof types.CaptchaChallengeDocument,
    "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      retryTimeout\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.RequestOtpDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      isRegistration\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  mutation FinishRegistration($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.FinishRegistrationDocument,
    "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  query PrivateRouteViewer {\n    viewer {\n      id\n    }\n  }\n": typeof types.PrivateRouteViewerDocument,
    "\n  mutation SubscribeAfterSignIn($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.SubscribeAfterSignInDocument,
    "\n  fragment CabinetLayout_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n": typeof types.CabinetLayout_ViewerFragmentDoc,
    "\n  fragment CabinetMenuLinks_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n": typeof types.CabinetMenuLinks_ViewerFragmentDoc,
    "\n  fragment CompanyCreator_query on Query {\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n": typeof types.CompanyCreator_QueryFragmentDoc,
    "\n  fragment CompanyList_page on CompanyPage {\n    totalSize\n    pageSize\n    pageNumber\n    companies {\n      id\n      type\n      title\n      inn\n      kpp\n      ogrn\n      address\n      current\n      priceType {\n        code\n        title\n      }\n      limit {\n        type\n        amount\n        currencyCode\n      }\n    }\n  }\n": typeof types.CompanyList_PageFragmentDoc,
    "\n  query FindCompany($type: CompanyType!, $inn: String!, $kpp: String) {\n    findCompany(type: $type, inn: $inn, kpp: $kpp) {\n      type\n      title\n      inn\n      kpp\n      address\n    }\n  }\n": typeof types.FindCompanyDocument,
    "\n  fragment ProfileForm_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      middleName\n      phone\n      email\n    }\n  }\n": typeof types.ProfileForm_ViewerFragmentDoc,
    "\n  fragment UserList_page on AccountUserPage {\n    totalSize\n    pageSize\n    pageNumber\n    users {\n      id\n      displayName\n      role\n      isOwner\n      email\n      phone\n      lastActivityAt\n    }\n  }\n": typeof types.UserList_PageFragmentDoc,
    "\n  mutation CabinetUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.CabinetUpdateProfileDocument,
    "\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        title\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation InviteUser($email: String!) {\n    inviteUser(email: $email) {\n      invitation {\n        id\n        email\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.InviteUserDocument,
    "\n  mutation UpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      user {\n        id\n        role\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.UpdateUserRoleDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      accepted {\n        accountId\n        accountTitle\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  fragment CatalogCategories_page on CategoryCatalogPage {\n    categories {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 160)\n      }\n      children {\n        id\n        slug\n        title\n      }\n    }\n  }\n": typeof types.CatalogCategories_PageFragmentDoc,
    "\n  query CatalogMenu {\n    categoryCatalog {\n      categories {\n        id\n        slug\n        title\n        children {\n          id\n          slug\n          title\n        }\n      }\n    }\n  }\n": typeof types.CatalogMenuDocument,
    "\n  fragment CategoryHeader_category on Category {\n    id\n    title\n    description\n    seo {\n      h1\n    }\n    children {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 120)\n      }\n    }\n  }\n": typeof types.CategoryHeader_CategoryFragmentDoc,
    "\n  fragment ListingFacets_facets on ListingFacets {\n    price {\n      min\n      max\n    }\n    brands {\n      title\n      slug\n      count\n    }\n    categories {\n      title\n      slug\n      count\n    }\n    virtualCategories {\n      title\n      slug\n      count\n    }\n    properties {\n      propertyId: id\n      title\n      type\n      units\n      min\n      max\n      buckets {\n        title\n        slug\n        count\n      }\n    }\n  }\n": typeof types.ListingFacets_FacetsFragmentDoc,
    "\n  query ListingScreen($input: ListingInput!) {\n    listing(input: $input) {\n      totalSize\n      isAccurate\n      page\n      pageSize\n      products {\n        id\n        ...ProductCard_product\n      }\n      facets {\n        ...ListingFacets_facets\n      }\n    }\n  }\n": typeof types.ListingScreenDocument,
    "\n  fragment CityConfirmation_city on City {\n    confirmed\n  }\n": typeof types.CityConfirmation_CityFragmentDoc,
    "\n  query SearchCities($query: String!) {\n    searchCities(query: $query) {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n": typeof types.SearchCitiesDocument,
    "\n  fragment CityLocationSelector_city on City {\n    name\n  }\n": typeof types.CityLocationSelector_CityFragmentDoc,
    "\n  query CityByGeo($latitude: String!, $longitude: String!) {\n    cityByGeo(latitude: $latitude, longitude: $longitude) {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n": typeof types.CityByGeoDocument,
    "\n  query CityByIp {\n    cityByIp {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n": typeof types.CityByIpDocument,
    "\n  fragment CurrencyWidget_query on Query {\n    market {\n      id\n      settings {\n        currencies {\n          base {\n            code\n            title\n            symbol\n            rate\n          }\n          display {\n            code\n            title\n            symbol\n            rate\n          }\n        }\n      }\n    }\n    selectedCurrencyCode\n  }\n": typeof types.CurrencyWidget_QueryFragmentDoc,
    "\n  query CurrencyMoney {\n    ...CurrencyWidget_query\n  }\n": typeof types.CurrencyMoneyDocument,
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
    "\n  mutation SubscribeFromFooter($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.SubscribeFromFooterDocument,
    "\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n": typeof types.MarketTheme_MarketFragmentDoc,
    "\n  fragment ProductAbout_product on Product {\n    description\n    features\n    items {\n      title\n      quantity\n    }\n    datasheets {\n      title\n      url\n    }\n    video\n  }\n": typeof types.ProductAbout_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    title\n    images {\n      id\n      large: url(width: 800)\n      thumb: url(width: 120)\n    }\n    video360 {\n      id\n      large: url(width: 800)\n    }\n  }\n": typeof types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductOffer_product on Product {\n    status\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n    inventories {\n      warehouse\n      quantity\n    }\n  }\n": typeof types.ProductOffer_ProductFragmentDoc,
    "\n  fragment ProductPage_product on Product {\n    id\n    title\n    sku\n    status\n    description\n    brand {\n      title\n    }\n    seller {\n      slug\n      title\n    }\n    breadcrumbs {\n      slug\n      title\n    }\n    images {\n      id\n      url(width: 800)\n    }\n    price {\n      user {\n        amount\n        currencyCode\n      }\n    }\n    seo {\n      h1\n    }\n    ...ProductGallery_product\n    ...ProductOffer_product\n    ...ProductShipping_product\n    ...ProductSpecs_product\n    ...ProductAbout_product\n  }\n": typeof types.ProductPage_ProductFragmentDoc,
    "\n  query ProductRecommendations($productId: ID!) {\n    similar: recommendedProducts(productId: $productId, type: SIMILAR_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n    related: recommendedProducts(productId: $productId, type: RELATED_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.ProductRecommendationsDocument,
    "\n  fragment ProductShipping_product on Product {\n    shipping {\n      expressAvailable\n      pickup {\n        days\n        cost {\n          amount\n          currencyCode\n        }\n      }\n      delivery {\n        days\n        cost {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n": typeof types.ProductShipping_ProductFragmentDoc,
    "\n  fragment ProductSpecs_product on Product {\n    sku\n    brand {\n      title\n    }\n    warranty\n    properties {\n      id\n      title\n      value\n      units\n    }\n    dimensions {\n      width\n      height\n      length\n      weight\n      volume\n    }\n  }\n": typeof types.ProductSpecs_ProductFragmentDoc,
    "\n  fragment PromoHeader_promo on Promo {\n    title\n    announcement\n    description\n    activeSince\n    activeUntil\n    image {\n      id\n      url(width: 960)\n    }\n    seo {\n      h1\n    }\n  }\n": typeof types.PromoHeader_PromoFragmentDoc,
    "\n  fragment PromoList_page on PromoCatalogPage {\n    promos {\n      id\n      slug\n      title\n      announcement\n      activeSince\n      activeUntil\n      image {\n        id\n        url(width: 640)\n      }\n    }\n  }\n": typeof types.PromoList_PageFragmentDoc,
    "\n  fragment SuggestedProduct_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    image {\n      id\n      url(width: 80)\n    }\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n  }\n": typeof types.SuggestedProduct_ProductFragmentDoc,
    "\n  query SearchSuggestions($text: String!, $seller: String) {\n    searchSuggestions(text: $text, seller: $seller) {\n      products {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      recommendedProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      promotionalProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      brands {\n        id\n        slug\n        title\n      }\n      categories {\n        id\n        slug\n        title\n      }\n      popularQueries\n      suggestedQueries\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment SellerHeader_seller on Seller {\n    title\n    description\n    image {\n      id\n      url(width: 240)\n    }\n    seo {\n      h1\n    }\n  }\n": typeof types.SellerHeader_SellerFragmentDoc,
};
const documents: Documents = {
    "\n  query CabinetCompaniesRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    companies(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...CompanyList_page\n    }\n  }\n": types.CabinetCompaniesRouteDocument,
    "\n  query CabinetInvitationRoute {\n    ...StoreShell_query\n    viewer {\n      id\n    }\n  }\n": types.CabinetInvitationRouteDocument,
    "\n  query CabinetOrdersRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n  }\n": types.CabinetOrdersRouteDocument,
    "\n  query CabinetProfileRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n      ...ProfileForm_viewer\n    }\n  }\n": types.CabinetProfileRouteDocument,
    "\n  query CabinetUsersAccess {\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n": types.CabinetUsersAccessDocument,
    "\n  query CabinetUsersRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    viewer {\n      id\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    accountUsers(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...UserList_page\n    }\n  }\n": types.CabinetUsersRouteDocument,
    "\n  query CatalogRoute {\n    ...StoreShell_query\n    categoryCatalog {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        h1\n        noindex\n      }\n      ...CatalogCategories_page\n    }\n  }\n": types.CatalogRouteDocument,
    "\n  query CategoryRoute($slug: String!) {\n    ...StoreShell_query\n    category(slug: $slug) {\n      id\n      slug\n      title\n      breadcrumbs {\n        slug\n        title\n      }\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...CategoryHeader_category\n    }\n  }\n": types.CategoryRouteDocument,
    "\n  query CheckoutRoute {\n    ...CheckoutShell_query\n  }\n": types.CheckoutRouteDocument,
    "\n  query HomeRoute {\n    ...StoreShell_query\n    homePage {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...HomeContent_page\n    }\n  }\n": types.HomeRouteDocument,
    "\n  query ProductRoute($slug: String!) {\n    ...StoreShell_query\n    product(slug: $slug) {\n      id\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...ProductPage_product\n    }\n  }\n": types.ProductRouteDocument,
    "\n  query PromoRoute($slug: String!) {\n    ...StoreShell_query\n    promo(slug: $slug) {\n      id\n      slug\n      title\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...PromoHeader_promo\n    }\n  }\n": types.PromoRouteDocument,
    "\n  query PromosRoute {\n    ...StoreShell_query\n    promoCatalog {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n        h1\n      }\n      ...PromoList_page\n    }\n  }\n": types.PromosRouteDocument,
    "\n  query ErrorRoute {\n    market {\n      id\n      ...ErrorPage_market\n    }\n  }\n": types.ErrorRouteDocument,
    "\n  query SearchRoute {\n    ...StoreShell_query\n  }\n": types.SearchRouteDocument,
    "\n  query SellerRoute($slug: String!) {\n    ...StoreShell_query\n    seller(slug: $slug) {\n      slug\n      title\n      description\n      image {\n        id\n        url(width: 240)\n      }\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...SellerHeader_seller\n    }\n  }\n": types.SellerRouteDocument,
    "\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n": types.CheckoutShell_QueryFragmentDoc,
    "\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...CityLocationSelector_city\n      ...CityConfirmation_city\n    }\n    viewer {\n      id\n      ...AuthMenu_viewer\n      ...AccountMenu_viewer\n      ...LimitDisplay_viewer\n      ...CabinetMenuLinks_viewer\n    }\n    ...AuthProvider_query\n    ...CompanyCreator_query\n    ...CurrencyWidget_query\n  }\n": types.StoreShell_QueryFragmentDoc,
    "\n  fragment ProductCard_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    status\n    brand {\n      id\n      slug\n      title\n    }\n    image {\n      id\n      url(width: 320)\n    }\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment AccountMenu_viewer on Viewer {\n    id\n    ...LimitDisplay_viewer\n    context {\n      mainAccountId\n      currentAccountId\n      currentCustomerId\n      accounts {\n        id\n        title\n      }\n      customers {\n        id\n        title\n      }\n    }\n  }\n": types.AccountMenu_ViewerFragmentDoc,
    "\n  fragment LimitDisplay_viewer on Viewer {\n    id\n    context {\n      limit {\n        amount\n        currencyCode\n      }\n    }\n  }\n": types.LimitDisplay_ViewerFragmentDoc,
    "\n  mutation SelectAccount($accountId: ID!) {\n    selectAccount(accountId: $accountId) {\n      selection {\n        currentAccountId\n        currentCustomerId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.SelectAccountDocument,
    "\n  mutation SelectCustomer($customerId: ID!) {\n    selectCustomer(customerId: $customerId) {\n      selection {\n        currentAccountId\n        currentCustomerId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.SelectCustomerDocument,
    "\n  fragment AuthMenu_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": types.AuthMenu_ViewerFragmentDoc,
    "\n  fragment AuthProvider_query on Query {\n    market {\n      id\n      config {\n        authStrategies\n      }\n      settings {\n        subscription {\n          title\n        }\n      }\n    }\n    viewer {\n      id\n    }\n  }\n": types.AuthProvider_QueryFragmentDoc,
    "\n  query CaptchaChallenge {\n    captchaChallenge\n  }\n": types.CaptchaChallengeDocument,
    "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      retryTimeout\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.RequestOtpDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      isRegistration\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  mutation FinishRegistration($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.FinishRegistrationDocument,
    "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n": types.SignOutDocument,
    "\n  query PrivateRouteViewer {\n    viewer {\n      id\n    }\n  }\n": types.PrivateRouteViewerDocument,
    "\n  mutation SubscribeAfterSignIn($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.SubscribeAfterSignInDocument,
    "\n  fragment CabinetLayout_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n": types.CabinetLayout_ViewerFragmentDoc,
    "\n  fragment CabinetMenuLinks_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n": types.CabinetMenuLinks_ViewerFragmentDoc,
    "\n  fragment CompanyCreator_query on Query {\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n": types.CompanyCreator_QueryFragmentDoc,
    "\n  fragment CompanyList_page on CompanyPage {\n    totalSize\n    pageSize\n    pageNumber\n    companies {\n      id\n      type\n      title\n      inn\n      kpp\n      ogrn\n      address\n      current\n      priceType {\n        code\n        title\n      }\n      limit {\n        type\n        amount\n        currencyCode\n      }\n    }\n  }\n": types.CompanyList_PageFragmentDoc,
    "\n  query FindCompany($type: CompanyType!, $inn: String!, $kpp: String) {\n    findCompany(type: $type, inn: $inn, kpp: $kpp) {\n      type\n      title\n      inn\n      kpp\n      address\n    }\n  }\n": types.FindCompanyDocument,
    "\n  fragment ProfileForm_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      middleName\n      phone\n      email\n    }\n  }\n": types.ProfileForm_ViewerFragmentDoc,
    "\n  fragment UserList_page on AccountUserPage {\n    totalSize\n    pageSize\n    pageNumber\n    users {\n      id\n      displayName\n      role\n      isOwner\n      email\n      phone\n      lastActivityAt\n    }\n  }\n": types.UserList_PageFragmentDoc,
    "\n  mutation CabinetUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.CabinetUpdateProfileDocument,
    "\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        title\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation InviteUser($email: String!) {\n    inviteUser(email: $email) {\n      invitation {\n        id\n        email\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.InviteUserDocument,
    "\n  mutation UpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      user {\n        id\n        role\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.UpdateUserRoleDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      accepted {\n        accountId\n        accountTitle\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  fragment CatalogCategories_page on CategoryCatalogPage {\n    categories {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 160)\n      }\n      children {\n        id\n        slug\n        title\n      }\n    }\n  }\n": types.CatalogCategories_PageFragmentDoc,
    "\n  query CatalogMenu {\n    categoryCatalog {\n      categories {\n        id\n        slug\n        title\n        children {\n          id\n          slug\n          title\n        }\n      }\n    }\n  }\n": types.CatalogMenuDocument,
    "\n  fragment CategoryHeader_category on Category {\n    id\n    title\n    description\n    seo {\n      h1\n    }\n    children {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 120)\n      }\n    }\n  }\n": types.CategoryHeader_CategoryFragmentDoc,
    "\n  fragment ListingFacets_facets on ListingFacets {\n    price {\n      min\n      max\n    }\n    brands {\n      title\n      slug\n      count\n    }\n    categories {\n      title\n      slug\n      count\n    }\n    virtualCategories {\n      title\n      slug\n      count\n    }\n    properties {\n      propertyId: id\n      title\n      type\n      units\n      min\n      max\n      buckets {\n        title\n        slug\n        count\n      }\n    }\n  }\n": types.ListingFacets_FacetsFragmentDoc,
    "\n  query ListingScreen($input: ListingInput!) {\n    listing(input: $input) {\n      totalSize\n      isAccurate\n      page\n      pageSize\n      products {\n        id\n        ...ProductCard_product\n      }\n      facets {\n        ...ListingFacets_facets\n      }\n    }\n  }\n": types.ListingScreenDocument,
    "\n  fragment CityConfirmation_city on City {\n    confirmed\n  }\n": types.CityConfirmation_CityFragmentDoc,
    "\n  query SearchCities($query: String!) {\n    searchCities(query: $query) {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n": types.SearchCitiesDocument,
    "\n  fragment CityLocationSelector_city on City {\n    name\n  }\n": types.CityLocationSelector_CityFragmentDoc,
    "\n  query CityByGeo($latitude: String!, $longitude: String!) {\n    cityByGeo(latitude: $latitude, longitude: $longitude) {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n": types.CityByGeoDocument,
    "\n  query CityByIp {\n    cityByIp {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n": types.CityByIpDocument,
    "\n  fragment CurrencyWidget_query on Query {\n    market {\n      id\n      settings {\n        currencies {\n          base {\n            code\n            title\n            symbol\n            rate\n          }\n          display {\n            code\n            title\n            symbol\n            rate\n          }\n        }\n      }\n    }\n    selectedCurrencyCode\n  }\n": types.CurrencyWidget_QueryFragmentDoc,
    "\n  query CurrencyMoney {\n    ...CurrencyWidget_query\n  }\n": types.CurrencyMoneyDocument,
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
    "\n  mutation SubscribeFromFooter($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.SubscribeFromFooterDocument,
    "\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n": types.MarketTheme_MarketFragmentDoc,
    "\n  fragment ProductAbout_product on Product {\n    description\n    features\n    items {\n      title\n      quantity\n    }\n    datasheets {\n      title\n      url\n    }\n    video\n  }\n": types.ProductAbout_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    title\n    images {\n      id\n      large: url(width: 800)\n      thumb: url(width: 120)\n    }\n    video360 {\n      id\n      large: url(width: 800)\n    }\n  }\n": types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductOffer_product on Product {\n    status\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n    inventories {\n      warehouse\n      quantity\n    }\n  }\n": types.ProductOffer_ProductFragmentDoc,
    "\n  fragment ProductPage_product on Product {\n    id\n    title\n    sku\n    status\n    description\n    brand {\n      title\n    }\n    seller {\n      slug\n      title\n    }\n    breadcrumbs {\n      slug\n      title\n    }\n    images {\n      id\n      url(width: 800)\n    }\n    price {\n      user {\n        amount\n        currencyCode\n      }\n    }\n    seo {\n      h1\n    }\n    ...ProductGallery_product\n    ...ProductOffer_product\n    ...ProductShipping_product\n    ...ProductSpecs_product\n    ...ProductAbout_product\n  }\n": types.ProductPage_ProductFragmentDoc,
    "\n  query ProductRecommendations($productId: ID!) {\n    similar: recommendedProducts(productId: $productId, type: SIMILAR_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n    related: recommendedProducts(productId: $productId, type: RELATED_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.ProductRecommendationsDocument,
    "\n  fragment ProductShipping_product on Product {\n    shipping {\n      expressAvailable\n      pickup {\n        days\n        cost {\n          amount\n          currencyCode\n        }\n      }\n      delivery {\n        days\n        cost {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n": types.ProductShipping_ProductFragmentDoc,
    "\n  fragment ProductSpecs_product on Product {\n    sku\n    brand {\n      title\n    }\n    warranty\n    properties {\n      id\n      title\n      value\n      units\n    }\n    dimensions {\n      width\n      height\n      length\n      weight\n      volume\n    }\n  }\n": types.ProductSpecs_ProductFragmentDoc,
    "\n  fragment PromoHeader_promo on Promo {\n    title\n    announcement\n    description\n    activeSince\n    activeUntil\n    image {\n      id\n      url(width: 960)\n    }\n    seo {\n      h1\n    }\n  }\n": types.PromoHeader_PromoFragmentDoc,
    "\n  fragment PromoList_page on PromoCatalogPage {\n    promos {\n      id\n      slug\n      title\n      announcement\n      activeSince\n      activeUntil\n      image {\n        id\n        url(width: 640)\n      }\n    }\n  }\n": types.PromoList_PageFragmentDoc,
    "\n  fragment SuggestedProduct_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    image {\n      id\n      url(width: 80)\n    }\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n  }\n": types.SuggestedProduct_ProductFragmentDoc,
    "\n  query SearchSuggestions($text: String!, $seller: String) {\n    searchSuggestions(text: $text, seller: $seller) {\n      products {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      recommendedProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      promotionalProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      brands {\n        id\n        slug\n        title\n      }\n      categories {\n        id\n        slug\n        title\n      }\n      popularQueries\n      suggestedQueries\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment SellerHeader_seller on Seller {\n    title\n    description\n    image {\n      id\n      url(width: 240)\n    }\n    seo {\n      h1\n    }\n  }\n": types.SellerHeader_SellerFragmentDoc,
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
export function graphql(source: "\n  query CabinetCompaniesRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    companies(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...CompanyList_page\n    }\n  }\n"): (typeof documents)["\n  query CabinetCompaniesRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    companies(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...CompanyList_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetInvitationRoute {\n    ...StoreShell_query\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query CabinetInvitationRoute {\n    ...StoreShell_query\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetOrdersRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n  }\n"): (typeof documents)["\n  query CabinetOrdersRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetProfileRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n      ...ProfileForm_viewer\n    }\n  }\n"): (typeof documents)["\n  query CabinetProfileRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n      ...ProfileForm_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetUsersAccess {\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n"): (typeof documents)["\n  query CabinetUsersAccess {\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetUsersRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    viewer {\n      id\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    accountUsers(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...UserList_page\n    }\n  }\n"): (typeof documents)["\n  query CabinetUsersRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    viewer {\n      id\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    accountUsers(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...UserList_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogRoute {\n    ...StoreShell_query\n    categoryCatalog {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        h1\n        noindex\n      }\n      ...CatalogCategories_page\n    }\n  }\n"): (typeof documents)["\n  query CatalogRoute {\n    ...StoreShell_query\n    categoryCatalog {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        h1\n        noindex\n      }\n      ...CatalogCategories_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryRoute($slug: String!) {\n    ...StoreShell_query\n    category(slug: $slug) {\n      id\n      slug\n      title\n      breadcrumbs {\n        slug\n        title\n      }\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...CategoryHeader_category\n    }\n  }\n"): (typeof documents)["\n  query CategoryRoute($slug: String!) {\n    ...StoreShell_query\n    category(slug: $slug) {\n      id\n      slug\n      title\n      breadcrumbs {\n        slug\n        title\n      }\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...CategoryHeader_category\n    }\n  }\n"];
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
export function graphql(source: "\n  query ProductRoute($slug: String!) {\n    ...StoreShell_query\n    product(slug: $slug) {\n      id\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...ProductPage_product\n    }\n  }\n"): (typeof documents)["\n  query ProductRoute($slug: String!) {\n    ...StoreShell_query\n    product(slug: $slug) {\n      id\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...ProductPage_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoRoute($slug: String!) {\n    ...StoreShell_query\n    promo(slug: $slug) {\n      id\n      slug\n      title\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...PromoHeader_promo\n    }\n  }\n"): (typeof documents)["\n  query PromoRoute($slug: String!) {\n    ...StoreShell_query\n    promo(slug: $slug) {\n      id\n      slug\n      title\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...PromoHeader_promo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromosRoute {\n    ...StoreShell_query\n    promoCatalog {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n        h1\n      }\n      ...PromoList_page\n    }\n  }\n"): (typeof documents)["\n  query PromosRoute {\n    ...StoreShell_query\n    promoCatalog {\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n        h1\n      }\n      ...PromoList_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrorRoute {\n    market {\n      id\n      ...ErrorPage_market\n    }\n  }\n"): (typeof documents)["\n  query ErrorRoute {\n    market {\n      id\n      ...ErrorPage_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchRoute {\n    ...StoreShell_query\n  }\n"): (typeof documents)["\n  query SearchRoute {\n    ...StoreShell_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerRoute($slug: String!) {\n    ...StoreShell_query\n    seller(slug: $slug) {\n      slug\n      title\n      description\n      image {\n        id\n        url(width: 240)\n      }\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...SellerHeader_seller\n    }\n  }\n"): (typeof documents)["\n  query SellerRoute($slug: String!) {\n    ...StoreShell_query\n    seller(slug: $slug) {\n      slug\n      title\n      description\n      image {\n        id\n        url(width: 240)\n      }\n      seo {\n        pageTitle\n        metaDescription\n        metaKeywords\n        noindex\n      }\n      ...SellerHeader_seller\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...CityLocationSelector_city\n      ...CityConfirmation_city\n    }\n    viewer {\n      id\n      ...AuthMenu_viewer\n      ...AccountMenu_viewer\n      ...LimitDisplay_viewer\n      ...CabinetMenuLinks_viewer\n    }\n    ...AuthProvider_query\n    ...CompanyCreator_query\n    ...CurrencyWidget_query\n  }\n"): (typeof documents)["\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...CityLocationSelector_city\n      ...CityConfirmation_city\n    }\n    viewer {\n      id\n      ...AuthMenu_viewer\n      ...AccountMenu_viewer\n      ...LimitDisplay_viewer\n      ...CabinetMenuLinks_viewer\n    }\n    ...AuthProvider_query\n    ...CompanyCreator_query\n    ...CurrencyWidget_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    status\n    brand {\n      id\n      slug\n      title\n    }\n    image {\n      id\n      url(width: 320)\n    }\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    status\n    brand {\n      id\n      slug\n      title\n    }\n    image {\n      id\n      url(width: 320)\n    }\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountMenu_viewer on Viewer {\n    id\n    ...LimitDisplay_viewer\n    context {\n      mainAccountId\n      currentAccountId\n      currentCustomerId\n      accounts {\n        id\n        title\n      }\n      customers {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AccountMenu_viewer on Viewer {\n    id\n    ...LimitDisplay_viewer\n    context {\n      mainAccountId\n      currentAccountId\n      currentCustomerId\n      accounts {\n        id\n        title\n      }\n      customers {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LimitDisplay_viewer on Viewer {\n    id\n    context {\n      limit {\n        amount\n        currencyCode\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LimitDisplay_viewer on Viewer {\n    id\n    context {\n      limit {\n        amount\n        currencyCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectAccount($accountId: ID!) {\n    selectAccount(accountId: $accountId) {\n      selection {\n        currentAccountId\n        currentCustomerId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SelectAccount($accountId: ID!) {\n    selectAccount(accountId: $accountId) {\n      selection {\n        currentAccountId\n        currentCustomerId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectCustomer($customerId: ID!) {\n    selectCustomer(customerId: $customerId) {\n      selection {\n        currentAccountId\n        currentCustomerId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SelectCustomer($customerId: ID!) {\n    selectCustomer(customerId: $customerId) {\n      selection {\n        currentAccountId\n        currentCustomerId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthMenu_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  fragment AuthMenu_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthProvider_query on Query {\n    market {\n      id\n      config {\n        authStrategies\n      }\n      settings {\n        subscription {\n          title\n        }\n      }\n    }\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment AuthProvider_query on Query {\n    market {\n      id\n      config {\n        authStrategies\n      }\n      settings {\n        subscription {\n          title\n        }\n      }\n    }\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptchaChallenge {\n    captchaChallenge\n  }\n"): (typeof documents)["\n  query CaptchaChallenge {\n    captchaChallenge\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      retryTimeout\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      retryTimeout\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      isRegistration\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      isRegistration\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishRegistration($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FinishRegistration($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivateRouteViewer {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query PrivateRouteViewer {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeAfterSignIn($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeAfterSignIn($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CabinetLayout_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n"): (typeof documents)["\n  fragment CabinetLayout_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CabinetMenuLinks_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n"): (typeof documents)["\n  fragment CabinetMenuLinks_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyCreator_query on Query {\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyCreator_query on Query {\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyList_page on CompanyPage {\n    totalSize\n    pageSize\n    pageNumber\n    companies {\n      id\n      type\n      title\n      inn\n      kpp\n      ogrn\n      address\n      current\n      priceType {\n        code\n        title\n      }\n      limit {\n        type\n        amount\n        currencyCode\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyList_page on CompanyPage {\n    totalSize\n    pageSize\n    pageNumber\n    companies {\n      id\n      type\n      title\n      inn\n      kpp\n      ogrn\n      address\n      current\n      priceType {\n        code\n        title\n      }\n      limit {\n        type\n        amount\n        currencyCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindCompany($type: CompanyType!, $inn: String!, $kpp: String) {\n    findCompany(type: $type, inn: $inn, kpp: $kpp) {\n      type\n      title\n      inn\n      kpp\n      address\n    }\n  }\n"): (typeof documents)["\n  query FindCompany($type: CompanyType!, $inn: String!, $kpp: String) {\n    findCompany(type: $type, inn: $inn, kpp: $kpp) {\n      type\n      title\n      inn\n      kpp\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      middleName\n      phone\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileForm_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      middleName\n      phone\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserList_page on AccountUserPage {\n    totalSize\n    pageSize\n    pageNumber\n    users {\n      id\n      displayName\n      role\n      isOwner\n      email\n      phone\n      lastActivityAt\n    }\n  }\n"): (typeof documents)["\n  fragment UserList_page on AccountUserPage {\n    totalSize\n    pageSize\n    pageNumber\n    users {\n      id\n      displayName\n      role\n      isOwner\n      email\n      phone\n      lastActivityAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CabinetUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CabinetUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        title\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        title\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUser($email: String!) {\n    inviteUser(email: $email) {\n      invitation {\n        id\n        email\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteUser($email: String!) {\n    inviteUser(email: $email) {\n      invitation {\n        id\n        email\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      user {\n        id\n        role\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      user {\n        id\n        role\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      accepted {\n        accountId\n        accountTitle\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      accepted {\n        accountId\n        accountTitle\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogCategories_page on CategoryCatalogPage {\n    categories {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 160)\n      }\n      children {\n        id\n        slug\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogCategories_page on CategoryCatalogPage {\n    categories {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 160)\n      }\n      children {\n        id\n        slug\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogMenu {\n    categoryCatalog {\n      categories {\n        id\n        slug\n        title\n        children {\n          id\n          slug\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogMenu {\n    categoryCatalog {\n      categories {\n        id\n        slug\n        title\n        children {\n          id\n          slug\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryHeader_category on Category {\n    id\n    title\n    description\n    seo {\n      h1\n    }\n    children {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 120)\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryHeader_category on Category {\n    id\n    title\n    description\n    seo {\n      h1\n    }\n    children {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 120)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingFacets_facets on ListingFacets {\n    price {\n      min\n      max\n    }\n    brands {\n      title\n      slug\n      count\n    }\n    categories {\n      title\n      slug\n      count\n    }\n    virtualCategories {\n      title\n      slug\n      count\n    }\n    properties {\n      propertyId: id\n      title\n      type\n      units\n      min\n      max\n      buckets {\n        title\n        slug\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ListingFacets_facets on ListingFacets {\n    price {\n      min\n      max\n    }\n    brands {\n      title\n      slug\n      count\n    }\n    categories {\n      title\n      slug\n      count\n    }\n    virtualCategories {\n      title\n      slug\n      count\n    }\n    properties {\n      propertyId: id\n      title\n      type\n      units\n      min\n      max\n      buckets {\n        title\n        slug\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingScreen($input: ListingInput!) {\n    listing(input: $input) {\n      totalSize\n      isAccurate\n      page\n      pageSize\n      products {\n        id\n        ...ProductCard_product\n      }\n      facets {\n        ...ListingFacets_facets\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingScreen($input: ListingInput!) {\n    listing(input: $input) {\n      totalSize\n      isAccurate\n      page\n      pageSize\n      products {\n        id\n        ...ProductCard_product\n      }\n      facets {\n        ...ListingFacets_facets\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CityConfirmation_city on City {\n    confirmed\n  }\n"): (typeof documents)["\n  fragment CityConfirmation_city on City {\n    confirmed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCities($query: String!) {\n    searchCities(query: $query) {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n"): (typeof documents)["\n  query SearchCities($query: String!) {\n    searchCities(query: $query) {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CityLocationSelector_city on City {\n    name\n  }\n"): (typeof documents)["\n  fragment CityLocationSelector_city on City {\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityByGeo($latitude: String!, $longitude: String!) {\n    cityByGeo(latitude: $latitude, longitude: $longitude) {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n"): (typeof documents)["\n  query CityByGeo($latitude: String!, $longitude: String!) {\n    cityByGeo(latitude: $latitude, longitude: $longitude) {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityByIp {\n    cityByIp {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n"): (typeof documents)["\n  query CityByIp {\n    cityByIp {\n      name\n      kladrId\n      fiasId\n      regionKladrId\n      regionFiasId\n      regionTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrencyWidget_query on Query {\n    market {\n      id\n      settings {\n        currencies {\n          base {\n            code\n            title\n            symbol\n            rate\n          }\n          display {\n            code\n            title\n            symbol\n            rate\n          }\n        }\n      }\n    }\n    selectedCurrencyCode\n  }\n"): (typeof documents)["\n  fragment CurrencyWidget_query on Query {\n    market {\n      id\n      settings {\n        currencies {\n          base {\n            code\n            title\n            symbol\n            rate\n          }\n          display {\n            code\n            title\n            symbol\n            rate\n          }\n        }\n      }\n    }\n    selectedCurrencyCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrencyMoney {\n    ...CurrencyWidget_query\n  }\n"): (typeof documents)["\n  query CurrencyMoney {\n    ...CurrencyWidget_query\n  }\n"];
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
export function graphql(source: "\n  mutation SubscribeFromFooter($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeFromFooter($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n"): (typeof documents)["\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductAbout_product on Product {\n    description\n    features\n    items {\n      title\n      quantity\n    }\n    datasheets {\n      title\n      url\n    }\n    video\n  }\n"): (typeof documents)["\n  fragment ProductAbout_product on Product {\n    description\n    features\n    items {\n      title\n      quantity\n    }\n    datasheets {\n      title\n      url\n    }\n    video\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductGallery_product on Product {\n    title\n    images {\n      id\n      large: url(width: 800)\n      thumb: url(width: 120)\n    }\n    video360 {\n      id\n      large: url(width: 800)\n    }\n  }\n"): (typeof documents)["\n  fragment ProductGallery_product on Product {\n    title\n    images {\n      id\n      large: url(width: 800)\n      thumb: url(width: 120)\n    }\n    video360 {\n      id\n      large: url(width: 800)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductOffer_product on Product {\n    status\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n    inventories {\n      warehouse\n      quantity\n    }\n  }\n"): (typeof documents)["\n  fragment ProductOffer_product on Product {\n    status\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n    inventories {\n      warehouse\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPage_product on Product {\n    id\n    title\n    sku\n    status\n    description\n    brand {\n      title\n    }\n    seller {\n      slug\n      title\n    }\n    breadcrumbs {\n      slug\n      title\n    }\n    images {\n      id\n      url(width: 800)\n    }\n    price {\n      user {\n        amount\n        currencyCode\n      }\n    }\n    seo {\n      h1\n    }\n    ...ProductGallery_product\n    ...ProductOffer_product\n    ...ProductShipping_product\n    ...ProductSpecs_product\n    ...ProductAbout_product\n  }\n"): (typeof documents)["\n  fragment ProductPage_product on Product {\n    id\n    title\n    sku\n    status\n    description\n    brand {\n      title\n    }\n    seller {\n      slug\n      title\n    }\n    breadcrumbs {\n      slug\n      title\n    }\n    images {\n      id\n      url(width: 800)\n    }\n    price {\n      user {\n        amount\n        currencyCode\n      }\n    }\n    seo {\n      h1\n    }\n    ...ProductGallery_product\n    ...ProductOffer_product\n    ...ProductShipping_product\n    ...ProductSpecs_product\n    ...ProductAbout_product\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductRecommendations($productId: ID!) {\n    similar: recommendedProducts(productId: $productId, type: SIMILAR_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n    related: recommendedProducts(productId: $productId, type: RELATED_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query ProductRecommendations($productId: ID!) {\n    similar: recommendedProducts(productId: $productId, type: SIMILAR_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n    related: recommendedProducts(productId: $productId, type: RELATED_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductShipping_product on Product {\n    shipping {\n      expressAvailable\n      pickup {\n        days\n        cost {\n          amount\n          currencyCode\n        }\n      }\n      delivery {\n        days\n        cost {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductShipping_product on Product {\n    shipping {\n      expressAvailable\n      pickup {\n        days\n        cost {\n          amount\n          currencyCode\n        }\n      }\n      delivery {\n        days\n        cost {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSpecs_product on Product {\n    sku\n    brand {\n      title\n    }\n    warranty\n    properties {\n      id\n      title\n      value\n      units\n    }\n    dimensions {\n      width\n      height\n      length\n      weight\n      volume\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSpecs_product on Product {\n    sku\n    brand {\n      title\n    }\n    warranty\n    properties {\n      id\n      title\n      value\n      units\n    }\n    dimensions {\n      width\n      height\n      length\n      weight\n      volume\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromoHeader_promo on Promo {\n    title\n    announcement\n    description\n    activeSince\n    activeUntil\n    image {\n      id\n      url(width: 960)\n    }\n    seo {\n      h1\n    }\n  }\n"): (typeof documents)["\n  fragment PromoHeader_promo on Promo {\n    title\n    announcement\n    description\n    activeSince\n    activeUntil\n    image {\n      id\n      url(width: 960)\n    }\n    seo {\n      h1\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromoList_page on PromoCatalogPage {\n    promos {\n      id\n      slug\n      title\n      announcement\n      activeSince\n      activeUntil\n      image {\n        id\n        url(width: 640)\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PromoList_page on PromoCatalogPage {\n    promos {\n      id\n      slug\n      title\n      announcement\n      activeSince\n      activeUntil\n      image {\n        id\n        url(width: 640)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SuggestedProduct_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    image {\n      id\n      url(width: 80)\n    }\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SuggestedProduct_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    image {\n      id\n      url(width: 80)\n    }\n    price {\n      discount\n      base {\n        amount\n        currencyCode\n      }\n      user {\n        amount\n        currencyCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($text: String!, $seller: String) {\n    searchSuggestions(text: $text, seller: $seller) {\n      products {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      recommendedProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      promotionalProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      brands {\n        id\n        slug\n        title\n      }\n      categories {\n        id\n        slug\n        title\n      }\n      popularQueries\n      suggestedQueries\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($text: String!, $seller: String) {\n    searchSuggestions(text: $text, seller: $seller) {\n      products {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      recommendedProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      promotionalProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      brands {\n        id\n        slug\n        title\n      }\n      categories {\n        id\n        slug\n        title\n      }\n      popularQueries\n      suggestedQueries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SellerHeader_seller on Seller {\n    title\n    description\n    image {\n      id\n      url(width: 240)\n    }\n    seo {\n      h1\n    }\n  }\n"): (typeof documents)["\n  fragment SellerHeader_seller on Seller {\n    title\n    description\n    image {\n      id\n      url(width: 240)\n    }\n    seo {\n      h1\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;