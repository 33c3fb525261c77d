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
    "\n  query BrandsRoute {\n    ...StoreShell_query\n    brandIndex {\n      brands {\n        id\n      }\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...BrandIndex_page\n    }\n  }\n": typeof types.BrandsRouteDocument,
    "\n  query CabinetCompaniesRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    ...CompanyCreator_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n    companies(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...CompanyList_page\n    }\n  }\n": typeof types.CabinetCompaniesRouteDocument,
    "\n  fragment CabinetFrame_query on Query {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n  }\n": typeof types.CabinetFrame_QueryFragmentDoc,
    "\n  query CabinetInvitationRoute {\n    ...StoreShell_query\n    viewer {\n      id\n    }\n  }\n": typeof types.CabinetInvitationRouteDocument,
    "\n  query CabinetOrderRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    order(id: $id) {\n      id\n      number\n      ...OrderDetails_order\n    }\n  }\n": typeof types.CabinetOrderRouteDocument,
    "\n  query CabinetOrdersRoute(\n    $pageNumber: Int!\n    $pageSize: Int!\n    $aggregatedStatus: OrderAggregatedStatus\n  ) {\n    ...CabinetFrame_query @unmask\n    orders(pageNumber: $pageNumber, pageSize: $pageSize, aggregatedStatus: $aggregatedStatus) {\n      pageInfo {\n        pageNumber\n        pageSize\n        totalSize\n      }\n      ...OrderList_connection\n    }\n  }\n": typeof types.CabinetOrdersRouteDocument,
    "\n  query CabinetPaymentRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    payment(id: $id) {\n      id\n      status\n      ...PaymentState_payment\n    }\n  }\n": typeof types.CabinetPaymentRouteDocument,
    "\n  query CabinetProfileRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n      ...ProfileForm_viewer\n    }\n  }\n": typeof types.CabinetProfileRouteDocument,
    "\n  query CabinetPurchaseRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    purchase(id: $id) {\n      id\n      ...Purchase_purchase\n    }\n  }\n": typeof types.CabinetPurchaseRouteDocument,
    "\n  query CabinetUsersAccess {\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n": typeof types.CabinetUsersAccessDocument,
    "\n  query CabinetUsersRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    viewer {\n      id\n      profile {\n        email\n        phone\n      }\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    accountUsers(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...UserList_page\n    }\n  }\n": typeof types.CabinetUsersRouteDocument,
    "\n  query CartRoute {\n    ...StoreShell_query\n    cart {\n      id\n      ...CartPage_cart\n      ...CartLines_cart\n    }\n    market {\n      id\n      config {\n        requiredForCart\n      }\n    }\n  }\n": typeof types.CartRouteDocument,
    "\n  query CatalogRoute {\n    ...StoreShell_query\n    categoryCatalog {\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...CatalogCategories_page\n    }\n  }\n": typeof types.CatalogRouteDocument,
    "\n  query CategoryRoute($slug: String!) {\n    ...StoreShell_query\n    category(slug: $slug) {\n      id\n      slug\n      title\n      breadcrumbs {\n        slug\n        title\n      }\n      seo {\n        ...SeoHead @unmask\n      }\n      ...CategoryHeader_category\n    }\n  }\n": typeof types.CategoryRouteDocument,
    "\n  query CheckoutRoute {\n    ...CheckoutShell_query\n    ...CheckoutData_query\n  }\n": typeof types.CheckoutRouteDocument,
    "\n  query CompanyRoute {\n    ...StoreShell_query\n    aboutCompanyPage {\n      id\n      seo {\n        ...SeoHead @unmask\n      }\n      ...CompanyPage_page\n    }\n    mapTiles {\n      urlTemplate\n      attribution\n      maxZoom\n    }\n  }\n": typeof types.CompanyRouteDocument,
    "\n  query ContentPageRoute($slug: String!) {\n    ...StoreShell_query\n    contentPage(slug: $slug) {\n      slug\n      title\n      seo {\n        ...SeoHead @unmask\n      }\n      ...ContentArticle_page\n    }\n    contentPages {\n      slug\n      title\n    }\n  }\n": typeof types.ContentPageRouteDocument,
    "\n  query HomeRoute {\n    ...StoreShell_query\n    homePage {\n      seo {\n        ...SeoHead @unmask\n      }\n      ...HomeContent_page\n    }\n  }\n": typeof types.HomeRouteDocument,
    "\n  query ProductRoute($slug: String!) {\n    ...StoreShell_query\n    product(slug: $slug) {\n      id\n      seo {\n        ...SeoHead @unmask\n      }\n      ...ProductPage_product\n    }\n  }\n": typeof types.ProductRouteDocument,
    "\n  query PromoRoute($slug: String!) {\n    ...StoreShell_query\n    promo(slug: $slug) {\n      id\n      slug\n      title\n      seo {\n        ...SeoHead @unmask\n      }\n      ...PromoHeader_promo\n    }\n  }\n": typeof types.PromoRouteDocument,
    "\n  query PromosRoute {\n    ...StoreShell_query\n    promoCatalog {\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...PromoList_page\n    }\n  }\n": typeof types.PromosRouteDocument,
    "\n  query ErrorRoute {\n    market {\n      id\n      ...ErrorPage_market\n    }\n  }\n": typeof types.ErrorRouteDocument,
    "\n  query SearchRoute {\n    ...StoreShell_query\n  }\n": typeof types.SearchRouteDocument,
    "\n  query SellerRoute($slug: String!) {\n    ...StoreShell_query\n    seller(slug: $slug) {\n      slug\n      title\n      description\n      image {\n        id\n        url(width: 240)\n      }\n      seo {\n        ...SeoHead @unmask\n      }\n      ...SellerHeader_seller\n    }\n  }\n": typeof types.SellerRouteDocument,
    "\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n": typeof types.CheckoutShell_QueryFragmentDoc,
    "\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...CityLocationSelector_city\n      ...CityConfirmation_city\n    }\n    viewer {\n      id\n      context {\n        customers {\n          id\n        }\n      }\n      ...AuthMenu_viewer\n      ...AccountMenu_viewer\n      ...LimitDisplay_viewer\n      ...CabinetMenuLinks_viewer\n    }\n    ...AuthProvider_query\n    ...CompanyCreator_query\n    ...CurrencyWidget_query\n  }\n": typeof types.StoreShell_QueryFragmentDoc,
    "\n  fragment Price_price on ProductPrice {\n    discount\n    base {\n      ...MoneyFields @unmask\n    }\n    user {\n      ...MoneyFields @unmask\n    }\n  }\n": typeof types.Price_PriceFragmentDoc,
    "\n  fragment ProductCard_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    status\n    brand {\n      id\n      slug\n      title\n    }\n    category {\n      id\n      title\n    }\n    image {\n      id\n      url(width: 320)\n    }\n    price {\n      ...Price_price @unmask\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment AccountMenu_viewer on Viewer {\n    id\n    ...LimitDisplay_viewer\n    context {\n      mainAccountId\n      currentAccountId\n      currentCustomerId\n      accounts {\n        id\n        title\n      }\n      customers {\n        id\n        title\n      }\n    }\n  }\n": typeof types.AccountMenu_ViewerFragmentDoc,
    "\n  fragment LimitDisplay_viewer on Viewer {\n    id\n    context {\n      limit {\n        amount\n        currencyCode\n      }\n    }\n  }\n": typeof types.LimitDisplay_ViewerFragmentDoc,
    "\n  fragment ContextSwitch on SelectContextPayload {\n    selection {\n      currentAccountId\n      currentCustomerId\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.ContextSwitchFragmentDoc,
    "\n  mutation SelectAccount($accountId: ID!) {\n    selectAccount(input: { accountId: $accountId }) {\n      ...ContextSwitch @unmask\n    }\n  }\n": typeof types.SelectAccountDocument,
    "\n  mutation SelectCustomer($customerId: ID!) {\n    selectCustomer(input: { customerId: $customerId }) {\n      ...ContextSwitch @unmask\n    }\n  }\n": typeof types.SelectCustomerDocument,
    "\n  query AnalyticsSettings {\n    analytics {\n      metricaCounterId\n    }\n  }\n": typeof types.AnalyticsSettingsDocument,
    "\n  fragment AuthMenu_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": typeof types.AuthMenu_ViewerFragmentDoc,
    "\n  fragment AuthProvider_query on Query {\n    market {\n      id\n      config {\n        authStrategies\n      }\n      settings {\n        subscription {\n          title\n        }\n      }\n    }\n    viewer {\n      id\n    }\n  }\n": typeof types.AuthProvider_QueryFragmentDoc,
    "\n  query CaptchaChallenge {\n    captchaChallenge\n  }\n": typeof types.CaptchaChallengeDocument,
    "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      retryTimeout\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RequestOtpDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      isRegistration\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  query PrivateRouteViewer {\n    viewer {\n      id\n    }\n  }\n": typeof types.PrivateRouteViewerDocument,
    "\n  fragment BrandIndex_page on BrandIndexPage {\n    brands {\n      id\n      slug\n      title\n      productCount\n      logo {\n        url(width: 160)\n      }\n    }\n  }\n": typeof types.BrandIndex_PageFragmentDoc,
    "\n  fragment CabinetLayout_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n": typeof types.CabinetLayout_ViewerFragmentDoc,
    "\n  fragment CabinetMenuLinks_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n": typeof types.CabinetMenuLinks_ViewerFragmentDoc,
    "\n  fragment CompanyList_page on CompanyPage {\n    totalSize\n    pageSize\n    pageNumber\n    companies {\n      id\n      type\n      title\n      inn\n      kpp\n      ogrn\n      address\n      current\n      priceType {\n        code\n        title\n      }\n      limit {\n        type\n        amount\n        currencyCode\n      }\n    }\n  }\n": typeof types.CompanyList_PageFragmentDoc,
    "\n  query FindCompany($type: CompanyType!, $inn: String!, $kpp: String) {\n    findCompany(type: $type, inn: $inn, kpp: $kpp) {\n      type\n      title\n      inn\n      kpp\n      address\n    }\n  }\n": typeof types.FindCompanyDocument,
    "\n  fragment ProfileForm_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      middleName\n      phone\n      email\n    }\n  }\n": typeof types.ProfileForm_ViewerFragmentDoc,
    "\n  fragment UserList_page on AccountUserPage {\n    totalSize\n    pageSize\n    pageNumber\n    users {\n      id\n      displayName\n      role\n      isOwner\n      email\n      phone\n      lastActivityAt\n    }\n  }\n": typeof types.UserList_PageFragmentDoc,
    "\n  fragment CompanyCreator_query on Query {\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n": typeof types.CompanyCreator_QueryFragmentDoc,
    "\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        title\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation InviteUser($email: String!) {\n    inviteUser(input: { email: $email }) {\n      invitation {\n        id\n        email\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.InviteUserDocument,
    "\n  mutation UpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      user {\n        id\n        role\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.UpdateUserRoleDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(input: { token: $token }) {\n      accepted {\n        accountId\n        accountTitle\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query PendingInvitations {\n    pendingInvitations {\n      id\n      email\n      state\n      sentAt\n      expiresAt\n    }\n  }\n": typeof types.PendingInvitationsDocument,
    "\n  mutation ResendInvitation($invitationId: ID!) {\n    resendInvitation(input: { invitationId: $invitationId }) {\n      invitation {\n        id\n        state\n        sentAt\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($invitationId: ID!) {\n    revokeInvitation(input: { invitationId: $invitationId }) {\n      revokedInvitationId\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  fragment CartLines_cart on Cart {\n    id\n    isEmpty\n    totalItemsQuantity\n    totalGoodsQuantity\n    totalUserPrice {\n      ...MoneyFields @unmask\n    }\n    availableItems {\n      id\n      quantity\n    }\n    changedItems {\n      id\n      quantity\n    }\n    unavailableItems {\n      id\n      quantity\n    }\n  }\n": typeof types.CartLines_CartFragmentDoc,
    "\n  query CartLines {\n    cart {\n      id\n      ...CartLines_cart\n    }\n    market {\n      id\n      config {\n        requiredForCart\n      }\n    }\n  }\n": typeof types.CartLinesDocument,
    "\n  fragment CartItem_item on CartItem {\n    id\n    productId\n    title\n    slug\n    sku\n    quantity\n    maxQuantity\n    selected\n    ecommerceId\n    hasUnapprovedOffer\n    brand {\n      id\n      title\n    }\n    category {\n      id\n      title\n    }\n    image {\n      id\n      url(width: 160)\n    }\n    currentPurchaseOffer {\n      available\n      discount\n      hasBasePrice\n      basePrice {\n        ...MoneyFields @unmask\n      }\n      userPrice {\n        ...MoneyFields @unmask\n      }\n      totalPrice {\n        ...MoneyFields @unmask\n      }\n    }\n    approvedPurchaseOffer {\n      userPrice {\n        ...MoneyFields @unmask\n      }\n      totalPrice {\n        ...MoneyFields @unmask\n      }\n    }\n    changelog {\n      priceDirection\n      difference {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": typeof types.CartItem_ItemFragmentDoc,
    "\n  fragment CartPage_cart on Cart {\n    id\n    title\n    isEmpty\n    totalItemsQuantity\n    totalGoodsQuantity\n    totalUserPrice {\n      ...MoneyFields @unmask\n    }\n    showBasePrice\n    totalBasePrice {\n      ...MoneyFields @unmask\n    }\n    discount {\n      ...MoneyFields @unmask\n    }\n    ...CartLines_cart\n    availableItems {\n      id\n      ...CartItem_item\n    }\n    changedItems {\n      id\n      ...CartItem_item\n    }\n    unavailableItems {\n      id\n      ...CartItem_item\n    }\n  }\n": typeof types.CartPage_CartFragmentDoc,
    "\n  fragment CartChange on CartPayload {\n    cart {\n      id\n      ...CartPage_cart\n    }\n    userErrors {\n      code\n      message\n    }\n  }\n": typeof types.CartChangeFragmentDoc,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartItemQuantity($input: UpdateCartItemQuantityInput!) {\n    updateCartItemQuantity(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n": typeof types.UpdateCartItemQuantityDocument,
    "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation SelectCartItems($input: SelectCartItemsInput!) {\n    selectCartItems(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n": typeof types.SelectCartItemsDocument,
    "\n  mutation ApproveCartPrices {\n    approveCartPrices {\n      ...CartChange @unmask\n    }\n  }\n": typeof types.ApproveCartPricesDocument,
    "\n  mutation AddProductsToCart($input: AddProductsToCartInput!) {\n    addProductsToCart(input: $input) {\n      cart {\n        id\n        ...CartPage_cart\n      }\n      rejectedLines {\n        sku\n        quantity\n        reason\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddProductsToCartDocument,
    "\n  fragment CartLineQuantity on CartItem {\n    id\n    quantity\n  }\n": typeof types.CartLineQuantityFragmentDoc,
    "\n  fragment CartLineSelection on CartItem {\n    id\n    selected\n  }\n": typeof types.CartLineSelectionFragmentDoc,
    "\n  fragment CatalogCategories_page on CategoryCatalogPage {\n    categories {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 160)\n      }\n      children {\n        id\n        slug\n        title\n      }\n    }\n  }\n": typeof types.CatalogCategories_PageFragmentDoc,
    "\n  query CatalogMenu {\n    categoryCatalog {\n      categories {\n        id\n        slug\n        title\n        children {\n          id\n          slug\n          title\n        }\n      }\n    }\n  }\n": typeof types.CatalogMenuDocument,
    "\n  fragment CategoryHeader_category on Category {\n    id\n    title\n    description\n    seo {\n      h1\n    }\n    children {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 120)\n      }\n    }\n  }\n": typeof types.CategoryHeader_CategoryFragmentDoc,
    "\n  fragment ListingFacets_facets on ListingFacets {\n    price {\n      min\n      max\n    }\n    brands {\n      title\n      slug\n      count\n    }\n    categories {\n      title\n      slug\n      count\n    }\n    virtualCategories {\n      title\n      slug\n      count\n    }\n    properties {\n      propertyId: id\n      title\n      type\n      units\n      min\n      max\n      buckets {\n        title\n        slug\n        count\n      }\n    }\n  }\n": typeof types.ListingFacets_FacetsFragmentDoc,
    "\n  query ListingScreen($input: ListingInput!) {\n    listing(input: $input) {\n      totalSize\n      isAccurate\n      page\n      pageSize\n      products {\n        id\n        ...ProductCard_product\n      }\n      facets {\n        ...ListingFacets_facets\n      }\n    }\n  }\n": typeof types.ListingScreenDocument,
    "\n  fragment CheckoutContact on Contact {\n    id\n    name\n    phone\n    email\n  }\n": typeof types.CheckoutContactFragmentDoc,
    "\n  fragment CheckoutCourierAddress on CourierAddress {\n    id\n    address\n    apartment\n  }\n": typeof types.CheckoutCourierAddressFragmentDoc,
    "\n  fragment CheckoutPickupAddress on PersonalPickupAddress {\n    id\n    pickupPoint {\n      id\n    }\n  }\n": typeof types.CheckoutPickupAddressFragmentDoc,
    "\n  fragment CheckoutOrder_order on CheckoutOrder {\n    id\n    sellerTitle\n    buyerTitle\n    contact {\n      ...CheckoutContact @unmask\n    }\n    deliveryMethod\n    courierAddress {\n      ...CheckoutCourierAddress @unmask\n    }\n    pickupAddress {\n      id\n      pickupPoint {\n        id\n        title\n        postalAddress\n      }\n    }\n    costCenter {\n      id\n      title\n    }\n    costCenterRequired\n    promoCode {\n      code\n      description\n    }\n    hasChangedOffers\n    missingSteps\n    payment {\n      selectedMethod\n      methods {\n        method\n        available\n        reason\n      }\n    }\n    shipments {\n      id\n      kind\n      selectedVariantId\n      items {\n        productId\n        title\n        sku\n        slug\n        brandTitle\n        quantity\n        image {\n          id\n          url(width: 120)\n        }\n        price {\n          ...MoneyFields @unmask\n        }\n        total {\n          ...MoneyFields @unmask\n        }\n      }\n      deliveryVariants {\n        id\n        method\n        title\n        time\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n    summary {\n      goodsCount\n      subtotal {\n        ...MoneyFields @unmask\n      }\n      discounts {\n        total {\n          ...MoneyFields @unmask\n        }\n        promoCode {\n          ...MoneyFields @unmask\n        }\n        personal {\n          ...MoneyFields @unmask\n        }\n        customer {\n          ...MoneyFields @unmask\n        }\n        promo {\n          ...MoneyFields @unmask\n        }\n      }\n      shipping {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": typeof types.CheckoutOrder_OrderFragmentDoc,
    "\n  fragment CheckoutData_query on Query {\n    checkout {\n      orders {\n        id\n        ...CheckoutOrder_order\n      }\n      costCenters {\n        id\n        title\n        description\n      }\n    }\n    contacts {\n      ...CheckoutContact @unmask\n    }\n    courierAddresses {\n      ...CheckoutCourierAddress @unmask\n    }\n    pickupAddresses {\n      ...CheckoutPickupAddress @unmask\n    }\n    mapTiles {\n      urlTemplate\n      attribution\n      maxZoom\n    }\n  }\n": typeof types.CheckoutData_QueryFragmentDoc,
    "\n  query CheckoutPickupPoints {\n    pickupPoints {\n      id\n      kind\n      brand\n      title\n      schedule\n      postalAddress\n      latitude\n      longitude\n      cost {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": typeof types.CheckoutPickupPointsDocument,
    "\n  query CheckoutAddressSuggestions($query: String!) {\n    addressSuggestions(query: $query) {\n      cityUid\n      postalAddress\n      latitude\n      longitude\n    }\n  }\n": typeof types.CheckoutAddressSuggestionsDocument,
    "\n  mutation CreateCheckoutContact($input: CreateContactInput!) {\n    createContact(input: $input) {\n      contact {\n        ...CheckoutContact @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.CreateCheckoutContactDocument,
    "\n  mutation CreateCheckoutCourierAddress($input: CreateCourierAddressInput!) {\n    createCourierAddress(input: $input) {\n      courierAddress {\n        ...CheckoutCourierAddress @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.CreateCheckoutCourierAddressDocument,
    "\n  mutation AddCheckoutPickupAddress($input: AddPickupAddressInput!) {\n    addPickupAddress(input: $input) {\n      pickupAddress {\n        ...CheckoutPickupAddress @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.AddCheckoutPickupAddressDocument,
    "\n  fragment CheckoutOrderChange on CheckoutOrderPayload {\n    order {\n      id\n      ...CheckoutOrder_order\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.CheckoutOrderChangeFragmentDoc,
    "\n  mutation SetCheckoutContact($input: SetCheckoutContactInput!) {\n    setCheckoutContact(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": typeof types.SetCheckoutContactDocument,
    "\n  mutation SetCheckoutCourierAddress($input: SetCheckoutCourierAddressInput!) {\n    setCheckoutCourierAddress(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": typeof types.SetCheckoutCourierAddressDocument,
    "\n  mutation SetCheckoutPickupAddress($input: SetCheckoutPickupAddressInput!) {\n    setCheckoutPickupAddress(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": typeof types.SetCheckoutPickupAddressDocument,
    "\n  mutation SetCheckoutCostCenter($input: SetCheckoutCostCenterInput!) {\n    setCheckoutCostCenter(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": typeof types.SetCheckoutCostCenterDocument,
    "\n  mutation SetCheckoutPaymentMethod($input: SetCheckoutPaymentMethodInput!) {\n    setCheckoutPaymentMethod(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": typeof types.SetCheckoutPaymentMethodDocument,
    "\n  mutation SetCheckoutDeliveryVariant($input: SetCheckoutDeliveryVariantInput!) {\n    setCheckoutDeliveryVariant(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": typeof types.SetCheckoutDeliveryVariantDocument,
    "\n  mutation RedeemCheckoutPromoCode($input: RedeemPromoCodeInput!) {\n    redeemPromoCode(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": typeof types.RedeemCheckoutPromoCodeDocument,
    "\n  mutation RevokeCheckoutPromoCode($input: RevokePromoCodeInput!) {\n    revokePromoCode(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": typeof types.RevokeCheckoutPromoCodeDocument,
    "\n  mutation SubmitCheckout($input: SubmitCheckoutInput!) {\n    submitCheckout(input: $input) {\n      purchase {\n        id\n        ...Purchase_purchase\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SubmitCheckoutDocument,
    "\n  fragment Purchase_purchase on Purchase {\n    id\n    orders {\n      id\n      number\n      status\n      paymentMethod\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": typeof types.Purchase_PurchaseFragmentDoc,
    "\n  fragment CityConfirmation_city on City {\n    confirmed\n  }\n": typeof types.CityConfirmation_CityFragmentDoc,
    "\n  query SearchCities($query: String!) {\n    searchCities(query: $query) {\n      ...ChosenCity @unmask\n    }\n  }\n": typeof types.SearchCitiesDocument,
    "\n  fragment CityLocationSelector_city on City {\n    name\n  }\n": typeof types.CityLocationSelector_CityFragmentDoc,
    "\n  fragment ChosenCity on City {\n    name\n    kladrId\n    fiasId\n    regionKladrId\n    regionFiasId\n    regionTitle\n  }\n": typeof types.ChosenCityFragmentDoc,
    "\n  query CityByGeo($latitude: String!, $longitude: String!) {\n    cityByGeo(latitude: $latitude, longitude: $longitude) {\n      ...ChosenCity @unmask\n    }\n  }\n": typeof types.CityByGeoDocument,
    "\n  query CityByIp {\n    cityByIp {\n      ...ChosenCity @unmask\n    }\n  }\n": typeof types.CityByIpDocument,
    "\n  fragment ContentArticle_page on ContentPage {\n    title\n    updatedAt\n    sections {\n      heading\n      paragraphs\n      items\n    }\n    links {\n      title\n      url\n    }\n    seo {\n      h1\n    }\n  }\n": typeof types.ContentArticle_PageFragmentDoc,
    "\n  fragment CurrencyWidget_query on Query {\n    market {\n      id\n      settings {\n        currencies {\n          base {\n            code\n            title\n            symbol\n            rate\n          }\n          display {\n            code\n            title\n            symbol\n            rate\n          }\n        }\n      }\n    }\n    selectedCurrencyCode\n  }\n": typeof types.CurrencyWidget_QueryFragmentDoc,
    "\n  query CurrencyMoney {\n    ...CurrencyWidget_query\n  }\n": typeof types.CurrencyMoneyDocument,
    "\n  fragment ErrorPage_market on Market {\n    id\n    name\n    theme\n  }\n": typeof types.ErrorPage_MarketFragmentDoc,
    "\n  fragment CompanyPage_page on AboutCompanyPage {\n    id\n    title\n    about\n    requisites {\n      title\n      value\n    }\n    contacts {\n      phone\n      email\n      salesEmail\n      address\n    }\n    offices {\n      id\n      title\n      address\n      latitude\n      longitude\n      phone\n      hours\n    }\n    feedbackAllowed\n    seo {\n      h1\n    }\n  }\n": typeof types.CompanyPage_PageFragmentDoc,
    "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SendFeedbackDocument,
    "\n  mutation RequestCallback($input: RequestCallbackInput!) {\n    requestCallback(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RequestCallbackDocument,
    "\n  mutation RegisterLegalEntityOrder($input: RegisterLegalEntityOrderRequestInput!) {\n    registerLegalEntityOrderRequest(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RegisterLegalEntityOrderDocument,
    "\n  mutation RegisterRentRequest($input: RegisterRentRequestInput!) {\n    registerRentRequest(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RegisterRentRequestDocument,
    "\n  mutation RequestProposal($input: RequestProposalInput!) {\n    requestProposal(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RequestProposalDocument,
    "\n  query HelpdeskContext {\n    viewer {\n      id\n    }\n    market {\n      id\n      settings {\n        contacts {\n          callbackAllowed\n          feedbackAllowed\n        }\n      }\n    }\n  }\n": typeof types.HelpdeskContextDocument,
    "\n  query DocumentUploadLimits {\n    documentUploadLimits {\n      maxFileBytes\n      maxFiles\n      types\n    }\n  }\n": typeof types.DocumentUploadLimitsDocument,
    "\n  query ProductRentTerms($productId: ID!) {\n    rentTerms(productId: $productId) {\n      id\n      rentAllowed\n    }\n  }\n": typeof types.ProductRentTermsDocument,
    "\n  fragment HomeBanners_page on HomePage {\n    banners {\n      id\n      title\n      link\n      image {\n        id\n        url(width: 740)\n      }\n    }\n  }\n": typeof types.HomeBanners_PageFragmentDoc,
    "\n  fragment HomeCategories_page on HomePage {\n    categories {\n      slug\n      title\n      image {\n        id\n        url(width: 320)\n      }\n    }\n  }\n": typeof types.HomeCategories_PageFragmentDoc,
    "\n  fragment HomeContent_page on HomePage {\n    seo {\n      pageTitle\n      h1\n    }\n    ...HomeSlider_page\n    ...HomeCategories_page\n    ...HomeBanners_page\n    ...HomeSellers_page\n  }\n": typeof types.HomeContent_PageFragmentDoc,
    "\n  fragment HomeSellers_page on HomePage {\n    sellers {\n      slug\n      title\n      image {\n        id\n        url(width: 240)\n      }\n    }\n  }\n": typeof types.HomeSellers_PageFragmentDoc,
    "\n  fragment HomeSlider_page on HomePage {\n    slides {\n      link\n      title\n      image {\n        id\n        url(width: 1515)\n        w480: url(width: 480)\n        w800: url(width: 800)\n        w1200: url(width: 1200)\n      }\n    }\n  }\n": typeof types.HomeSlider_PageFragmentDoc,
    "\n  fragment FloatNav_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n    }\n  }\n": typeof types.FloatNav_MarketFragmentDoc,
    "\n  fragment Footer_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n      subscription {\n        title\n        description\n      }\n      socialLinks {\n        kind\n        title\n        url\n      }\n      copyright\n    }\n    layout {\n      footerColumns {\n        title\n        links {\n          title\n          url\n        }\n      }\n      footerLinks {\n        title\n        url\n      }\n    }\n  }\n": typeof types.Footer_MarketFragmentDoc,
    "\n  fragment Header_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        exposePhoneToHeader\n      }\n    }\n    layout {\n      expressMenu {\n        title\n        url\n        icon\n        highlight\n      }\n      bottomMenu {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n": typeof types.Header_MarketFragmentDoc,
    "\n  fragment MobileNav_market on Market {\n    id\n    layout {\n      mobileNavigation {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n": typeof types.MobileNav_MarketFragmentDoc,
    "\n  fragment SimpleLayout_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n      }\n      copyright\n    }\n  }\n": typeof types.SimpleLayout_MarketFragmentDoc,
    "\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n": typeof types.MarketTheme_MarketFragmentDoc,
    "\n  fragment OrderDetails_order on Order {\n    id\n    createdAt\n    ...OrderPayment_order @unmask\n    payment {\n      status\n      error\n      amountPaid {\n        ...MoneyFields @unmask\n      }\n    }\n    summary {\n      goodsCount\n      subtotal {\n        ...MoneyFields @unmask\n      }\n      shipping {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n    items {\n      id\n      sku\n      quantity\n    }\n    ...OrderItems_order\n    ...OrderFacts_order\n  }\n": typeof types.OrderDetails_OrderFragmentDoc,
    "\n  fragment OrderFacts_order on Order {\n    id\n    sellerTitle\n    contact {\n      name\n      phone\n      email\n    }\n    customer {\n      id\n      title\n      inn\n      kpp\n    }\n    costCenter {\n      id\n      title\n    }\n    shipping {\n      method\n      address\n      pickupPointKind\n      pickupPointBrand\n      contact {\n        name\n        phone\n      }\n    }\n    payment {\n      method\n    }\n    tracking {\n      number\n      url\n      providerTitle\n    }\n  }\n": typeof types.OrderFacts_OrderFragmentDoc,
    "\n  fragment OrderItems_order on Order {\n    id\n    items {\n      id\n      title\n      slug\n      sku\n      quantity\n      brand {\n        id\n        title\n      }\n      image {\n        id\n        url(width: 160)\n      }\n      price {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": typeof types.OrderItems_OrderFragmentDoc,
    "\n  fragment OrderList_connection on OrderConnection {\n    statusFacet {\n      status\n      count\n    }\n    pageInfo {\n      totalSize\n    }\n    orders {\n      id\n      number\n      status\n      createdAt\n      sellerTitle\n      summary {\n        goodsCount\n        total {\n          ...MoneyFields @unmask\n        }\n      }\n      payment {\n        dueAmount {\n          ...MoneyFields @unmask\n        }\n      }\n    }\n  }\n": typeof types.OrderList_ConnectionFragmentDoc,
    "\n  query OrderPaymentActions($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderPayment_order @unmask\n    }\n  }\n": typeof types.OrderPaymentActionsDocument,
    "\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) {\n      paymentId\n      confirmationUrl\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.PayOrderDocument,
    "\n  fragment PaymentState_payment on Payment {\n    id\n    status\n    error\n    orderId\n    orderNumber\n    amount {\n      ...MoneyFields @unmask\n    }\n  }\n": typeof types.PaymentState_PaymentFragmentDoc,
    "\n  mutation RepeatOrder($input: AddProductsToCartInput!) {\n    addProductsToCart(input: $input) {\n      cart {\n        id\n        totalItemsQuantity\n        totalGoodsQuantity\n      }\n      rejectedLines {\n        sku\n        reason\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RepeatOrderDocument,
    "\n  fragment OrderPayment_order on Order {\n    id\n    number\n    status\n    invoiceUrl\n    payment {\n      online\n      dueAmount {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": typeof types.OrderPayment_OrderFragmentDoc,
    "\n  fragment ProductAbout_product on Product {\n    description\n    features\n    items {\n      title\n      quantity\n    }\n    datasheets {\n      title\n      url\n    }\n    video\n  }\n": typeof types.ProductAbout_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    title\n    images {\n      id\n      large: url(width: 800)\n      w320: url(width: 320)\n      w480: url(width: 480)\n      w640: url(width: 640)\n      thumb: url(width: 120)\n    }\n    video360 {\n      id\n      large: url(width: 800)\n    }\n  }\n": typeof types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductOffer_product on Product {\n    id\n    title\n    sku\n    brand {\n      id\n      title\n    }\n    category {\n      id\n      title\n    }\n    status\n    price {\n      ...Price_price @unmask\n    }\n    inventories {\n      warehouse\n      quantity\n    }\n  }\n": typeof types.ProductOffer_ProductFragmentDoc,
    "\n  fragment ProductPage_product on Product {\n    id\n    title\n    sku\n    status\n    description\n    brand {\n      title\n    }\n    seller {\n      slug\n      title\n    }\n    breadcrumbs {\n      slug\n      title\n    }\n    images {\n      id\n      url(width: 800)\n    }\n    price {\n      user {\n        ...MoneyFields @unmask\n      }\n    }\n    seo {\n      h1\n    }\n    ...ProductGallery_product\n    ...ProductOffer_product\n    ...ProductShipping_product\n    ...ProductSpecs_product\n    ...ProductAbout_product\n  }\n": typeof types.ProductPage_ProductFragmentDoc,
    "\n  query ProductRecommendations($productId: ID!) {\n    similar: recommendedProducts(productId: $productId, type: SIMILAR_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n    related: recommendedProducts(productId: $productId, type: RELATED_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.ProductRecommendationsDocument,
    "\n  fragment ProductShipping_product on Product {\n    shipping {\n      expressAvailable\n      pickup {\n        days\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n      delivery {\n        days\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n    }\n  }\n": typeof types.ProductShipping_ProductFragmentDoc,
    "\n  fragment ProductSpecs_product on Product {\n    sku\n    brand {\n      title\n    }\n    warranty\n    properties {\n      id\n      title\n      value\n      units\n    }\n    dimensions {\n      width\n      height\n      length\n      weight\n      volume\n    }\n  }\n": typeof types.ProductSpecs_ProductFragmentDoc,
    "\n  fragment PromoHeader_promo on Promo {\n    title\n    announcement\n    description\n    activeSince\n    activeUntil\n    image {\n      id\n      url(width: 960)\n    }\n    seo {\n      h1\n    }\n  }\n": typeof types.PromoHeader_PromoFragmentDoc,
    "\n  fragment PromoList_page on PromoCatalogPage {\n    promos {\n      id\n      slug\n      title\n      announcement\n      activeSince\n      activeUntil\n      image {\n        id\n        url(width: 640)\n      }\n    }\n  }\n": typeof types.PromoList_PageFragmentDoc,
    "\n  fragment SuggestedProduct_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    image {\n      id\n      url(width: 80)\n    }\n    price {\n      ...Price_price @unmask\n    }\n  }\n": typeof types.SuggestedProduct_ProductFragmentDoc,
    "\n  query SearchSuggestions($text: String!, $seller: String) {\n    searchSuggestions(text: $text, seller: $seller) {\n      products {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      recommendedProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      promotionalProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      brands {\n        id\n        slug\n        title\n      }\n      categories {\n        id\n        slug\n        title\n      }\n      popularQueries\n      suggestedQueries\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment SellerHeader_seller on Seller {\n    title\n    description\n    image {\n      id\n      url(width: 240)\n    }\n    seo {\n      h1\n    }\n  }\n": typeof types.SellerHeader_SellerFragmentDoc,
    "\n  fragment MoneyFields on Money {\n    amount\n    currencyCode\n  }\n": typeof types.MoneyFieldsFragmentDoc,
    "\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n": typeof types.UserErrorFieldsFragmentDoc,
    "\n  fragment SeoHead on Seo {\n    pageTitle\n    metaDescription\n    metaKeywords\n    noindex\n  }\n": typeof types.SeoHeadFragmentDoc,
    "\n  mutation Subscribe($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SubscribeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
};
const documents: Documents = {
    "\n  query BrandsRoute {\n    ...StoreShell_query\n    brandIndex {\n      brands {\n        id\n      }\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...BrandIndex_page\n    }\n  }\n": types.BrandsRouteDocument,
    "\n  query CabinetCompaniesRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    ...CompanyCreator_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n    companies(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...CompanyList_page\n    }\n  }\n": types.CabinetCompaniesRouteDocument,
    "\n  fragment CabinetFrame_query on Query {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n  }\n": types.CabinetFrame_QueryFragmentDoc,
    "\n  query CabinetInvitationRoute {\n    ...StoreShell_query\n    viewer {\n      id\n    }\n  }\n": types.CabinetInvitationRouteDocument,
    "\n  query CabinetOrderRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    order(id: $id) {\n      id\n      number\n      ...OrderDetails_order\n    }\n  }\n": types.CabinetOrderRouteDocument,
    "\n  query CabinetOrdersRoute(\n    $pageNumber: Int!\n    $pageSize: Int!\n    $aggregatedStatus: OrderAggregatedStatus\n  ) {\n    ...CabinetFrame_query @unmask\n    orders(pageNumber: $pageNumber, pageSize: $pageSize, aggregatedStatus: $aggregatedStatus) {\n      pageInfo {\n        pageNumber\n        pageSize\n        totalSize\n      }\n      ...OrderList_connection\n    }\n  }\n": types.CabinetOrdersRouteDocument,
    "\n  query CabinetPaymentRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    payment(id: $id) {\n      id\n      status\n      ...PaymentState_payment\n    }\n  }\n": types.CabinetPaymentRouteDocument,
    "\n  query CabinetProfileRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n      ...ProfileForm_viewer\n    }\n  }\n": types.CabinetProfileRouteDocument,
    "\n  query CabinetPurchaseRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    purchase(id: $id) {\n      id\n      ...Purchase_purchase\n    }\n  }\n": types.CabinetPurchaseRouteDocument,
    "\n  query CabinetUsersAccess {\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n": types.CabinetUsersAccessDocument,
    "\n  query CabinetUsersRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    viewer {\n      id\n      profile {\n        email\n        phone\n      }\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    accountUsers(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...UserList_page\n    }\n  }\n": types.CabinetUsersRouteDocument,
    "\n  query CartRoute {\n    ...StoreShell_query\n    cart {\n      id\n      ...CartPage_cart\n      ...CartLines_cart\n    }\n    market {\n      id\n      config {\n        requiredForCart\n      }\n    }\n  }\n": types.CartRouteDocument,
    "\n  query CatalogRoute {\n    ...StoreShell_query\n    categoryCatalog {\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...CatalogCategories_page\n    }\n  }\n": types.CatalogRouteDocument,
    "\n  query CategoryRoute($slug: String!) {\n    ...StoreShell_query\n    category(slug: $slug) {\n      id\n      slug\n      title\n      breadcrumbs {\n        slug\n        title\n      }\n      seo {\n        ...SeoHead @unmask\n      }\n      ...CategoryHeader_category\n    }\n  }\n": types.CategoryRouteDocument,
    "\n  query CheckoutRoute {\n    ...CheckoutShell_query\n    ...CheckoutData_query\n  }\n": types.CheckoutRouteDocument,
    "\n  query CompanyRoute {\n    ...StoreShell_query\n    aboutCompanyPage {\n      id\n      seo {\n        ...SeoHead @unmask\n      }\n      ...CompanyPage_page\n    }\n    mapTiles {\n      urlTemplate\n      attribution\n      maxZoom\n    }\n  }\n": types.CompanyRouteDocument,
    "\n  query ContentPageRoute($slug: String!) {\n    ...StoreShell_query\n    contentPage(slug: $slug) {\n      slug\n      title\n      seo {\n        ...SeoHead @unmask\n      }\n      ...ContentArticle_page\n    }\n    contentPages {\n      slug\n      title\n    }\n  }\n": types.ContentPageRouteDocument,
    "\n  query HomeRoute {\n    ...StoreShell_query\n    homePage {\n      seo {\n        ...SeoHead @unmask\n      }\n      ...HomeContent_page\n    }\n  }\n": types.HomeRouteDocument,
    "\n  query ProductRoute($slug: String!) {\n    ...StoreShell_query\n    product(slug: $slug) {\n      id\n      seo {\n        ...SeoHead @unmask\n      }\n      ...ProductPage_product\n    }\n  }\n": types.ProductRouteDocument,
    "\n  query PromoRoute($slug: String!) {\n    ...StoreShell_query\n    promo(slug: $slug) {\n      id\n      slug\n      title\n      seo {\n        ...SeoHead @unmask\n      }\n      ...PromoHeader_promo\n    }\n  }\n": types.PromoRouteDocument,
    "\n  query PromosRoute {\n    ...StoreShell_query\n    promoCatalog {\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...PromoList_page\n    }\n  }\n": types.PromosRouteDocument,
    "\n  query ErrorRoute {\n    market {\n      id\n      ...ErrorPage_market\n    }\n  }\n": types.ErrorRouteDocument,
    "\n  query SearchRoute {\n    ...StoreShell_query\n  }\n": types.SearchRouteDocument,
    "\n  query SellerRoute($slug: String!) {\n    ...StoreShell_query\n    seller(slug: $slug) {\n      slug\n      title\n      description\n      image {\n        id\n        url(width: 240)\n      }\n      seo {\n        ...SeoHead @unmask\n      }\n      ...SellerHeader_seller\n    }\n  }\n": types.SellerRouteDocument,
    "\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n": types.CheckoutShell_QueryFragmentDoc,
    "\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...CityLocationSelector_city\n      ...CityConfirmation_city\n    }\n    viewer {\n      id\n      context {\n        customers {\n          id\n        }\n      }\n      ...AuthMenu_viewer\n      ...AccountMenu_viewer\n      ...LimitDisplay_viewer\n      ...CabinetMenuLinks_viewer\n    }\n    ...AuthProvider_query\n    ...CompanyCreator_query\n    ...CurrencyWidget_query\n  }\n": types.StoreShell_QueryFragmentDoc,
    "\n  fragment Price_price on ProductPrice {\n    discount\n    base {\n      ...MoneyFields @unmask\n    }\n    user {\n      ...MoneyFields @unmask\n    }\n  }\n": types.Price_PriceFragmentDoc,
    "\n  fragment ProductCard_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    status\n    brand {\n      id\n      slug\n      title\n    }\n    category {\n      id\n      title\n    }\n    image {\n      id\n      url(width: 320)\n    }\n    price {\n      ...Price_price @unmask\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment AccountMenu_viewer on Viewer {\n    id\n    ...LimitDisplay_viewer\n    context {\n      mainAccountId\n      currentAccountId\n      currentCustomerId\n      accounts {\n        id\n        title\n      }\n      customers {\n        id\n        title\n      }\n    }\n  }\n": types.AccountMenu_ViewerFragmentDoc,
    "\n  fragment LimitDisplay_viewer on Viewer {\n    id\n    context {\n      limit {\n        amount\n        currencyCode\n      }\n    }\n  }\n": types.LimitDisplay_ViewerFragmentDoc,
    "\n  fragment ContextSwitch on SelectContextPayload {\n    selection {\n      currentAccountId\n      currentCustomerId\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.ContextSwitchFragmentDoc,
    "\n  mutation SelectAccount($accountId: ID!) {\n    selectAccount(input: { accountId: $accountId }) {\n      ...ContextSwitch @unmask\n    }\n  }\n": types.SelectAccountDocument,
    "\n  mutation SelectCustomer($customerId: ID!) {\n    selectCustomer(input: { customerId: $customerId }) {\n      ...ContextSwitch @unmask\n    }\n  }\n": types.SelectCustomerDocument,
    "\n  query AnalyticsSettings {\n    analytics {\n      metricaCounterId\n    }\n  }\n": types.AnalyticsSettingsDocument,
    "\n  fragment AuthMenu_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": types.AuthMenu_ViewerFragmentDoc,
    "\n  fragment AuthProvider_query on Query {\n    market {\n      id\n      config {\n        authStrategies\n      }\n      settings {\n        subscription {\n          title\n        }\n      }\n    }\n    viewer {\n      id\n    }\n  }\n": types.AuthProvider_QueryFragmentDoc,
    "\n  query CaptchaChallenge {\n    captchaChallenge\n  }\n": types.CaptchaChallengeDocument,
    "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      retryTimeout\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RequestOtpDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      isRegistration\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  mutation SignOut {\n    signOut {\n      ok\n    }\n  }\n": types.SignOutDocument,
    "\n  query PrivateRouteViewer {\n    viewer {\n      id\n    }\n  }\n": types.PrivateRouteViewerDocument,
    "\n  fragment BrandIndex_page on BrandIndexPage {\n    brands {\n      id\n      slug\n      title\n      productCount\n      logo {\n        url(width: 160)\n      }\n    }\n  }\n": types.BrandIndex_PageFragmentDoc,
    "\n  fragment CabinetLayout_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n": types.CabinetLayout_ViewerFragmentDoc,
    "\n  fragment CabinetMenuLinks_viewer on Viewer {\n    id\n    context {\n      permissions\n    }\n  }\n": types.CabinetMenuLinks_ViewerFragmentDoc,
    "\n  fragment CompanyList_page on CompanyPage {\n    totalSize\n    pageSize\n    pageNumber\n    companies {\n      id\n      type\n      title\n      inn\n      kpp\n      ogrn\n      address\n      current\n      priceType {\n        code\n        title\n      }\n      limit {\n        type\n        amount\n        currencyCode\n      }\n    }\n  }\n": types.CompanyList_PageFragmentDoc,
    "\n  query FindCompany($type: CompanyType!, $inn: String!, $kpp: String) {\n    findCompany(type: $type, inn: $inn, kpp: $kpp) {\n      type\n      title\n      inn\n      kpp\n      address\n    }\n  }\n": types.FindCompanyDocument,
    "\n  fragment ProfileForm_viewer on Viewer {\n    id\n    profile {\n      firstName\n      lastName\n      middleName\n      phone\n      email\n    }\n  }\n": types.ProfileForm_ViewerFragmentDoc,
    "\n  fragment UserList_page on AccountUserPage {\n    totalSize\n    pageSize\n    pageNumber\n    users {\n      id\n      displayName\n      role\n      isOwner\n      email\n      phone\n      lastActivityAt\n    }\n  }\n": types.UserList_PageFragmentDoc,
    "\n  fragment CompanyCreator_query on Query {\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n": types.CompanyCreator_QueryFragmentDoc,
    "\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        title\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation InviteUser($email: String!) {\n    inviteUser(input: { email: $email }) {\n      invitation {\n        id\n        email\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.InviteUserDocument,
    "\n  mutation UpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      user {\n        id\n        role\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.UpdateUserRoleDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(input: { token: $token }) {\n      accepted {\n        accountId\n        accountTitle\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  query PendingInvitations {\n    pendingInvitations {\n      id\n      email\n      state\n      sentAt\n      expiresAt\n    }\n  }\n": types.PendingInvitationsDocument,
    "\n  mutation ResendInvitation($invitationId: ID!) {\n    resendInvitation(input: { invitationId: $invitationId }) {\n      invitation {\n        id\n        state\n        sentAt\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($invitationId: ID!) {\n    revokeInvitation(input: { invitationId: $invitationId }) {\n      revokedInvitationId\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RevokeInvitationDocument,
    "\n  fragment CartLines_cart on Cart {\n    id\n    isEmpty\n    totalItemsQuantity\n    totalGoodsQuantity\n    totalUserPrice {\n      ...MoneyFields @unmask\n    }\n    availableItems {\n      id\n      quantity\n    }\n    changedItems {\n      id\n      quantity\n    }\n    unavailableItems {\n      id\n      quantity\n    }\n  }\n": types.CartLines_CartFragmentDoc,
    "\n  query CartLines {\n    cart {\n      id\n      ...CartLines_cart\n    }\n    market {\n      id\n      config {\n        requiredForCart\n      }\n    }\n  }\n": types.CartLinesDocument,
    "\n  fragment CartItem_item on CartItem {\n    id\n    productId\n    title\n    slug\n    sku\n    quantity\n    maxQuantity\n    selected\n    ecommerceId\n    hasUnapprovedOffer\n    brand {\n      id\n      title\n    }\n    category {\n      id\n      title\n    }\n    image {\n      id\n      url(width: 160)\n    }\n    currentPurchaseOffer {\n      available\n      discount\n      hasBasePrice\n      basePrice {\n        ...MoneyFields @unmask\n      }\n      userPrice {\n        ...MoneyFields @unmask\n      }\n      totalPrice {\n        ...MoneyFields @unmask\n      }\n    }\n    approvedPurchaseOffer {\n      userPrice {\n        ...MoneyFields @unmask\n      }\n      totalPrice {\n        ...MoneyFields @unmask\n      }\n    }\n    changelog {\n      priceDirection\n      difference {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": types.CartItem_ItemFragmentDoc,
    "\n  fragment CartPage_cart on Cart {\n    id\n    title\n    isEmpty\n    totalItemsQuantity\n    totalGoodsQuantity\n    totalUserPrice {\n      ...MoneyFields @unmask\n    }\n    showBasePrice\n    totalBasePrice {\n      ...MoneyFields @unmask\n    }\n    discount {\n      ...MoneyFields @unmask\n    }\n    ...CartLines_cart\n    availableItems {\n      id\n      ...CartItem_item\n    }\n    changedItems {\n      id\n      ...CartItem_item\n    }\n    unavailableItems {\n      id\n      ...CartItem_item\n    }\n  }\n": types.CartPage_CartFragmentDoc,
    "\n  fragment CartChange on CartPayload {\n    cart {\n      id\n      ...CartPage_cart\n    }\n    userErrors {\n      code\n      message\n    }\n  }\n": types.CartChangeFragmentDoc,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartItemQuantity($input: UpdateCartItemQuantityInput!) {\n    updateCartItemQuantity(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n": types.UpdateCartItemQuantityDocument,
    "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  mutation SelectCartItems($input: SelectCartItemsInput!) {\n    selectCartItems(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n": types.SelectCartItemsDocument,
    "\n  mutation ApproveCartPrices {\n    approveCartPrices {\n      ...CartChange @unmask\n    }\n  }\n": types.ApproveCartPricesDocument,
    "\n  mutation AddProductsToCart($input: AddProductsToCartInput!) {\n    addProductsToCart(input: $input) {\n      cart {\n        id\n        ...CartPage_cart\n      }\n      rejectedLines {\n        sku\n        quantity\n        reason\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.AddProductsToCartDocument,
    "\n  fragment CartLineQuantity on CartItem {\n    id\n    quantity\n  }\n": types.CartLineQuantityFragmentDoc,
    "\n  fragment CartLineSelection on CartItem {\n    id\n    selected\n  }\n": types.CartLineSelectionFragmentDoc,
    "\n  fragment CatalogCategories_page on CategoryCatalogPage {\n    categories {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 160)\n      }\n      children {\n        id\n        slug\n        title\n      }\n    }\n  }\n": types.CatalogCategories_PageFragmentDoc,
    "\n  query CatalogMenu {\n    categoryCatalog {\n      categories {\n        id\n        slug\n        title\n        children {\n          id\n          slug\n          title\n        }\n      }\n    }\n  }\n": types.CatalogMenuDocument,
    "\n  fragment CategoryHeader_category on Category {\n    id\n    title\n    description\n    seo {\n      h1\n    }\n    children {\n      id\n      slug\n      title\n      image {\n        id\n        url(width: 120)\n      }\n    }\n  }\n": types.CategoryHeader_CategoryFragmentDoc,
    "\n  fragment ListingFacets_facets on ListingFacets {\n    price {\n      min\n      max\n    }\n    brands {\n      title\n      slug\n      count\n    }\n    categories {\n      title\n      slug\n      count\n    }\n    virtualCategories {\n      title\n      slug\n      count\n    }\n    properties {\n      propertyId: id\n      title\n      type\n      units\n      min\n      max\n      buckets {\n        title\n        slug\n        count\n      }\n    }\n  }\n": types.ListingFacets_FacetsFragmentDoc,
    "\n  query ListingScreen($input: ListingInput!) {\n    listing(input: $input) {\n      totalSize\n      isAccurate\n      page\n      pageSize\n      products {\n        id\n        ...ProductCard_product\n      }\n      facets {\n        ...ListingFacets_facets\n      }\n    }\n  }\n": types.ListingScreenDocument,
    "\n  fragment CheckoutContact on Contact {\n    id\n    name\n    phone\n    email\n  }\n": types.CheckoutContactFragmentDoc,
    "\n  fragment CheckoutCourierAddress on CourierAddress {\n    id\n    address\n    apartment\n  }\n": types.CheckoutCourierAddressFragmentDoc,
    "\n  fragment CheckoutPickupAddress on PersonalPickupAddress {\n    id\n    pickupPoint {\n      id\n    }\n  }\n": types.CheckoutPickupAddressFragmentDoc,
    "\n  fragment CheckoutOrder_order on CheckoutOrder {\n    id\n    sellerTitle\n    buyerTitle\n    contact {\n      ...CheckoutContact @unmask\n    }\n    deliveryMethod\n    courierAddress {\n      ...CheckoutCourierAddress @unmask\n    }\n    pickupAddress {\n      id\n      pickupPoint {\n        id\n        title\n        postalAddress\n      }\n    }\n    costCenter {\n      id\n      title\n    }\n    costCenterRequired\n    promoCode {\n      code\n      description\n    }\n    hasChangedOffers\n    missingSteps\n    payment {\n      selectedMethod\n      methods {\n        method\n        available\n        reason\n      }\n    }\n    shipments {\n      id\n      kind\n      selectedVariantId\n      items {\n        productId\n        title\n        sku\n        slug\n        brandTitle\n        quantity\n        image {\n          id\n          url(width: 120)\n        }\n        price {\n          ...MoneyFields @unmask\n        }\n        total {\n          ...MoneyFields @unmask\n        }\n      }\n      deliveryVariants {\n        id\n        method\n        title\n        time\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n    summary {\n      goodsCount\n      subtotal {\n        ...MoneyFields @unmask\n      }\n      discounts {\n        total {\n          ...MoneyFields @unmask\n        }\n        promoCode {\n          ...MoneyFields @unmask\n        }\n        personal {\n          ...MoneyFields @unmask\n        }\n        customer {\n          ...MoneyFields @unmask\n        }\n        promo {\n          ...MoneyFields @unmask\n        }\n      }\n      shipping {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": types.CheckoutOrder_OrderFragmentDoc,
    "\n  fragment CheckoutData_query on Query {\n    checkout {\n      orders {\n        id\n        ...CheckoutOrder_order\n      }\n      costCenters {\n        id\n        title\n        description\n      }\n    }\n    contacts {\n      ...CheckoutContact @unmask\n    }\n    courierAddresses {\n      ...CheckoutCourierAddress @unmask\n    }\n    pickupAddresses {\n      ...CheckoutPickupAddress @unmask\n    }\n    mapTiles {\n      urlTemplate\n      attribution\n      maxZoom\n    }\n  }\n": types.CheckoutData_QueryFragmentDoc,
    "\n  query CheckoutPickupPoints {\n    pickupPoints {\n      id\n      kind\n      brand\n      title\n      schedule\n      postalAddress\n      latitude\n      longitude\n      cost {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": types.CheckoutPickupPointsDocument,
    "\n  query CheckoutAddressSuggestions($query: String!) {\n    addressSuggestions(query: $query) {\n      cityUid\n      postalAddress\n      latitude\n      longitude\n    }\n  }\n": types.CheckoutAddressSuggestionsDocument,
    "\n  mutation CreateCheckoutContact($input: CreateContactInput!) {\n    createContact(input: $input) {\n      contact {\n        ...CheckoutContact @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.CreateCheckoutContactDocument,
    "\n  mutation CreateCheckoutCourierAddress($input: CreateCourierAddressInput!) {\n    createCourierAddress(input: $input) {\n      courierAddress {\n        ...CheckoutCourierAddress @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.CreateCheckoutCourierAddressDocument,
    "\n  mutation AddCheckoutPickupAddress($input: AddPickupAddressInput!) {\n    addPickupAddress(input: $input) {\n      pickupAddress {\n        ...CheckoutPickupAddress @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.AddCheckoutPickupAddressDocument,
    "\n  fragment CheckoutOrderChange on CheckoutOrderPayload {\n    order {\n      id\n      ...CheckoutOrder_order\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.CheckoutOrderChangeFragmentDoc,
    "\n  mutation SetCheckoutContact($input: SetCheckoutContactInput!) {\n    setCheckoutContact(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": types.SetCheckoutContactDocument,
    "\n  mutation SetCheckoutCourierAddress($input: SetCheckoutCourierAddressInput!) {\n    setCheckoutCourierAddress(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": types.SetCheckoutCourierAddressDocument,
    "\n  mutation SetCheckoutPickupAddress($input: SetCheckoutPickupAddressInput!) {\n    setCheckoutPickupAddress(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": types.SetCheckoutPickupAddressDocument,
    "\n  mutation SetCheckoutCostCenter($input: SetCheckoutCostCenterInput!) {\n    setCheckoutCostCenter(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": types.SetCheckoutCostCenterDocument,
    "\n  mutation SetCheckoutPaymentMethod($input: SetCheckoutPaymentMethodInput!) {\n    setCheckoutPaymentMethod(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": types.SetCheckoutPaymentMethodDocument,
    "\n  mutation SetCheckoutDeliveryVariant($input: SetCheckoutDeliveryVariantInput!) {\n    setCheckoutDeliveryVariant(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": types.SetCheckoutDeliveryVariantDocument,
    "\n  mutation RedeemCheckoutPromoCode($input: RedeemPromoCodeInput!) {\n    redeemPromoCode(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": types.RedeemCheckoutPromoCodeDocument,
    "\n  mutation RevokeCheckoutPromoCode($input: RevokePromoCodeInput!) {\n    revokePromoCode(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n": types.RevokeCheckoutPromoCodeDocument,
    "\n  mutation SubmitCheckout($input: SubmitCheckoutInput!) {\n    submitCheckout(input: $input) {\n      purchase {\n        id\n        ...Purchase_purchase\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.SubmitCheckoutDocument,
    "\n  fragment Purchase_purchase on Purchase {\n    id\n    orders {\n      id\n      number\n      status\n      paymentMethod\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": types.Purchase_PurchaseFragmentDoc,
    "\n  fragment CityConfirmation_city on City {\n    confirmed\n  }\n": types.CityConfirmation_CityFragmentDoc,
    "\n  query SearchCities($query: String!) {\n    searchCities(query: $query) {\n      ...ChosenCity @unmask\n    }\n  }\n": types.SearchCitiesDocument,
    "\n  fragment CityLocationSelector_city on City {\n    name\n  }\n": types.CityLocationSelector_CityFragmentDoc,
    "\n  fragment ChosenCity on City {\n    name\n    kladrId\n    fiasId\n    regionKladrId\n    regionFiasId\n    regionTitle\n  }\n": types.ChosenCityFragmentDoc,
    "\n  query CityByGeo($latitude: String!, $longitude: String!) {\n    cityByGeo(latitude: $latitude, longitude: $longitude) {\n      ...ChosenCity @unmask\n    }\n  }\n": types.CityByGeoDocument,
    "\n  query CityByIp {\n    cityByIp {\n      ...ChosenCity @unmask\n    }\n  }\n": types.CityByIpDocument,
    "\n  fragment ContentArticle_page on ContentPage {\n    title\n    updatedAt\n    sections {\n      heading\n      paragraphs\n      items\n    }\n    links {\n      title\n      url\n    }\n    seo {\n      h1\n    }\n  }\n": types.ContentArticle_PageFragmentDoc,
    "\n  fragment CurrencyWidget_query on Query {\n    market {\n      id\n      settings {\n        currencies {\n          base {\n            code\n            title\n            symbol\n            rate\n          }\n          display {\n            code\n            title\n            symbol\n            rate\n          }\n        }\n      }\n    }\n    selectedCurrencyCode\n  }\n": types.CurrencyWidget_QueryFragmentDoc,
    "\n  query CurrencyMoney {\n    ...CurrencyWidget_query\n  }\n": types.CurrencyMoneyDocument,
    "\n  fragment ErrorPage_market on Market {\n    id\n    name\n    theme\n  }\n": types.ErrorPage_MarketFragmentDoc,
    "\n  fragment CompanyPage_page on AboutCompanyPage {\n    id\n    title\n    about\n    requisites {\n      title\n      value\n    }\n    contacts {\n      phone\n      email\n      salesEmail\n      address\n    }\n    offices {\n      id\n      title\n      address\n      latitude\n      longitude\n      phone\n      hours\n    }\n    feedbackAllowed\n    seo {\n      h1\n    }\n  }\n": types.CompanyPage_PageFragmentDoc,
    "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.SendFeedbackDocument,
    "\n  mutation RequestCallback($input: RequestCallbackInput!) {\n    requestCallback(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RequestCallbackDocument,
    "\n  mutation RegisterLegalEntityOrder($input: RegisterLegalEntityOrderRequestInput!) {\n    registerLegalEntityOrderRequest(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RegisterLegalEntityOrderDocument,
    "\n  mutation RegisterRentRequest($input: RegisterRentRequestInput!) {\n    registerRentRequest(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RegisterRentRequestDocument,
    "\n  mutation RequestProposal($input: RequestProposalInput!) {\n    requestProposal(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RequestProposalDocument,
    "\n  query HelpdeskContext {\n    viewer {\n      id\n    }\n    market {\n      id\n      settings {\n        contacts {\n          callbackAllowed\n          feedbackAllowed\n        }\n      }\n    }\n  }\n": types.HelpdeskContextDocument,
    "\n  query DocumentUploadLimits {\n    documentUploadLimits {\n      maxFileBytes\n      maxFiles\n      types\n    }\n  }\n": types.DocumentUploadLimitsDocument,
    "\n  query ProductRentTerms($productId: ID!) {\n    rentTerms(productId: $productId) {\n      id\n      rentAllowed\n    }\n  }\n": types.ProductRentTermsDocument,
    "\n  fragment HomeBanners_page on HomePage {\n    banners {\n      id\n      title\n      link\n      image {\n        id\n        url(width: 740)\n      }\n    }\n  }\n": types.HomeBanners_PageFragmentDoc,
    "\n  fragment HomeCategories_page on HomePage {\n    categories {\n      slug\n      title\n      image {\n        id\n        url(width: 320)\n      }\n    }\n  }\n": types.HomeCategories_PageFragmentDoc,
    "\n  fragment HomeContent_page on HomePage {\n    seo {\n      pageTitle\n      h1\n    }\n    ...HomeSlider_page\n    ...HomeCategories_page\n    ...HomeBanners_page\n    ...HomeSellers_page\n  }\n": types.HomeContent_PageFragmentDoc,
    "\n  fragment HomeSellers_page on HomePage {\n    sellers {\n      slug\n      title\n      image {\n        id\n        url(width: 240)\n      }\n    }\n  }\n": types.HomeSellers_PageFragmentDoc,
    "\n  fragment HomeSlider_page on HomePage {\n    slides {\n      link\n      title\n      image {\n        id\n        url(width: 1515)\n        w480: url(width: 480)\n        w800: url(width: 800)\n        w1200: url(width: 1200)\n      }\n    }\n  }\n": types.HomeSlider_PageFragmentDoc,
    "\n  fragment FloatNav_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n    }\n  }\n": types.FloatNav_MarketFragmentDoc,
    "\n  fragment Footer_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        email\n      }\n      subscription {\n        title\n        description\n      }\n      socialLinks {\n        kind\n        title\n        url\n      }\n      copyright\n    }\n    layout {\n      footerColumns {\n        title\n        links {\n          title\n          url\n        }\n      }\n      footerLinks {\n        title\n        url\n      }\n    }\n  }\n": types.Footer_MarketFragmentDoc,
    "\n  fragment Header_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n        exposePhoneToHeader\n      }\n    }\n    layout {\n      expressMenu {\n        title\n        url\n        icon\n        highlight\n      }\n      bottomMenu {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n": types.Header_MarketFragmentDoc,
    "\n  fragment MobileNav_market on Market {\n    id\n    layout {\n      mobileNavigation {\n        title\n        url\n        icon\n        highlight\n      }\n    }\n  }\n": types.MobileNav_MarketFragmentDoc,
    "\n  fragment SimpleLayout_market on Market {\n    id\n    settings {\n      contacts {\n        phone\n      }\n      copyright\n    }\n  }\n": types.SimpleLayout_MarketFragmentDoc,
    "\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n": types.MarketTheme_MarketFragmentDoc,
    "\n  fragment OrderDetails_order on Order {\n    id\n    createdAt\n    ...OrderPayment_order @unmask\n    payment {\n      status\n      error\n      amountPaid {\n        ...MoneyFields @unmask\n      }\n    }\n    summary {\n      goodsCount\n      subtotal {\n        ...MoneyFields @unmask\n      }\n      shipping {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n    items {\n      id\n      sku\n      quantity\n    }\n    ...OrderItems_order\n    ...OrderFacts_order\n  }\n": types.OrderDetails_OrderFragmentDoc,
    "\n  fragment OrderFacts_order on Order {\n    id\n    sellerTitle\n    contact {\n      name\n      phone\n      email\n    }\n    customer {\n      id\n      title\n      inn\n      kpp\n    }\n    costCenter {\n      id\n      title\n    }\n    shipping {\n      method\n      address\n      pickupPointKind\n      pickupPointBrand\n      contact {\n        name\n        phone\n      }\n    }\n    payment {\n      method\n    }\n    tracking {\n      number\n      url\n      providerTitle\n    }\n  }\n": types.OrderFacts_OrderFragmentDoc,
    "\n  fragment OrderItems_order on Order {\n    id\n    items {\n      id\n      title\n      slug\n      sku\n      quantity\n      brand {\n        id\n        title\n      }\n      image {\n        id\n        url(width: 160)\n      }\n      price {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": types.OrderItems_OrderFragmentDoc,
    "\n  fragment OrderList_connection on OrderConnection {\n    statusFacet {\n      status\n      count\n    }\n    pageInfo {\n      totalSize\n    }\n    orders {\n      id\n      number\n      status\n      createdAt\n      sellerTitle\n      summary {\n        goodsCount\n        total {\n          ...MoneyFields @unmask\n        }\n      }\n      payment {\n        dueAmount {\n          ...MoneyFields @unmask\n        }\n      }\n    }\n  }\n": types.OrderList_ConnectionFragmentDoc,
    "\n  query OrderPaymentActions($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderPayment_order @unmask\n    }\n  }\n": types.OrderPaymentActionsDocument,
    "\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) {\n      paymentId\n      confirmationUrl\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.PayOrderDocument,
    "\n  fragment PaymentState_payment on Payment {\n    id\n    status\n    error\n    orderId\n    orderNumber\n    amount {\n      ...MoneyFields @unmask\n    }\n  }\n": types.PaymentState_PaymentFragmentDoc,
    "\n  mutation RepeatOrder($input: AddProductsToCartInput!) {\n    addProductsToCart(input: $input) {\n      cart {\n        id\n        totalItemsQuantity\n        totalGoodsQuantity\n      }\n      rejectedLines {\n        sku\n        reason\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.RepeatOrderDocument,
    "\n  fragment OrderPayment_order on Order {\n    id\n    number\n    status\n    invoiceUrl\n    payment {\n      online\n      dueAmount {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n": types.OrderPayment_OrderFragmentDoc,
    "\n  fragment ProductAbout_product on Product {\n    description\n    features\n    items {\n      title\n      quantity\n    }\n    datasheets {\n      title\n      url\n    }\n    video\n  }\n": types.ProductAbout_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    title\n    images {\n      id\n      large: url(width: 800)\n      w320: url(width: 320)\n      w480: url(width: 480)\n      w640: url(width: 640)\n      thumb: url(width: 120)\n    }\n    video360 {\n      id\n      large: url(width: 800)\n    }\n  }\n": types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductOffer_product on Product {\n    id\n    title\n    sku\n    brand {\n      id\n      title\n    }\n    category {\n      id\n      title\n    }\n    status\n    price {\n      ...Price_price @unmask\n    }\n    inventories {\n      warehouse\n      quantity\n    }\n  }\n": types.ProductOffer_ProductFragmentDoc,
    "\n  fragment ProductPage_product on Product {\n    id\n    title\n    sku\n    status\n    description\n    brand {\n      title\n    }\n    seller {\n      slug\n      title\n    }\n    breadcrumbs {\n      slug\n      title\n    }\n    images {\n      id\n      url(width: 800)\n    }\n    price {\n      user {\n        ...MoneyFields @unmask\n      }\n    }\n    seo {\n      h1\n    }\n    ...ProductGallery_product\n    ...ProductOffer_product\n    ...ProductShipping_product\n    ...ProductSpecs_product\n    ...ProductAbout_product\n  }\n": types.ProductPage_ProductFragmentDoc,
    "\n  query ProductRecommendations($productId: ID!) {\n    similar: recommendedProducts(productId: $productId, type: SIMILAR_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n    related: recommendedProducts(productId: $productId, type: RELATED_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.ProductRecommendationsDocument,
    "\n  fragment ProductShipping_product on Product {\n    shipping {\n      expressAvailable\n      pickup {\n        days\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n      delivery {\n        days\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n    }\n  }\n": types.ProductShipping_ProductFragmentDoc,
    "\n  fragment ProductSpecs_product on Product {\n    sku\n    brand {\n      title\n    }\n    warranty\n    properties {\n      id\n      title\n      value\n      units\n    }\n    dimensions {\n      width\n      height\n      length\n      weight\n      volume\n    }\n  }\n": types.ProductSpecs_ProductFragmentDoc,
    "\n  fragment PromoHeader_promo on Promo {\n    title\n    announcement\n    description\n    activeSince\n    activeUntil\n    image {\n      id\n      url(width: 960)\n    }\n    seo {\n      h1\n    }\n  }\n": types.PromoHeader_PromoFragmentDoc,
    "\n  fragment PromoList_page on PromoCatalogPage {\n    promos {\n      id\n      slug\n      title\n      announcement\n      activeSince\n      activeUntil\n      image {\n        id\n        url(width: 640)\n      }\n    }\n  }\n": types.PromoList_PageFragmentDoc,
    "\n  fragment SuggestedProduct_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    image {\n      id\n      url(width: 80)\n    }\n    price {\n      ...Price_price @unmask\n    }\n  }\n": types.SuggestedProduct_ProductFragmentDoc,
    "\n  query SearchSuggestions($text: String!, $seller: String) {\n    searchSuggestions(text: $text, seller: $seller) {\n      products {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      recommendedProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      promotionalProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      brands {\n        id\n        slug\n        title\n      }\n      categories {\n        id\n        slug\n        title\n      }\n      popularQueries\n      suggestedQueries\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment SellerHeader_seller on Seller {\n    title\n    description\n    image {\n      id\n      url(width: 240)\n    }\n    seo {\n      h1\n    }\n  }\n": types.SellerHeader_SellerFragmentDoc,
    "\n  fragment MoneyFields on Money {\n    amount\n    currencyCode\n  }\n": types.MoneyFieldsFragmentDoc,
    "\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n": types.UserErrorFieldsFragmentDoc,
    "\n  fragment SeoHead on Seo {\n    pageTitle\n    metaDescription\n    metaKeywords\n    noindex\n  }\n": types.SeoHeadFragmentDoc,
    "\n  mutation Subscribe($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.SubscribeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.UpdateProfileDocument,
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
export function graphql(source: "\n  query BrandsRoute {\n    ...StoreShell_query\n    brandIndex {\n      brands {\n        id\n      }\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...BrandIndex_page\n    }\n  }\n"): (typeof documents)["\n  query BrandsRoute {\n    ...StoreShell_query\n    brandIndex {\n      brands {\n        id\n      }\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...BrandIndex_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetCompaniesRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    ...CompanyCreator_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n    companies(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...CompanyList_page\n    }\n  }\n"): (typeof documents)["\n  query CabinetCompaniesRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    ...CompanyCreator_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n    companies(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...CompanyList_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CabinetFrame_query on Query {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n  }\n"): (typeof documents)["\n  fragment CabinetFrame_query on Query {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetInvitationRoute {\n    ...StoreShell_query\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query CabinetInvitationRoute {\n    ...StoreShell_query\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetOrderRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    order(id: $id) {\n      id\n      number\n      ...OrderDetails_order\n    }\n  }\n"): (typeof documents)["\n  query CabinetOrderRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    order(id: $id) {\n      id\n      number\n      ...OrderDetails_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetOrdersRoute(\n    $pageNumber: Int!\n    $pageSize: Int!\n    $aggregatedStatus: OrderAggregatedStatus\n  ) {\n    ...CabinetFrame_query @unmask\n    orders(pageNumber: $pageNumber, pageSize: $pageSize, aggregatedStatus: $aggregatedStatus) {\n      pageInfo {\n        pageNumber\n        pageSize\n        totalSize\n      }\n      ...OrderList_connection\n    }\n  }\n"): (typeof documents)["\n  query CabinetOrdersRoute(\n    $pageNumber: Int!\n    $pageSize: Int!\n    $aggregatedStatus: OrderAggregatedStatus\n  ) {\n    ...CabinetFrame_query @unmask\n    orders(pageNumber: $pageNumber, pageSize: $pageSize, aggregatedStatus: $aggregatedStatus) {\n      pageInfo {\n        pageNumber\n        pageSize\n        totalSize\n      }\n      ...OrderList_connection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetPaymentRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    payment(id: $id) {\n      id\n      status\n      ...PaymentState_payment\n    }\n  }\n"): (typeof documents)["\n  query CabinetPaymentRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    payment(id: $id) {\n      id\n      status\n      ...PaymentState_payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetProfileRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n      ...ProfileForm_viewer\n    }\n  }\n"): (typeof documents)["\n  query CabinetProfileRoute {\n    ...StoreShell_query\n    viewer {\n      id\n      ...CabinetLayout_viewer\n      ...ProfileForm_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetPurchaseRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    purchase(id: $id) {\n      id\n      ...Purchase_purchase\n    }\n  }\n"): (typeof documents)["\n  query CabinetPurchaseRoute($id: ID!) {\n    ...CabinetFrame_query @unmask\n    purchase(id: $id) {\n      id\n      ...Purchase_purchase\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetUsersAccess {\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n"): (typeof documents)["\n  query CabinetUsersAccess {\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CabinetUsersRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    viewer {\n      id\n      profile {\n        email\n        phone\n      }\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    accountUsers(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...UserList_page\n    }\n  }\n"): (typeof documents)["\n  query CabinetUsersRoute($pageSize: Int!, $pageNumber: Int!) {\n    ...StoreShell_query\n    viewer {\n      id\n      profile {\n        email\n        phone\n      }\n      context {\n        permissions\n      }\n      ...CabinetLayout_viewer\n    }\n    accountUsers(pageSize: $pageSize, pageNumber: $pageNumber) {\n      ...UserList_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartRoute {\n    ...StoreShell_query\n    cart {\n      id\n      ...CartPage_cart\n      ...CartLines_cart\n    }\n    market {\n      id\n      config {\n        requiredForCart\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartRoute {\n    ...StoreShell_query\n    cart {\n      id\n      ...CartPage_cart\n      ...CartLines_cart\n    }\n    market {\n      id\n      config {\n        requiredForCart\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogRoute {\n    ...StoreShell_query\n    categoryCatalog {\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...CatalogCategories_page\n    }\n  }\n"): (typeof documents)["\n  query CatalogRoute {\n    ...StoreShell_query\n    categoryCatalog {\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...CatalogCategories_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryRoute($slug: String!) {\n    ...StoreShell_query\n    category(slug: $slug) {\n      id\n      slug\n      title\n      breadcrumbs {\n        slug\n        title\n      }\n      seo {\n        ...SeoHead @unmask\n      }\n      ...CategoryHeader_category\n    }\n  }\n"): (typeof documents)["\n  query CategoryRoute($slug: String!) {\n    ...StoreShell_query\n    category(slug: $slug) {\n      id\n      slug\n      title\n      breadcrumbs {\n        slug\n        title\n      }\n      seo {\n        ...SeoHead @unmask\n      }\n      ...CategoryHeader_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutRoute {\n    ...CheckoutShell_query\n    ...CheckoutData_query\n  }\n"): (typeof documents)["\n  query CheckoutRoute {\n    ...CheckoutShell_query\n    ...CheckoutData_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyRoute {\n    ...StoreShell_query\n    aboutCompanyPage {\n      id\n      seo {\n        ...SeoHead @unmask\n      }\n      ...CompanyPage_page\n    }\n    mapTiles {\n      urlTemplate\n      attribution\n      maxZoom\n    }\n  }\n"): (typeof documents)["\n  query CompanyRoute {\n    ...StoreShell_query\n    aboutCompanyPage {\n      id\n      seo {\n        ...SeoHead @unmask\n      }\n      ...CompanyPage_page\n    }\n    mapTiles {\n      urlTemplate\n      attribution\n      maxZoom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPageRoute($slug: String!) {\n    ...StoreShell_query\n    contentPage(slug: $slug) {\n      slug\n      title\n      seo {\n        ...SeoHead @unmask\n      }\n      ...ContentArticle_page\n    }\n    contentPages {\n      slug\n      title\n    }\n  }\n"): (typeof documents)["\n  query ContentPageRoute($slug: String!) {\n    ...StoreShell_query\n    contentPage(slug: $slug) {\n      slug\n      title\n      seo {\n        ...SeoHead @unmask\n      }\n      ...ContentArticle_page\n    }\n    contentPages {\n      slug\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRoute {\n    ...StoreShell_query\n    homePage {\n      seo {\n        ...SeoHead @unmask\n      }\n      ...HomeContent_page\n    }\n  }\n"): (typeof documents)["\n  query HomeRoute {\n    ...StoreShell_query\n    homePage {\n      seo {\n        ...SeoHead @unmask\n      }\n      ...HomeContent_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductRoute($slug: String!) {\n    ...StoreShell_query\n    product(slug: $slug) {\n      id\n      seo {\n        ...SeoHead @unmask\n      }\n      ...ProductPage_product\n    }\n  }\n"): (typeof documents)["\n  query ProductRoute($slug: String!) {\n    ...StoreShell_query\n    product(slug: $slug) {\n      id\n      seo {\n        ...SeoHead @unmask\n      }\n      ...ProductPage_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoRoute($slug: String!) {\n    ...StoreShell_query\n    promo(slug: $slug) {\n      id\n      slug\n      title\n      seo {\n        ...SeoHead @unmask\n      }\n      ...PromoHeader_promo\n    }\n  }\n"): (typeof documents)["\n  query PromoRoute($slug: String!) {\n    ...StoreShell_query\n    promo(slug: $slug) {\n      id\n      slug\n      title\n      seo {\n        ...SeoHead @unmask\n      }\n      ...PromoHeader_promo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromosRoute {\n    ...StoreShell_query\n    promoCatalog {\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...PromoList_page\n    }\n  }\n"): (typeof documents)["\n  query PromosRoute {\n    ...StoreShell_query\n    promoCatalog {\n      seo {\n        ...SeoHead @unmask\n        h1\n      }\n      ...PromoList_page\n    }\n  }\n"];
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
export function graphql(source: "\n  query SellerRoute($slug: String!) {\n    ...StoreShell_query\n    seller(slug: $slug) {\n      slug\n      title\n      description\n      image {\n        id\n        url(width: 240)\n      }\n      seo {\n        ...SeoHead @unmask\n      }\n      ...SellerHeader_seller\n    }\n  }\n"): (typeof documents)["\n  query SellerRoute($slug: String!) {\n    ...StoreShell_query\n    seller(slug: $slug) {\n      slug\n      title\n      description\n      image {\n        id\n        url(width: 240)\n      }\n      seo {\n        ...SeoHead @unmask\n      }\n      ...SellerHeader_seller\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutShell_query on Query {\n    market {\n      id\n      ...MarketTheme_market\n      ...SimpleLayout_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...CityLocationSelector_city\n      ...CityConfirmation_city\n    }\n    viewer {\n      id\n      context {\n        customers {\n          id\n        }\n      }\n      ...AuthMenu_viewer\n      ...AccountMenu_viewer\n      ...LimitDisplay_viewer\n      ...CabinetMenuLinks_viewer\n    }\n    ...AuthProvider_query\n    ...CompanyCreator_query\n    ...CurrencyWidget_query\n  }\n"): (typeof documents)["\n  fragment StoreShell_query on Query {\n    market {\n      id\n      settings {\n        geolocation\n      }\n      ...MarketTheme_market\n      ...Header_market\n      ...Footer_market\n      ...FloatNav_market\n      ...MobileNav_market\n    }\n    currentCity {\n      ...CityLocationSelector_city\n      ...CityConfirmation_city\n    }\n    viewer {\n      id\n      context {\n        customers {\n          id\n        }\n      }\n      ...AuthMenu_viewer\n      ...AccountMenu_viewer\n      ...LimitDisplay_viewer\n      ...CabinetMenuLinks_viewer\n    }\n    ...AuthProvider_query\n    ...CompanyCreator_query\n    ...CurrencyWidget_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Price_price on ProductPrice {\n    discount\n    base {\n      ...MoneyFields @unmask\n    }\n    user {\n      ...MoneyFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment Price_price on ProductPrice {\n    discount\n    base {\n      ...MoneyFields @unmask\n    }\n    user {\n      ...MoneyFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    status\n    brand {\n      id\n      slug\n      title\n    }\n    category {\n      id\n      title\n    }\n    image {\n      id\n      url(width: 320)\n    }\n    price {\n      ...Price_price @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    status\n    brand {\n      id\n      slug\n      title\n    }\n    category {\n      id\n      title\n    }\n    image {\n      id\n      url(width: 320)\n    }\n    price {\n      ...Price_price @unmask\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ContextSwitch on SelectContextPayload {\n    selection {\n      currentAccountId\n      currentCustomerId\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment ContextSwitch on SelectContextPayload {\n    selection {\n      currentAccountId\n      currentCustomerId\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectAccount($accountId: ID!) {\n    selectAccount(input: { accountId: $accountId }) {\n      ...ContextSwitch @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SelectAccount($accountId: ID!) {\n    selectAccount(input: { accountId: $accountId }) {\n      ...ContextSwitch @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectCustomer($customerId: ID!) {\n    selectCustomer(input: { customerId: $customerId }) {\n      ...ContextSwitch @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SelectCustomer($customerId: ID!) {\n    selectCustomer(input: { customerId: $customerId }) {\n      ...ContextSwitch @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsSettings {\n    analytics {\n      metricaCounterId\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsSettings {\n    analytics {\n      metricaCounterId\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      retryTimeout\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      retryTimeout\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      isRegistration\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      isRegistration\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment BrandIndex_page on BrandIndexPage {\n    brands {\n      id\n      slug\n      title\n      productCount\n      logo {\n        url(width: 160)\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BrandIndex_page on BrandIndexPage {\n    brands {\n      id\n      slug\n      title\n      productCount\n      logo {\n        url(width: 160)\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment CompanyCreator_query on Query {\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyCreator_query on Query {\n    market {\n      id\n      settings {\n        contacts {\n          salesEmail\n        }\n      }\n    }\n    viewer {\n      id\n      context {\n        permissions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        title\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      company {\n        id\n        title\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUser($email: String!) {\n    inviteUser(input: { email: $email }) {\n      invitation {\n        id\n        email\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteUser($email: String!) {\n    inviteUser(input: { email: $email }) {\n      invitation {\n        id\n        email\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      user {\n        id\n        role\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      user {\n        id\n        role\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(input: { token: $token }) {\n      accepted {\n        accountId\n        accountTitle\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(input: { token: $token }) {\n      accepted {\n        accountId\n        accountTitle\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingInvitations {\n    pendingInvitations {\n      id\n      email\n      state\n      sentAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query PendingInvitations {\n    pendingInvitations {\n      id\n      email\n      state\n      sentAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($invitationId: ID!) {\n    resendInvitation(input: { invitationId: $invitationId }) {\n      invitation {\n        id\n        state\n        sentAt\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvitation($invitationId: ID!) {\n    resendInvitation(input: { invitationId: $invitationId }) {\n      invitation {\n        id\n        state\n        sentAt\n        expiresAt\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($invitationId: ID!) {\n    revokeInvitation(input: { invitationId: $invitationId }) {\n      revokedInvitationId\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($invitationId: ID!) {\n    revokeInvitation(input: { invitationId: $invitationId }) {\n      revokedInvitationId\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLines_cart on Cart {\n    id\n    isEmpty\n    totalItemsQuantity\n    totalGoodsQuantity\n    totalUserPrice {\n      ...MoneyFields @unmask\n    }\n    availableItems {\n      id\n      quantity\n    }\n    changedItems {\n      id\n      quantity\n    }\n    unavailableItems {\n      id\n      quantity\n    }\n  }\n"): (typeof documents)["\n  fragment CartLines_cart on Cart {\n    id\n    isEmpty\n    totalItemsQuantity\n    totalGoodsQuantity\n    totalUserPrice {\n      ...MoneyFields @unmask\n    }\n    availableItems {\n      id\n      quantity\n    }\n    changedItems {\n      id\n      quantity\n    }\n    unavailableItems {\n      id\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartLines {\n    cart {\n      id\n      ...CartLines_cart\n    }\n    market {\n      id\n      config {\n        requiredForCart\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartLines {\n    cart {\n      id\n      ...CartLines_cart\n    }\n    market {\n      id\n      config {\n        requiredForCart\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartItem_item on CartItem {\n    id\n    productId\n    title\n    slug\n    sku\n    quantity\n    maxQuantity\n    selected\n    ecommerceId\n    hasUnapprovedOffer\n    brand {\n      id\n      title\n    }\n    category {\n      id\n      title\n    }\n    image {\n      id\n      url(width: 160)\n    }\n    currentPurchaseOffer {\n      available\n      discount\n      hasBasePrice\n      basePrice {\n        ...MoneyFields @unmask\n      }\n      userPrice {\n        ...MoneyFields @unmask\n      }\n      totalPrice {\n        ...MoneyFields @unmask\n      }\n    }\n    approvedPurchaseOffer {\n      userPrice {\n        ...MoneyFields @unmask\n      }\n      totalPrice {\n        ...MoneyFields @unmask\n      }\n    }\n    changelog {\n      priceDirection\n      difference {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartItem_item on CartItem {\n    id\n    productId\n    title\n    slug\n    sku\n    quantity\n    maxQuantity\n    selected\n    ecommerceId\n    hasUnapprovedOffer\n    brand {\n      id\n      title\n    }\n    category {\n      id\n      title\n    }\n    image {\n      id\n      url(width: 160)\n    }\n    currentPurchaseOffer {\n      available\n      discount\n      hasBasePrice\n      basePrice {\n        ...MoneyFields @unmask\n      }\n      userPrice {\n        ...MoneyFields @unmask\n      }\n      totalPrice {\n        ...MoneyFields @unmask\n      }\n    }\n    approvedPurchaseOffer {\n      userPrice {\n        ...MoneyFields @unmask\n      }\n      totalPrice {\n        ...MoneyFields @unmask\n      }\n    }\n    changelog {\n      priceDirection\n      difference {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartPage_cart on Cart {\n    id\n    title\n    isEmpty\n    totalItemsQuantity\n    totalGoodsQuantity\n    totalUserPrice {\n      ...MoneyFields @unmask\n    }\n    showBasePrice\n    totalBasePrice {\n      ...MoneyFields @unmask\n    }\n    discount {\n      ...MoneyFields @unmask\n    }\n    ...CartLines_cart\n    availableItems {\n      id\n      ...CartItem_item\n    }\n    changedItems {\n      id\n      ...CartItem_item\n    }\n    unavailableItems {\n      id\n      ...CartItem_item\n    }\n  }\n"): (typeof documents)["\n  fragment CartPage_cart on Cart {\n    id\n    title\n    isEmpty\n    totalItemsQuantity\n    totalGoodsQuantity\n    totalUserPrice {\n      ...MoneyFields @unmask\n    }\n    showBasePrice\n    totalBasePrice {\n      ...MoneyFields @unmask\n    }\n    discount {\n      ...MoneyFields @unmask\n    }\n    ...CartLines_cart\n    availableItems {\n      id\n      ...CartItem_item\n    }\n    changedItems {\n      id\n      ...CartItem_item\n    }\n    unavailableItems {\n      id\n      ...CartItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartChange on CartPayload {\n    cart {\n      id\n      ...CartPage_cart\n    }\n    userErrors {\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment CartChange on CartPayload {\n    cart {\n      id\n      ...CartPage_cart\n    }\n    userErrors {\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItemQuantity($input: UpdateCartItemQuantityInput!) {\n    updateCartItemQuantity(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItemQuantity($input: UpdateCartItemQuantityInput!) {\n    updateCartItemQuantity(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($input: RemoveFromCartInput!) {\n    removeFromCart(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectCartItems($input: SelectCartItemsInput!) {\n    selectCartItems(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SelectCartItems($input: SelectCartItemsInput!) {\n    selectCartItems(input: $input) {\n      ...CartChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveCartPrices {\n    approveCartPrices {\n      ...CartChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveCartPrices {\n    approveCartPrices {\n      ...CartChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductsToCart($input: AddProductsToCartInput!) {\n    addProductsToCart(input: $input) {\n      cart {\n        id\n        ...CartPage_cart\n      }\n      rejectedLines {\n        sku\n        quantity\n        reason\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddProductsToCart($input: AddProductsToCartInput!) {\n    addProductsToCart(input: $input) {\n      cart {\n        id\n        ...CartPage_cart\n      }\n      rejectedLines {\n        sku\n        quantity\n        reason\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLineQuantity on CartItem {\n    id\n    quantity\n  }\n"): (typeof documents)["\n  fragment CartLineQuantity on CartItem {\n    id\n    quantity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLineSelection on CartItem {\n    id\n    selected\n  }\n"): (typeof documents)["\n  fragment CartLineSelection on CartItem {\n    id\n    selected\n  }\n"];
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
export function graphql(source: "\n  fragment CheckoutContact on Contact {\n    id\n    name\n    phone\n    email\n  }\n"): (typeof documents)["\n  fragment CheckoutContact on Contact {\n    id\n    name\n    phone\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutCourierAddress on CourierAddress {\n    id\n    address\n    apartment\n  }\n"): (typeof documents)["\n  fragment CheckoutCourierAddress on CourierAddress {\n    id\n    address\n    apartment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutPickupAddress on PersonalPickupAddress {\n    id\n    pickupPoint {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutPickupAddress on PersonalPickupAddress {\n    id\n    pickupPoint {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutOrder_order on CheckoutOrder {\n    id\n    sellerTitle\n    buyerTitle\n    contact {\n      ...CheckoutContact @unmask\n    }\n    deliveryMethod\n    courierAddress {\n      ...CheckoutCourierAddress @unmask\n    }\n    pickupAddress {\n      id\n      pickupPoint {\n        id\n        title\n        postalAddress\n      }\n    }\n    costCenter {\n      id\n      title\n    }\n    costCenterRequired\n    promoCode {\n      code\n      description\n    }\n    hasChangedOffers\n    missingSteps\n    payment {\n      selectedMethod\n      methods {\n        method\n        available\n        reason\n      }\n    }\n    shipments {\n      id\n      kind\n      selectedVariantId\n      items {\n        productId\n        title\n        sku\n        slug\n        brandTitle\n        quantity\n        image {\n          id\n          url(width: 120)\n        }\n        price {\n          ...MoneyFields @unmask\n        }\n        total {\n          ...MoneyFields @unmask\n        }\n      }\n      deliveryVariants {\n        id\n        method\n        title\n        time\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n    summary {\n      goodsCount\n      subtotal {\n        ...MoneyFields @unmask\n      }\n      discounts {\n        total {\n          ...MoneyFields @unmask\n        }\n        promoCode {\n          ...MoneyFields @unmask\n        }\n        personal {\n          ...MoneyFields @unmask\n        }\n        customer {\n          ...MoneyFields @unmask\n        }\n        promo {\n          ...MoneyFields @unmask\n        }\n      }\n      shipping {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutOrder_order on CheckoutOrder {\n    id\n    sellerTitle\n    buyerTitle\n    contact {\n      ...CheckoutContact @unmask\n    }\n    deliveryMethod\n    courierAddress {\n      ...CheckoutCourierAddress @unmask\n    }\n    pickupAddress {\n      id\n      pickupPoint {\n        id\n        title\n        postalAddress\n      }\n    }\n    costCenter {\n      id\n      title\n    }\n    costCenterRequired\n    promoCode {\n      code\n      description\n    }\n    hasChangedOffers\n    missingSteps\n    payment {\n      selectedMethod\n      methods {\n        method\n        available\n        reason\n      }\n    }\n    shipments {\n      id\n      kind\n      selectedVariantId\n      items {\n        productId\n        title\n        sku\n        slug\n        brandTitle\n        quantity\n        image {\n          id\n          url(width: 120)\n        }\n        price {\n          ...MoneyFields @unmask\n        }\n        total {\n          ...MoneyFields @unmask\n        }\n      }\n      deliveryVariants {\n        id\n        method\n        title\n        time\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n    summary {\n      goodsCount\n      subtotal {\n        ...MoneyFields @unmask\n      }\n      discounts {\n        total {\n          ...MoneyFields @unmask\n        }\n        promoCode {\n          ...MoneyFields @unmask\n        }\n        personal {\n          ...MoneyFields @unmask\n        }\n        customer {\n          ...MoneyFields @unmask\n        }\n        promo {\n          ...MoneyFields @unmask\n        }\n      }\n      shipping {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutData_query on Query {\n    checkout {\n      orders {\n        id\n        ...CheckoutOrder_order\n      }\n      costCenters {\n        id\n        title\n        description\n      }\n    }\n    contacts {\n      ...CheckoutContact @unmask\n    }\n    courierAddresses {\n      ...CheckoutCourierAddress @unmask\n    }\n    pickupAddresses {\n      ...CheckoutPickupAddress @unmask\n    }\n    mapTiles {\n      urlTemplate\n      attribution\n      maxZoom\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutData_query on Query {\n    checkout {\n      orders {\n        id\n        ...CheckoutOrder_order\n      }\n      costCenters {\n        id\n        title\n        description\n      }\n    }\n    contacts {\n      ...CheckoutContact @unmask\n    }\n    courierAddresses {\n      ...CheckoutCourierAddress @unmask\n    }\n    pickupAddresses {\n      ...CheckoutPickupAddress @unmask\n    }\n    mapTiles {\n      urlTemplate\n      attribution\n      maxZoom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPickupPoints {\n    pickupPoints {\n      id\n      kind\n      brand\n      title\n      schedule\n      postalAddress\n      latitude\n      longitude\n      cost {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPickupPoints {\n    pickupPoints {\n      id\n      kind\n      brand\n      title\n      schedule\n      postalAddress\n      latitude\n      longitude\n      cost {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutAddressSuggestions($query: String!) {\n    addressSuggestions(query: $query) {\n      cityUid\n      postalAddress\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  query CheckoutAddressSuggestions($query: String!) {\n    addressSuggestions(query: $query) {\n      cityUid\n      postalAddress\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckoutContact($input: CreateContactInput!) {\n    createContact(input: $input) {\n      contact {\n        ...CheckoutContact @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckoutContact($input: CreateContactInput!) {\n    createContact(input: $input) {\n      contact {\n        ...CheckoutContact @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckoutCourierAddress($input: CreateCourierAddressInput!) {\n    createCourierAddress(input: $input) {\n      courierAddress {\n        ...CheckoutCourierAddress @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckoutCourierAddress($input: CreateCourierAddressInput!) {\n    createCourierAddress(input: $input) {\n      courierAddress {\n        ...CheckoutCourierAddress @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCheckoutPickupAddress($input: AddPickupAddressInput!) {\n    addPickupAddress(input: $input) {\n      pickupAddress {\n        ...CheckoutPickupAddress @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddCheckoutPickupAddress($input: AddPickupAddressInput!) {\n    addPickupAddress(input: $input) {\n      pickupAddress {\n        ...CheckoutPickupAddress @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutOrderChange on CheckoutOrderPayload {\n    order {\n      id\n      ...CheckoutOrder_order\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutOrderChange on CheckoutOrderPayload {\n    order {\n      id\n      ...CheckoutOrder_order\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutContact($input: SetCheckoutContactInput!) {\n    setCheckoutContact(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutContact($input: SetCheckoutContactInput!) {\n    setCheckoutContact(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutCourierAddress($input: SetCheckoutCourierAddressInput!) {\n    setCheckoutCourierAddress(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutCourierAddress($input: SetCheckoutCourierAddressInput!) {\n    setCheckoutCourierAddress(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutPickupAddress($input: SetCheckoutPickupAddressInput!) {\n    setCheckoutPickupAddress(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutPickupAddress($input: SetCheckoutPickupAddressInput!) {\n    setCheckoutPickupAddress(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutCostCenter($input: SetCheckoutCostCenterInput!) {\n    setCheckoutCostCenter(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutCostCenter($input: SetCheckoutCostCenterInput!) {\n    setCheckoutCostCenter(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutPaymentMethod($input: SetCheckoutPaymentMethodInput!) {\n    setCheckoutPaymentMethod(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutPaymentMethod($input: SetCheckoutPaymentMethodInput!) {\n    setCheckoutPaymentMethod(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutDeliveryVariant($input: SetCheckoutDeliveryVariantInput!) {\n    setCheckoutDeliveryVariant(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutDeliveryVariant($input: SetCheckoutDeliveryVariantInput!) {\n    setCheckoutDeliveryVariant(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemCheckoutPromoCode($input: RedeemPromoCodeInput!) {\n    redeemPromoCode(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemCheckoutPromoCode($input: RedeemPromoCodeInput!) {\n    redeemPromoCode(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCheckoutPromoCode($input: RevokePromoCodeInput!) {\n    revokePromoCode(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeCheckoutPromoCode($input: RevokePromoCodeInput!) {\n    revokePromoCode(input: $input) {\n      ...CheckoutOrderChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCheckout($input: SubmitCheckoutInput!) {\n    submitCheckout(input: $input) {\n      purchase {\n        id\n        ...Purchase_purchase\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCheckout($input: SubmitCheckoutInput!) {\n    submitCheckout(input: $input) {\n      purchase {\n        id\n        ...Purchase_purchase\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Purchase_purchase on Purchase {\n    id\n    orders {\n      id\n      number\n      status\n      paymentMethod\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment Purchase_purchase on Purchase {\n    id\n    orders {\n      id\n      number\n      status\n      paymentMethod\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CityConfirmation_city on City {\n    confirmed\n  }\n"): (typeof documents)["\n  fragment CityConfirmation_city on City {\n    confirmed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCities($query: String!) {\n    searchCities(query: $query) {\n      ...ChosenCity @unmask\n    }\n  }\n"): (typeof documents)["\n  query SearchCities($query: String!) {\n    searchCities(query: $query) {\n      ...ChosenCity @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CityLocationSelector_city on City {\n    name\n  }\n"): (typeof documents)["\n  fragment CityLocationSelector_city on City {\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChosenCity on City {\n    name\n    kladrId\n    fiasId\n    regionKladrId\n    regionFiasId\n    regionTitle\n  }\n"): (typeof documents)["\n  fragment ChosenCity on City {\n    name\n    kladrId\n    fiasId\n    regionKladrId\n    regionFiasId\n    regionTitle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityByGeo($latitude: String!, $longitude: String!) {\n    cityByGeo(latitude: $latitude, longitude: $longitude) {\n      ...ChosenCity @unmask\n    }\n  }\n"): (typeof documents)["\n  query CityByGeo($latitude: String!, $longitude: String!) {\n    cityByGeo(latitude: $latitude, longitude: $longitude) {\n      ...ChosenCity @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityByIp {\n    cityByIp {\n      ...ChosenCity @unmask\n    }\n  }\n"): (typeof documents)["\n  query CityByIp {\n    cityByIp {\n      ...ChosenCity @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentArticle_page on ContentPage {\n    title\n    updatedAt\n    sections {\n      heading\n      paragraphs\n      items\n    }\n    links {\n      title\n      url\n    }\n    seo {\n      h1\n    }\n  }\n"): (typeof documents)["\n  fragment ContentArticle_page on ContentPage {\n    title\n    updatedAt\n    sections {\n      heading\n      paragraphs\n      items\n    }\n    links {\n      title\n      url\n    }\n    seo {\n      h1\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment CompanyPage_page on AboutCompanyPage {\n    id\n    title\n    about\n    requisites {\n      title\n      value\n    }\n    contacts {\n      phone\n      email\n      salesEmail\n      address\n    }\n    offices {\n      id\n      title\n      address\n      latitude\n      longitude\n      phone\n      hours\n    }\n    feedbackAllowed\n    seo {\n      h1\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyPage_page on AboutCompanyPage {\n    id\n    title\n    about\n    requisites {\n      title\n      value\n    }\n    contacts {\n      phone\n      email\n      salesEmail\n      address\n    }\n    offices {\n      id\n      title\n      address\n      latitude\n      longitude\n      phone\n      hours\n    }\n    feedbackAllowed\n    seo {\n      h1\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCallback($input: RequestCallbackInput!) {\n    requestCallback(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCallback($input: RequestCallbackInput!) {\n    requestCallback(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterLegalEntityOrder($input: RegisterLegalEntityOrderRequestInput!) {\n    registerLegalEntityOrderRequest(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterLegalEntityOrder($input: RegisterLegalEntityOrderRequestInput!) {\n    registerLegalEntityOrderRequest(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterRentRequest($input: RegisterRentRequestInput!) {\n    registerRentRequest(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterRentRequest($input: RegisterRentRequestInput!) {\n    registerRentRequest(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestProposal($input: RequestProposalInput!) {\n    requestProposal(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestProposal($input: RequestProposalInput!) {\n    requestProposal(input: $input) {\n      requestNumber\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpdeskContext {\n    viewer {\n      id\n    }\n    market {\n      id\n      settings {\n        contacts {\n          callbackAllowed\n          feedbackAllowed\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HelpdeskContext {\n    viewer {\n      id\n    }\n    market {\n      id\n      settings {\n        contacts {\n          callbackAllowed\n          feedbackAllowed\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentUploadLimits {\n    documentUploadLimits {\n      maxFileBytes\n      maxFiles\n      types\n    }\n  }\n"): (typeof documents)["\n  query DocumentUploadLimits {\n    documentUploadLimits {\n      maxFileBytes\n      maxFiles\n      types\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductRentTerms($productId: ID!) {\n    rentTerms(productId: $productId) {\n      id\n      rentAllowed\n    }\n  }\n"): (typeof documents)["\n  query ProductRentTerms($productId: ID!) {\n    rentTerms(productId: $productId) {\n      id\n      rentAllowed\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment HomeSlider_page on HomePage {\n    slides {\n      link\n      title\n      image {\n        id\n        url(width: 1515)\n        w480: url(width: 480)\n        w800: url(width: 800)\n        w1200: url(width: 1200)\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HomeSlider_page on HomePage {\n    slides {\n      link\n      title\n      image {\n        id\n        url(width: 1515)\n        w480: url(width: 480)\n        w800: url(width: 800)\n        w1200: url(width: 1200)\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n"): (typeof documents)["\n  fragment MarketTheme_market on Market {\n    id\n    name\n    theme\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetails_order on Order {\n    id\n    createdAt\n    ...OrderPayment_order @unmask\n    payment {\n      status\n      error\n      amountPaid {\n        ...MoneyFields @unmask\n      }\n    }\n    summary {\n      goodsCount\n      subtotal {\n        ...MoneyFields @unmask\n      }\n      shipping {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n    items {\n      id\n      sku\n      quantity\n    }\n    ...OrderItems_order\n    ...OrderFacts_order\n  }\n"): (typeof documents)["\n  fragment OrderDetails_order on Order {\n    id\n    createdAt\n    ...OrderPayment_order @unmask\n    payment {\n      status\n      error\n      amountPaid {\n        ...MoneyFields @unmask\n      }\n    }\n    summary {\n      goodsCount\n      subtotal {\n        ...MoneyFields @unmask\n      }\n      shipping {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n    items {\n      id\n      sku\n      quantity\n    }\n    ...OrderItems_order\n    ...OrderFacts_order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFacts_order on Order {\n    id\n    sellerTitle\n    contact {\n      name\n      phone\n      email\n    }\n    customer {\n      id\n      title\n      inn\n      kpp\n    }\n    costCenter {\n      id\n      title\n    }\n    shipping {\n      method\n      address\n      pickupPointKind\n      pickupPointBrand\n      contact {\n        name\n        phone\n      }\n    }\n    payment {\n      method\n    }\n    tracking {\n      number\n      url\n      providerTitle\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFacts_order on Order {\n    id\n    sellerTitle\n    contact {\n      name\n      phone\n      email\n    }\n    customer {\n      id\n      title\n      inn\n      kpp\n    }\n    costCenter {\n      id\n      title\n    }\n    shipping {\n      method\n      address\n      pickupPointKind\n      pickupPointBrand\n      contact {\n        name\n        phone\n      }\n    }\n    payment {\n      method\n    }\n    tracking {\n      number\n      url\n      providerTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderItems_order on Order {\n    id\n    items {\n      id\n      title\n      slug\n      sku\n      quantity\n      brand {\n        id\n        title\n      }\n      image {\n        id\n        url(width: 160)\n      }\n      price {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderItems_order on Order {\n    id\n    items {\n      id\n      title\n      slug\n      sku\n      quantity\n      brand {\n        id\n        title\n      }\n      image {\n        id\n        url(width: 160)\n      }\n      price {\n        ...MoneyFields @unmask\n      }\n      total {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderList_connection on OrderConnection {\n    statusFacet {\n      status\n      count\n    }\n    pageInfo {\n      totalSize\n    }\n    orders {\n      id\n      number\n      status\n      createdAt\n      sellerTitle\n      summary {\n        goodsCount\n        total {\n          ...MoneyFields @unmask\n        }\n      }\n      payment {\n        dueAmount {\n          ...MoneyFields @unmask\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderList_connection on OrderConnection {\n    statusFacet {\n      status\n      count\n    }\n    pageInfo {\n      totalSize\n    }\n    orders {\n      id\n      number\n      status\n      createdAt\n      sellerTitle\n      summary {\n        goodsCount\n        total {\n          ...MoneyFields @unmask\n        }\n      }\n      payment {\n        dueAmount {\n          ...MoneyFields @unmask\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPaymentActions($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderPayment_order @unmask\n    }\n  }\n"): (typeof documents)["\n  query OrderPaymentActions($id: ID!) {\n    order(id: $id) {\n      id\n      ...OrderPayment_order @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) {\n      paymentId\n      confirmationUrl\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayOrder($input: PayOrderInput!) {\n    payOrder(input: $input) {\n      paymentId\n      confirmationUrl\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentState_payment on Payment {\n    id\n    status\n    error\n    orderId\n    orderNumber\n    amount {\n      ...MoneyFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentState_payment on Payment {\n    id\n    status\n    error\n    orderId\n    orderNumber\n    amount {\n      ...MoneyFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepeatOrder($input: AddProductsToCartInput!) {\n    addProductsToCart(input: $input) {\n      cart {\n        id\n        totalItemsQuantity\n        totalGoodsQuantity\n      }\n      rejectedLines {\n        sku\n        reason\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RepeatOrder($input: AddProductsToCartInput!) {\n    addProductsToCart(input: $input) {\n      cart {\n        id\n        totalItemsQuantity\n        totalGoodsQuantity\n      }\n      rejectedLines {\n        sku\n        reason\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPayment_order on Order {\n    id\n    number\n    status\n    invoiceUrl\n    payment {\n      online\n      dueAmount {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderPayment_order on Order {\n    id\n    number\n    status\n    invoiceUrl\n    payment {\n      online\n      dueAmount {\n        ...MoneyFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductAbout_product on Product {\n    description\n    features\n    items {\n      title\n      quantity\n    }\n    datasheets {\n      title\n      url\n    }\n    video\n  }\n"): (typeof documents)["\n  fragment ProductAbout_product on Product {\n    description\n    features\n    items {\n      title\n      quantity\n    }\n    datasheets {\n      title\n      url\n    }\n    video\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductGallery_product on Product {\n    title\n    images {\n      id\n      large: url(width: 800)\n      w320: url(width: 320)\n      w480: url(width: 480)\n      w640: url(width: 640)\n      thumb: url(width: 120)\n    }\n    video360 {\n      id\n      large: url(width: 800)\n    }\n  }\n"): (typeof documents)["\n  fragment ProductGallery_product on Product {\n    title\n    images {\n      id\n      large: url(width: 800)\n      w320: url(width: 320)\n      w480: url(width: 480)\n      w640: url(width: 640)\n      thumb: url(width: 120)\n    }\n    video360 {\n      id\n      large: url(width: 800)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductOffer_product on Product {\n    id\n    title\n    sku\n    brand {\n      id\n      title\n    }\n    category {\n      id\n      title\n    }\n    status\n    price {\n      ...Price_price @unmask\n    }\n    inventories {\n      warehouse\n      quantity\n    }\n  }\n"): (typeof documents)["\n  fragment ProductOffer_product on Product {\n    id\n    title\n    sku\n    brand {\n      id\n      title\n    }\n    category {\n      id\n      title\n    }\n    status\n    price {\n      ...Price_price @unmask\n    }\n    inventories {\n      warehouse\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPage_product on Product {\n    id\n    title\n    sku\n    status\n    description\n    brand {\n      title\n    }\n    seller {\n      slug\n      title\n    }\n    breadcrumbs {\n      slug\n      title\n    }\n    images {\n      id\n      url(width: 800)\n    }\n    price {\n      user {\n        ...MoneyFields @unmask\n      }\n    }\n    seo {\n      h1\n    }\n    ...ProductGallery_product\n    ...ProductOffer_product\n    ...ProductShipping_product\n    ...ProductSpecs_product\n    ...ProductAbout_product\n  }\n"): (typeof documents)["\n  fragment ProductPage_product on Product {\n    id\n    title\n    sku\n    status\n    description\n    brand {\n      title\n    }\n    seller {\n      slug\n      title\n    }\n    breadcrumbs {\n      slug\n      title\n    }\n    images {\n      id\n      url(width: 800)\n    }\n    price {\n      user {\n        ...MoneyFields @unmask\n      }\n    }\n    seo {\n      h1\n    }\n    ...ProductGallery_product\n    ...ProductOffer_product\n    ...ProductShipping_product\n    ...ProductSpecs_product\n    ...ProductAbout_product\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductRecommendations($productId: ID!) {\n    similar: recommendedProducts(productId: $productId, type: SIMILAR_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n    related: recommendedProducts(productId: $productId, type: RELATED_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query ProductRecommendations($productId: ID!) {\n    similar: recommendedProducts(productId: $productId, type: SIMILAR_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n    related: recommendedProducts(productId: $productId, type: RELATED_PRODUCTS) {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductShipping_product on Product {\n    shipping {\n      expressAvailable\n      pickup {\n        days\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n      delivery {\n        days\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductShipping_product on Product {\n    shipping {\n      expressAvailable\n      pickup {\n        days\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n      delivery {\n        days\n        cost {\n          ...MoneyFields @unmask\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment SuggestedProduct_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    image {\n      id\n      url(width: 80)\n    }\n    price {\n      ...Price_price @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment SuggestedProduct_product on ProductCard {\n    id\n    slug\n    title\n    sku\n    image {\n      id\n      url(width: 80)\n    }\n    price {\n      ...Price_price @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($text: String!, $seller: String) {\n    searchSuggestions(text: $text, seller: $seller) {\n      products {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      recommendedProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      promotionalProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      brands {\n        id\n        slug\n        title\n      }\n      categories {\n        id\n        slug\n        title\n      }\n      popularQueries\n      suggestedQueries\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($text: String!, $seller: String) {\n    searchSuggestions(text: $text, seller: $seller) {\n      products {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      recommendedProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      promotionalProducts {\n        id\n        slug\n        title\n        ...SuggestedProduct_product\n      }\n      brands {\n        id\n        slug\n        title\n      }\n      categories {\n        id\n        slug\n        title\n      }\n      popularQueries\n      suggestedQueries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SellerHeader_seller on Seller {\n    title\n    description\n    image {\n      id\n      url(width: 240)\n    }\n    seo {\n      h1\n    }\n  }\n"): (typeof documents)["\n  fragment SellerHeader_seller on Seller {\n    title\n    description\n    image {\n      id\n      url(width: 240)\n    }\n    seo {\n      h1\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyFields on Money {\n    amount\n    currencyCode\n  }\n"): (typeof documents)["\n  fragment MoneyFields on Money {\n    amount\n    currencyCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n"): (typeof documents)["\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeoHead on Seo {\n    pageTitle\n    metaDescription\n    metaKeywords\n    noindex\n  }\n"): (typeof documents)["\n  fragment SeoHead on Seo {\n    pageTitle\n    metaDescription\n    metaKeywords\n    noindex\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Subscribe($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Subscribe($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      ok\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      profile {\n        firstName\n        lastName\n        middleName\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;