import type { GraphQLResolveInfo } from 'graphql';
import type { MarketSettings as MarketSettingsDto, ProductCard as ProductCardDto, ProductPage as ProductPageDto, SellerPage as SellerPageDto, CategoryCatalogPage as CategoryCatalogPageDto, PromoCatalogPage as PromoCatalogPageDto, SuggestionsResponse as SuggestionsDto } from '@store/api/contract';
import type { ImageParent } from '../resolvers/Image.ts';
import type { CategoryParent, PromoParent, ListingParent } from '../resolvers/catalog/parents.ts';
import type { ViewerParent } from '../resolvers/session/viewer.ts';
import type { CheckoutParent } from '../resolvers/checkout/parents.ts';
import type { OrderParent, PaymentParent } from '../resolvers/orders/parents.ts';
import type { CartParent, CartItemParent, CartOfferParent } from '../resolvers/cart/parents.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** The market's company page (route /company). */
export type AboutCompanyPage = {
  __typename?: 'AboutCompanyPage';
  /** Paragraphs about the company. */
  about: Array<Scalars['String']['output']>;
  /** Whether a callback may be requested (the market's contact settings). */
  callbackAllowed: Scalars['Boolean']['output'];
  /** How to reach the company. */
  contacts: CompanyContacts;
  /** Whether the page offers the feedback form (the market's contact settings). */
  feedbackAllowed: Scalars['Boolean']['output'];
  /** The market's id: one company page per market. */
  id: Scalars['ID']['output'];
  /** The offices, for the map. */
  offices: Array<CompanyOffice>;
  /** The requisites, in order. */
  requisites: Array<CompanyRequisite>;
  /** Search-engine data of the page. */
  seo: Seo;
  /** The company's legal name. */
  title: Scalars['String']['output'];
};

/** The invitation to accept. */
export type AcceptInvitationInput = {
  /** The token of the invitation link. */
  token: Scalars['String']['input'];
};

/** The answer to accepting an invitation. */
export type AcceptInvitationPayload = {
  __typename?: 'AcceptInvitationPayload';
  /** The joined account; null when the invitation was not accepted. */
  accepted: Maybe<AcceptedInvitation>;
  /** Why not (INVITATION_NOT_FOUND, INVITATION_EMAIL_MISMATCH). */
  userErrors: Array<UserError>;
};

/** The account joined by an invitation. */
export type AcceptedInvitation = {
  __typename?: 'AcceptedInvitation';
  /** The account id. */
  accountId: Scalars['ID']['output'];
  /** The account's name. */
  accountTitle: Scalars['String']['output'];
  /** The role the user joined with. */
  role: AccountRole;
};

/** An account the user may work in. */
export type Account = {
  __typename?: 'Account';
  /** The account id. */
  id: Scalars['ID']['output'];
  /** The account's name. */
  title: Scalars['String']['output'];
};

/** A user's role in an account: the owner (shown as Владелец) or a guest (shown as Гость). */
export type AccountRole =
  /** A member who may list and add companies. */
  | 'GUEST'
  /** The account's owner: every permission. */
  | 'OWNER';

/** An account the signed-in user belongs to, as the cabinet lists it. */
export type AccountSummary = {
  __typename?: 'AccountSummary';
  /** True for the account the user works in now. */
  current: Scalars['Boolean']['output'];
  /** How many customers (companies) the account has. */
  customersCount: Scalars['Int']['output'];
  /** The account id. */
  id: Scalars['ID']['output'];
  /** When the user joined the account (ISO 8601). */
  joinedAt: Scalars['String']['output'];
  /** True for the user's own account, labelled «Мой аккаунт». */
  main: Scalars['Boolean']['output'];
  /** The id of the account's owner. */
  ownerUserId: Scalars['ID']['output'];
  /** The signed-in user's role in this account. */
  role: AccountRole;
  /** The account's name. */
  title: Scalars['String']['output'];
  /** How many users the account has. */
  usersCount: Scalars['Int']['output'];
};

/** A page of the user's accounts. */
export type AccountSummaryPage = {
  __typename?: 'AccountSummaryPage';
  /** The accounts of this page, the main one first. */
  accounts: Array<AccountSummary>;
  /** The page number, from 1. */
  pageNumber: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many accounts there are in all. */
  totalSize: Scalars['Int']['output'];
};

/** A member of the current account. */
export type AccountUser = {
  __typename?: 'AccountUser';
  /** The name to show: the user's names, else the e-mail or phone. */
  displayName: Scalars['String']['output'];
  /** The user's e-mail, if any. */
  email: Maybe<Scalars['String']['output']>;
  /** The user id. */
  id: Scalars['ID']['output'];
  /** True for the account's owner, whose role cannot change. */
  isOwner: Scalars['Boolean']['output'];
  /** When the user joined the account (ISO 8601). */
  joinedAt: Scalars['String']['output'];
  /** When the user last worked in the account (ISO 8601), if ever. */
  lastActivityAt: Maybe<Scalars['String']['output']>;
  /** The user's phone, if any. */
  phone: Maybe<Scalars['String']['output']>;
  /** The member's role. */
  role: AccountRole;
  /** The membership's state (ACTIVE). */
  state: Scalars['String']['output'];
};

/** A page of the current account's users. */
export type AccountUserPage = {
  __typename?: 'AccountUserPage';
  /** The id of the account's owner. */
  ownerUserId: Scalars['ID']['output'];
  /** The page number, from 1. */
  pageNumber: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many users there are in all. */
  totalSize: Scalars['Int']['output'];
  /** The users of this page. */
  users: Array<AccountUser>;
};

/** A pickup point to save among the user's pickup addresses. */
export type AddPickupAddressInput = {
  /** The pickup point id. */
  pickupPointId: Scalars['ID']['input'];
};

/** The answer of saving a pickup point. */
export type AddPickupAddressPayload = {
  __typename?: 'AddPickupAddressPayload';
  /** The saved pickup address; null on failure. */
  pickupAddress: Maybe<PersonalPickupAddress>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** Many articles to put in the cart at once. */
export type AddProductsToCartInput = {
  /** The lines, up to 500. */
  lines: Array<QuickOrderLineInput>;
};

/** The result of a quick order. */
export type AddProductsToCartPayload = {
  __typename?: 'AddProductsToCartPayload';
  /** The whole cart after the lines that could be added were added; null when nothing was done. */
  cart: Maybe<Cart>;
  /** The lines that were not added, with the reason. */
  rejectedLines: Array<RejectedQuickOrderLine>;
  /** Why the whole quick order was refused (sign-in needed, too many lines). */
  userErrors: Array<UserError>;
};

/** A product and how many pieces to put in the cart. */
export type AddToCartInput = {
  /** The product id. */
  productId: Scalars['ID']['input'];
  /** How many pieces to add, 1 to 9,999 (added to what is already in the cart). */
  quantity: Scalars['Int']['input'];
};

/** An address the address search suggests while the buyer types. */
export type AddressSuggestion = {
  __typename?: 'AddressSuggestion';
  /** The city's name. */
  cityTitle: Scalars['String']['output'];
  /** The city's id (FIAS). */
  cityUid: Scalars['String']['output'];
  /** The latitude. */
  latitude: Maybe<Scalars['Float']['output']>;
  /** The longitude. */
  longitude: Maybe<Scalars['Float']['output']>;
  /** The full postal address. */
  postalAddress: Scalars['String']['output'];
};

/** Web analytics of the store. */
export type AnalyticsSettings = {
  __typename?: 'AnalyticsSettings';
  /** The Yandex Metrica counter id; null when none is configured (then no analytics script loads). */
  metricaCounterId: Maybe<Scalars['String']['output']>;
};

/** A promo code redeemed on a checkout order. */
export type AppliedPromoCode = {
  __typename?: 'AppliedPromoCode';
  /** The code. */
  code: Scalars['String']['output'];
  /** What the code gives, as the store describes it. */
  description: Scalars['String']['output'];
};

/** How a one-time code reaches the visitor. */
export type AuthStrategy =
  /** A one-time code by e-mail. */
  | 'EMAIL'
  /** A one-time code by SMS. */
  | 'SMS';

/** A brand. */
export type Brand = {
  __typename?: 'Brand';
  /** The brand id. */
  id: Scalars['ID']['output'];
  /** The brand's slug. */
  slug: Scalars['String']['output'];
  /** The brand's name. */
  title: Scalars['String']['output'];
};

/** The brands page: every brand with products. */
export type BrandIndexPage = {
  __typename?: 'BrandIndexPage';
  /** The brands, by title. */
  brands: Array<BrandSummary>;
  /** The page's SEO data. */
  seo: Seo;
};

/** A brand of the catalogue on the brands page. */
export type BrandSummary = {
  __typename?: 'BrandSummary';
  /** The brand's id. */
  id: Scalars['ID']['output'];
  /** The logo; null when the brand has none. */
  logo: Maybe<Image>;
  /** How many products of the brand the catalogue holds. */
  productCount: Scalars['Int']['output'];
  /** The catalogue filter value: /catalog?brand={slug}. */
  slug: Scalars['String']['output'];
  /** The brand's name. */
  title: Scalars['String']['output'];
};

/** A link in a breadcrumb trail. */
export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  /** The category slug (a link to /catalog/{slug}). */
  slug: Scalars['String']['output'];
  /** The visible text. */
  title: Scalars['String']['output'];
};

/**
 * The shopper's cart: a visitor's (kept by a cart cookie) or the signed-in user's for the current
 * account and customer. Every cart mutation answers the whole cart, so the header, the cart page and
 * every product card update from one answer.
 */
export type Cart = {
  __typename?: 'Cart';
  /** Lines that can be bought at the approved price. */
  availableItems: Array<CartItem>;
  /** Lines whose current offer differs from the one the shopper approved; they wait for approval. */
  changedItems: Array<CartItem>;
  /** The saving on the selected available lines: base total minus the shopper's total. */
  discount: Money;
  /** The cart id; stable for the life of the cart. */
  id: Scalars['ID']['output'];
  /** True when the cart has no lines at all. */
  isEmpty: Scalars['Boolean']['output'];
  /** True when the base total differs from the shopper's total and is worth showing struck through. */
  showBasePrice: Scalars['Boolean']['output'];
  /** The cart's name. */
  title: Scalars['String']['output'];
  /** The base (list) price of the selected available lines. */
  totalBasePrice: Money;
  /** How many pieces the selected available lines hold. */
  totalGoodsQuantity: Scalars['Int']['output'];
  /** How many lines are in the cart (available, changed and unavailable). */
  totalItemsQuantity: Scalars['Int']['output'];
  /** What the selected available lines cost the shopper. */
  totalUserPrice: Money;
  /** Lines that can no longer be bought: out of stock or withdrawn from the market. */
  unavailableItems: Array<CartItem>;
};

/** How a line's price changed since the shopper approved it. */
export type CartChangelog = {
  __typename?: 'CartChangelog';
  /** The change of one piece's price, always positive. */
  difference: Money;
  /** Up or down. */
  priceDirection: PriceDirection;
};

/** One product in the cart. */
export type CartItem = {
  __typename?: 'CartItem';
  /** The offer the shopper approved; the current one until the price changes. */
  approvedPurchaseOffer: CartOffer;
  /** The brand. */
  brand: Maybe<Brand>;
  /** The category trail, from the root down. */
  breadcrumbs: Array<Breadcrumb>;
  /** The product's category. */
  category: Maybe<CategoryRef>;
  /** How the price changed since approval; null when it did not. */
  changelog: Maybe<CartChangelog>;
  /** The offer as it is now. */
  currentPurchaseOffer: CartOffer;
  /** The product's id for web analytics. */
  ecommerceId: Maybe<Scalars['String']['output']>;
  /** True when the current offer differs from the approved one (the line is changed). */
  hasUnapprovedOffer: Scalars['Boolean']['output'];
  /** The product id (a product is in a cart at most once). */
  id: Scalars['ID']['output'];
  /** The product's first picture. */
  image: Maybe<Image>;
  /** The most pieces the line may hold: 9,999, or the stock when it is known. */
  maxQuantity: Scalars['Int']['output'];
  /** The product id. */
  productId: Scalars['ID']['output'];
  /** How many pieces are in the cart. */
  quantity: Scalars['Int']['output'];
  /** True when the line is selected for checkout. */
  selected: Scalars['Boolean']['output'];
  /** The stock keeping unit (article). */
  sku: Scalars['String']['output'];
  /** The product page's slug (/tovar/{slug}). */
  slug: Scalars['String']['output'];
  /** The product's name. */
  title: Scalars['String']['output'];
};

/** The terms a cart line can be bought on. */
export type CartOffer = {
  __typename?: 'CartOffer';
  /** True when the product can be bought now. */
  available: Scalars['Boolean']['output'];
  /** The base (list) price of one piece; null when the product has none. */
  basePrice: Maybe<Money>;
  /** The discount off the base price, in percent; 0 when none. */
  discount: Scalars['Int']['output'];
  /** True when the product has a base price to show struck through. */
  hasBasePrice: Scalars['Boolean']['output'];
  /** What the line's quantity costs the shopper. */
  totalPrice: Money;
  /** What one piece costs the shopper. */
  userPrice: Money;
};

/** The result of a cart change. */
export type CartPayload = {
  __typename?: 'CartPayload';
  /** The whole cart after the change; null when the change was refused. */
  cart: Maybe<Cart>;
  /**
   * Why the change was refused: sign-in needed (AUTHORIZATION_REQUIRED), an unknown product
   * (NOT_FOUND), a product that cannot be bought (PRODUCT_NOT_AVAILABLE), a bad quantity
   * (INVALID_QUANTITY, field quantity).
   */
  userErrors: Array<UserError>;
};

/** A category with its place in the tree. */
export type Category = {
  __typename?: 'Category';
  /** The trail from the catalogue root to this category's parent. */
  breadcrumbs: Array<Breadcrumb>;
  /** The subcategories. */
  children: Array<Category>;
  /** The category's description. */
  description: Maybe<Scalars['String']['output']>;
  /** The category's id in e-commerce analytics. */
  ecommerceId: Maybe<Scalars['String']['output']>;
  /** The category id. */
  id: Scalars['ID']['output'];
  /** The category's picture. */
  image: Maybe<Image>;
  /** The seller whose category this is, if any. */
  seller: Maybe<SellerRef>;
  /** Search-engine data of the category page. */
  seo: Seo;
  /** The category's slug. */
  slug: Scalars['String']['output'];
  /** The category's name. */
  title: Scalars['String']['output'];
};

/** The catalogue's root page. */
export type CategoryCatalogPage = {
  __typename?: 'CategoryCatalogPage';
  /** The top categories with their children. */
  categories: Array<Category>;
  /** Search-engine data of the page. */
  seo: Seo;
};

/** A short reference to a category. */
export type CategoryRef = {
  __typename?: 'CategoryRef';
  /** The category id. */
  id: Scalars['ID']['output'];
  /** The category's slug. */
  slug: Scalars['String']['output'];
  /** The category's name. */
  title: Scalars['String']['output'];
};

/** The checkout of the signed-in user, built from the selected available lines of the cart. */
export type Checkout = {
  __typename?: 'Checkout';
  /** The cost centres the buyer may charge; empty when the account has none or may not list them. */
  costCenters: Array<CostCenter>;
  /** The checkout orders, one per seller; empty when nothing in the cart can be ordered. */
  orders: Array<CheckoutOrder>;
};

/** Discounts of a checkout order by where they come from. */
export type CheckoutDiscounts = {
  __typename?: 'CheckoutDiscounts';
  /** The customer's (company's) discount. */
  customer: Money;
  /** The user's personal discount. */
  personal: Money;
  /** The discount of promotions. */
  promo: Money;
  /** The promo code's discount. */
  promoCode: Money;
  /** All discounts together. */
  total: Money;
};

/** A product line of a checkout order. */
export type CheckoutItem = {
  __typename?: 'CheckoutItem';
  /** The list price of one piece. */
  basePrice: Money;
  /** The brand's name, if any. */
  brandTitle: Maybe<Scalars['String']['output']>;
  /** The product image, if any. */
  image: Maybe<Image>;
  /** The buyer's price of one piece. */
  price: Money;
  /** The product id. */
  productId: Scalars['ID']['output'];
  /** How many pieces. */
  quantity: Scalars['Int']['output'];
  /** The product's article number. */
  sku: Scalars['String']['output'];
  /** The product page's slug. */
  slug: Scalars['String']['output'];
  /** The product's name. */
  title: Scalars['String']['output'];
  /** The price of the line. */
  total: Money;
};

/**
 * One order being checked out: the goods of one seller, with the buyer's choices so far. Every step
 * mutation returns it whole, so the page updates from the answer without a refetch.
 */
export type CheckoutOrder = {
  __typename?: 'CheckoutOrder';
  /** Who buys: the company's or the person's name. */
  buyerTitle: Scalars['String']['output'];
  /** The chosen contact; null until chosen. */
  contact: Maybe<Contact>;
  /** The chosen cost centre; null when none is chosen. */
  costCenter: Maybe<CostCenter>;
  /** True when the account requires a cost centre on every order. */
  costCenterRequired: Scalars['Boolean']['output'];
  /** The chosen courier address, for courier delivery. */
  courierAddress: Maybe<CourierAddress>;
  /** The chosen delivery method; null until an address or a pickup point is chosen. */
  deliveryMethod: Maybe<DeliveryMethod>;
  /**
   * True when an offer changed since the buyer approved it: submit is refused until the buyer
   * approves the new offers in the cart.
   */
  hasChangedOffers: Scalars['Boolean']['output'];
  /** The checkout order id. */
  id: Scalars['ID']['output'];
  /** The steps still to do before submit. */
  missingSteps: Array<CheckoutStep>;
  /** The payment methods and the chosen one. */
  payment: CheckoutPayment;
  /** The chosen pickup address, for pickup. */
  pickupAddress: Maybe<PersonalPickupAddress>;
  /** The redeemed promo code; null when none. */
  promoCode: Maybe<AppliedPromoCode>;
  /** The seller's name. */
  sellerTitle: Scalars['String']['output'];
  /** The shipments, each with its delivery variants. */
  shipments: Array<Shipment>;
  /** The sums. */
  summary: CheckoutSummary;
  /** Lines of the cart that cannot be ordered now (left in the cart). */
  unavailableItems: Array<CheckoutItem>;
};

/** The answer of a checkout step: the whole checkout order after the step. */
export type CheckoutOrderPayload = {
  __typename?: 'CheckoutOrderPayload';
  /** The checkout order; null when the step was refused. */
  order: Maybe<CheckoutOrder>;
  /** Why the step was refused. */
  userErrors: Array<UserError>;
};

/** How a checkout order is paid. */
export type CheckoutPayment = {
  __typename?: 'CheckoutPayment';
  /** The methods this buyer is eligible for, each with whether it is available now. */
  methods: Array<PaymentMethodOption>;
  /** The chosen method; null until one is chosen. */
  selectedMethod: Maybe<PaymentMethod>;
};

/** A step of checkout that must be done before submit. */
export type CheckoutStep =
  /** The contact. */
  | 'CONTACT'
  /** The cost centre (when the account requires one). */
  | 'COST_CENTER'
  /** The courier address or the pickup point. */
  | 'DELIVERY'
  /** The payment method. */
  | 'PAYMENT_METHOD';

/** The sums of a checkout order. */
export type CheckoutSummary = {
  __typename?: 'CheckoutSummary';
  /** The discounts. */
  discounts: CheckoutDiscounts;
  /** How many pieces of goods. */
  goodsCount: Scalars['Int']['output'];
  /** The delivery price of all shipments. */
  shipping: Money;
  /** The price of the goods before discounts. */
  subtotal: Money;
  /** What the buyer pays. */
  total: Money;
};

/** The visitor's city, from the location cookies or the market's default (Санкт-Петербург). */
export type City = {
  __typename?: 'City';
  /** True once the visitor has confirmed or chosen the city. */
  confirmed: Scalars['Boolean']['output'];
  /** FIAS id of the city. */
  fiasId: Scalars['String']['output'];
  /** KLADR id of the city. */
  kladrId: Scalars['String']['output'];
  /** The city name. */
  name: Scalars['String']['output'];
  /** FIAS id of the region. */
  regionFiasId: Scalars['String']['output'];
  /** KLADR id of the region. */
  regionKladrId: Scalars['String']['output'];
  /** The region's name. */
  regionTitle: Maybe<Scalars['String']['output']>;
};

/** A company (customer) of the current account. */
export type Company = {
  __typename?: 'Company';
  /** The registered address. */
  address: Scalars['String']['output'];
  /** True for the customer the user buys for now. */
  current: Scalars['Boolean']['output'];
  /** The company id, the same as the customer id of the context. */
  id: Scalars['ID']['output'];
  /** The tax id (ИНН). */
  inn: Scalars['String']['output'];
  /** The КПП of a legal entity; null for a sole trader. */
  kpp: Maybe<Scalars['String']['output']>;
  /** The company's limit, null when none. */
  limit: Maybe<CompanyLimit>;
  /** The state registration number (ОГРН or ОГРНИП). */
  ogrn: Scalars['String']['output'];
  /** The store's price terms with the company. */
  priceType: PriceType;
  /** The company's name. */
  title: Scalars['String']['output'];
  /** Legal entity or sole trader. */
  type: CompanyType;
};

/** How to reach the company. */
export type CompanyContacts = {
  __typename?: 'CompanyContacts';
  /** The legal address. */
  address: Scalars['String']['output'];
  /** The general e-mail. */
  email: Scalars['String']['output'];
  /** The market's phone. */
  phone: Scalars['String']['output'];
  /** The sales e-mail (legal entities from Kazakhstan or Belarus are added through it). */
  salesEmail: Scalars['String']['output'];
};

/** A purchase or credit limit agreed with a company. */
export type CompanyLimit = {
  __typename?: 'CompanyLimit';
  /** The amount, in the currency below. */
  amount: Scalars['Float']['output'];
  /** The ISO code of the limit's currency. */
  currencyCode: Scalars['String']['output'];
  /** Purchase or credit. */
  type: CompanyLimitType;
};

/** How a company's limit works. */
export type CompanyLimitType =
  /** A credit limit. */
  | 'CREDIT'
  /** A purchase limit. */
  | 'PURCHASE';

/** An office or a warehouse of the market's company. */
export type CompanyOffice = {
  __typename?: 'CompanyOffice';
  /** The street address. */
  address: Scalars['String']['output'];
  /** Opening hours as shown. */
  hours: Scalars['String']['output'];
  /** The office's id. */
  id: Scalars['ID']['output'];
  /** Latitude, degrees. */
  latitude: Scalars['Float']['output'];
  /** Longitude, degrees. */
  longitude: Scalars['Float']['output'];
  /** The office's phone. */
  phone: Scalars['String']['output'];
  /** What the office is: head office, sales office, pickup point. */
  title: Scalars['String']['output'];
};

/** A page of the current account's companies. */
export type CompanyPage = {
  __typename?: 'CompanyPage';
  /** The companies of this page. */
  companies: Array<Company>;
  /** The page number, from 1. */
  pageNumber: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many companies there are in all. */
  totalSize: Scalars['Int']['output'];
};

/** One line of the company's requisites. */
export type CompanyRequisite = {
  __typename?: 'CompanyRequisite';
  /** What the line is: ИНН, КПП, bank… */
  title: Scalars['String']['output'];
  /** Its value. */
  value: Scalars['String']['output'];
};

/** The kind of a company: a legal entity (ИНН of 10 digits and a КПП) or a sole trader (ИНН of 12). */
export type CompanyType =
  /** A sole trader (ИП). */
  | 'INDIVIDUAL'
  /** A legal entity. */
  | 'LEGAL';

/** A saved contact of the user: who receives the order. */
export type Contact = {
  __typename?: 'Contact';
  /** The e-mail. */
  email: Scalars['String']['output'];
  /** The contact id. */
  id: Scalars['ID']['output'];
  /** The person's name. */
  name: Scalars['String']['output'];
  /** The phone, digits with the country code. */
  phone: Scalars['String']['output'];
};

/** The store's contact details. */
export type Contacts = {
  __typename?: 'Contacts';
  /** True when a visitor may ask for a call back. */
  callbackAllowed: Scalars['Boolean']['output'];
  /** The support e-mail. */
  email: Scalars['String']['output'];
  /** True when the phone is shown in the header. */
  exposePhoneToHeader: Scalars['Boolean']['output'];
  /** True when a visitor may send feedback. */
  feedbackAllowed: Scalars['Boolean']['output'];
  /** The phone number as it is shown. */
  phone: Scalars['String']['output'];
  /** The sales e-mail (legal entities from Kazakhstan or Belarus are added through it). */
  salesEmail: Scalars['String']['output'];
};

/** An information page of the market: delivery, payment, warranty, terms and the like. */
export type ContentPage = {
  __typename?: 'ContentPage';
  /** Related pages of the store. */
  links: Array<Link>;
  /** The text, section by section. */
  sections: Array<ContentSection>;
  /** The page's SEO data. */
  seo: Seo;
  /** The page's address under the store root: /{slug}. */
  slug: Scalars['ID']['output'];
  /** The page's name. */
  title: Scalars['String']['output'];
  /** When the text last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
};

/** An entry of the information menu. */
export type ContentPageEntry = {
  __typename?: 'ContentPageEntry';
  /** The page's address under the store root: /{slug}. */
  slug: Scalars['ID']['output'];
  /** The page's name. */
  title: Scalars['String']['output'];
};

/** A part of an information page: an optional heading, paragraphs, then a bulleted list. */
export type ContentSection = {
  __typename?: 'ContentSection';
  /** The heading; null for the lead section. */
  heading: Maybe<Scalars['String']['output']>;
  /** The bulleted list after the paragraphs; empty when there is none. */
  items: Array<Scalars['String']['output']>;
  /** The paragraphs, in order. */
  paragraphs: Array<Scalars['String']['output']>;
};

/** A catalogue category of the user's context, with its subcategories. */
export type ContextCategory = {
  __typename?: 'ContextCategory';
  /** The subcategories. */
  categories: Array<ContextCategory>;
  /** The category picture, if any. */
  image: Maybe<Image>;
  /** The category's slug. */
  slug: Scalars['String']['output'];
  /** The category's name. */
  title: Scalars['String']['output'];
};

/** The account and customer the user works with after a switch. */
export type ContextSelection = {
  __typename?: 'ContextSelection';
  /** The account the user works in now. */
  currentAccountId: Scalars['ID']['output'];
  /** The customer the user buys for now, if any. */
  currentCustomerId: Maybe<Scalars['ID']['output']>;
};

/** A cost centre of the current account, chosen at checkout. */
export type CostCenter = {
  __typename?: 'CostCenter';
  /** What the cost centre is for. */
  description: Scalars['String']['output'];
  /** The cost centre id. */
  id: Scalars['ID']['output'];
  /** The cost centre's name. */
  title: Scalars['String']['output'];
};

/** A saved courier delivery address of the user. */
export type CourierAddress = {
  __typename?: 'CourierAddress';
  /** The postal address. */
  address: Scalars['String']['output'];
  /** The apartment or office. */
  apartment: Maybe<Scalars['String']['output']>;
  /** A note for the courier. */
  comment: Maybe<Scalars['String']['output']>;
  /** The entrance. */
  entrance: Maybe<Scalars['String']['output']>;
  /** The floor. */
  floor: Maybe<Scalars['String']['output']>;
  /** The address id. */
  id: Scalars['ID']['output'];
  /** The intercom code. */
  intercom: Maybe<Scalars['String']['output']>;
  /** The latitude of the address. */
  latitude: Maybe<Scalars['Float']['output']>;
  /** The longitude of the address. */
  longitude: Maybe<Scalars['Float']['output']>;
};

/** A company to add by its tax ids. */
export type CreateCompanyInput = {
  /** The tax id (ИНН), 10 to 12 characters. */
  inn: Scalars['String']['input'];
  /** The КПП, 9 characters, for a legal entity. */
  kpp?: InputMaybe<Scalars['String']['input']>;
  /** Legal entity or sole trader. */
  type: CompanyType;
};

/** The answer to adding a company. */
export type CreateCompanyPayload = {
  __typename?: 'CreateCompanyPayload';
  /** The added company; null when it was not added. */
  company: Maybe<Company>;
  /** Why not (INVALID_INN, INVALID_KPP, COMPANY_NOT_FOUND, COMPANY_ALREADY_ADDED), under the field. */
  userErrors: Array<UserError>;
};

/** A new contact. */
export type CreateContactInput = {
  /** The e-mail. */
  email: Scalars['String']['input'];
  /** The person's name. */
  name: Scalars['String']['input'];
  /** The phone, digits with the country code. */
  phone: Scalars['String']['input'];
};

/** The answer of a contact creation. */
export type CreateContactPayload = {
  __typename?: 'CreateContactPayload';
  /** The saved contact; null on failure. */
  contact: Maybe<Contact>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** A new courier address. */
export type CreateCourierAddressInput = {
  /** The postal address (from the address search). */
  address: Scalars['String']['input'];
  /** The apartment or office. */
  apartment?: InputMaybe<Scalars['String']['input']>;
  /** A note for the courier. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** The entrance. */
  entrance?: InputMaybe<Scalars['String']['input']>;
  /** The floor. */
  floor?: InputMaybe<Scalars['String']['input']>;
  /** The intercom code. */
  intercom?: InputMaybe<Scalars['String']['input']>;
  /** The latitude. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** The longitude. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
};

/** The answer of a courier address creation. */
export type CreateCourierAddressPayload = {
  __typename?: 'CreateCourierAddressPayload';
  /** The saved address; null on failure. */
  courierAddress: Maybe<CourierAddress>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** The currencies of a market. */
export type Currencies = {
  __typename?: 'Currencies';
  /** The currency prices come in. */
  base: Currency;
  /** Other currencies prices can be shown in. */
  display: Array<Currency>;
};

/** A currency prices can be shown in. */
export type Currency = {
  __typename?: 'Currency';
  /** ISO code: RUB, BYN, KZT, USD, EUR. */
  code: Scalars['String']['output'];
  /** How many units of this currency one unit of the base currency buys. */
  rate: Scalars['Float']['output'];
  /** The symbol shown after amounts, for example ₽. */
  symbol: Scalars['String']['output'];
  /** The name shown in the currency picker. */
  title: Scalars['String']['output'];
};

/** A customer (company, legal entity) of the current account. */
export type Customer = {
  __typename?: 'Customer';
  /** The customer id. */
  id: Scalars['ID']['output'];
  /** The customer's name. */
  title: Scalars['String']['output'];
};

/** A document about a product. */
export type Datasheet = {
  __typename?: 'Datasheet';
  /** The document's name. */
  title: Scalars['String']['output'];
  /** Where to download it. */
  url: Scalars['String']['output'];
};

/** How the goods reach the buyer. */
export type DeliveryMethod =
  /** A courier brings the goods to an address. */
  | 'COURIER'
  /** The buyer collects the goods at a pickup point. */
  | 'PICKUP';

/** One way to deliver a shipment, with its date and price. */
export type DeliveryVariant = {
  __typename?: 'DeliveryVariant';
  /** The price of the delivery. */
  cost: Money;
  /** The variant id, unique within its shipment. */
  id: Scalars['ID']['output'];
  /** Courier or pickup. */
  method: DeliveryMethod;
  /** When the shipment arrives (ISO 8601 date or date-time). */
  time: Scalars['String']['output'];
  /** The variant's name. */
  title: Scalars['String']['output'];
};

/** A product's size and mass. Lengths in millimetres, weight in kilograms, volume in cubic metres. */
export type Dimensions = {
  __typename?: 'Dimensions';
  /** Height, mm. */
  height: Scalars['Float']['output'];
  /** Length, mm. */
  length: Scalars['Float']['output'];
  /** Volume, m³. */
  volume: Scalars['Float']['output'];
  /** Weight, kg. */
  weight: Scalars['Float']['output'];
  /** Width, mm. */
  width: Scalars['Float']['output'];
};

/** A type of document a legal-entity order takes, recognised by the file's first bytes. */
export type DocumentType =
  /** A Word document (.docx). */
  | 'DOCX'
  /** A JPEG picture (a photo or a scan). */
  | 'JPEG'
  /** A PDF document. */
  | 'PDF'
  /** A PNG picture. */
  | 'PNG'
  /** An Excel workbook (.xlsx). */
  | 'XLSX';

/** The limits of the documents of a legal-entity order, said to the buyer before uploading. */
export type DocumentUploadLimits = {
  __typename?: 'DocumentUploadLimits';
  /** The largest file, in bytes. */
  maxFileBytes: Scalars['Int']['output'];
  /** The most documents one order carries. */
  maxFiles: Scalars['Int']['output'];
  /** The types taken. */
  types: Array<DocumentType>;
};

/** One value of a facet with the number of products that have it. */
export type FacetBucket = {
  __typename?: 'FacetBucket';
  /** How many products have it, with every other active filter applied. */
  count: Scalars['Int']['output'];
  /** The id of the entity (brand, category) or the value itself for properties. */
  entityId: Scalars['ID']['output'];
  /** The slug used in filters and links; the value itself for properties. */
  slug: Scalars['String']['output'];
  /** The value as it is shown. */
  title: Scalars['String']['output'];
};

/** A titled group of footer links. */
export type FooterColumn = {
  __typename?: 'FooterColumn';
  /** Its links. */
  links: Array<Link>;
  /** The column title. */
  title: Scalars['String']['output'];
};

/**
 * An uploaded document, named by its id in a legal-entity order. Documents are uploaded one by one
 * through the BFF route `POST /uploads/helpdesk/documents` (multipart field `document`).
 */
export type HelpdeskDocument = {
  __typename?: 'HelpdeskDocument';
  /** The type found in the first bytes. */
  contentType: Scalars['String']['output'];
  /** The file name the buyer chose. */
  fileName: Scalars['String']['output'];
  /** The document's id, for `RegisterLegalEntityOrderRequestInput.documentIds`. */
  id: Scalars['ID']['output'];
  /** The size in bytes. */
  size: Scalars['Int']['output'];
};

/** The result of a help-desk request. */
export type HelpdeskRequestPayload = {
  __typename?: 'HelpdeskRequestPayload';
  /** The number of the stored request, to quote to the sales team; null when it was refused. */
  requestNumber: Maybe<Scalars['String']['output']>;
  /**
   * Why the request was refused: a field that breaks its rule (field named), a missing or used
   * captcha, too many requests from this address (RATE_LIMITED), a market that does not take it, a
   * document over a limit.
   */
  userErrors: Array<UserError>;
};

/** A promotional banner of the home page. */
export type HomeBanner = {
  __typename?: 'HomeBanner';
  /** The banner id. */
  id: Scalars['ID']['output'];
  /** The banner picture. */
  image: Image;
  /** Where it leads. */
  link: Scalars['String']['output'];
  /** The banner's text alternative. */
  title: Scalars['String']['output'];
};

/** A category tile of the home page. */
export type HomeCategory = {
  __typename?: 'HomeCategory';
  /** The tile picture. */
  image: Maybe<Image>;
  /** The category's slug. */
  slug: Scalars['String']['output'];
  /** The category's name. */
  title: Scalars['String']['output'];
};

/** The home page's content. */
export type HomePage = {
  __typename?: 'HomePage';
  /** Promotional banners. */
  banners: Array<HomeBanner>;
  /** Category tiles. */
  categories: Array<HomeCategory>;
  /** Featured sellers. */
  sellers: Array<HomeSeller>;
  /** Title and meta of the page. */
  seo: Seo;
  /** The slider. */
  slides: Array<HomeSlide>;
};

/** A seller shown on the home page. */
export type HomeSeller = {
  __typename?: 'HomeSeller';
  /** The seller's logo, if any. */
  image: Maybe<Image>;
  /** The seller page's slug. */
  slug: Scalars['String']['output'];
  /** The seller's name. */
  title: Scalars['String']['output'];
};

/** One slide of the home page slider. */
export type HomeSlide = {
  __typename?: 'HomeSlide';
  /** The slide picture (shown 1515 px wide). */
  image: Image;
  /** Where the slide leads. */
  link: Scalars['String']['output'];
  /** The slide's text alternative. */
  title: Scalars['String']['output'];
};

/** A picture served by the store at /images/{id}?width=N. */
export type Image = {
  __typename?: 'Image';
  /** The image id. */
  id: Scalars['ID']['output'];
  /** The address of the image at the given width, relative to the store's origin. */
  url: Scalars['String']['output'];
};


/** A picture served by the store at /images/{id}?width=N. */
export type ImageUrlArgs = {
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** Stock of a product in one warehouse. */
export type Inventory = {
  __typename?: 'Inventory';
  /** Units in stock. */
  quantity: Scalars['Int']['output'];
  /** The warehouse's name. */
  warehouse: Scalars['String']['output'];
};

/** An invitation e-mailed to join the current account. */
export type Invitation = {
  __typename?: 'Invitation';
  /** The invited e-mail. */
  email: Scalars['String']['output'];
  /** When the link stops working (ISO 8601). */
  expiresAt: Scalars['String']['output'];
  /** The invitation id. */
  id: Scalars['ID']['output'];
  /** The role the invited user joins with. */
  role: AccountRole;
};

/** Whom to invite into the current account. */
export type InviteUserInput = {
  /** The e-mail address the invitation goes to. */
  email: Scalars['String']['input'];
};

/** The answer to an invitation. */
export type InviteUserPayload = {
  __typename?: 'InviteUserPayload';
  /** The invitation sent; null when it was not. */
  invitation: Maybe<Invitation>;
  /** Why it was not sent (INVALID_EMAIL, ALREADY_MEMBER, TOO_MANY_INVITATIONS), under field email. */
  userErrors: Array<UserError>;
};

/** Header, footer and mobile navigation of a market. */
export type Layout = {
  __typename?: 'Layout';
  /** The bottom menu of the header, with the promo sale entry. */
  bottomMenu: Array<NavItem>;
  /** The top express menu of the header. */
  expressMenu: Array<NavItem>;
  /** The footer's link columns. */
  footerColumns: Array<FooterColumn>;
  /** The footer's bottom line links (terms, agreement). */
  footerLinks: Array<Link>;
  /** The mobile bottom navigation. */
  mobileNavigation: Array<NavItem>;
};

/** A purchase or credit limit of the signed-in user. */
export type Limit = {
  __typename?: 'Limit';
  /** The amount, in the currency below. */
  amount: Scalars['Float']['output'];
  /** The ISO code of the limit's currency. */
  currencyCode: Scalars['String']['output'];
};

/** A plain link. */
export type Link = {
  __typename?: 'Link';
  /** The visible text. */
  title: Scalars['String']['output'];
  /** Where it leads: a path inside the store or an absolute address. */
  url: Scalars['String']['output'];
};

/** The products of a listing page with its facets. */
export type Listing = {
  __typename?: 'Listing';
  /** The filters that can be applied, with counts. */
  facets: ListingFacets;
  /** False when totalSize is an estimate. */
  isAccurate: Scalars['Boolean']['output'];
  /** The page shown, from 1. */
  page: Scalars['Int']['output'];
  /** Products per page. */
  pageSize: Scalars['Int']['output'];
  /** The products of the requested page. */
  products: Array<ProductCard>;
  /** How many products match in all. */
  totalSize: Scalars['Int']['output'];
};

/** The facets of a listing. */
export type ListingFacets = {
  __typename?: 'ListingFacets';
  /** Brands with counts. */
  brands: Array<FacetBucket>;
  /** Categories with counts. */
  categories: Array<FacetBucket>;
  /** The price range of the matching products; null when nothing matches. */
  price: Maybe<PriceRange>;
  /** Property facets. */
  properties: Array<PropertyFacet>;
  /** Virtual categories (collections) with counts. */
  virtualCategories: Array<FacetBucket>;
};

/** The filters of a listing. Each facet's counts respect every other active filter. */
export type ListingFilter = {
  /** Brand slugs; a product of any of them matches. */
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Category slugs; a product of any of them matches. */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The highest price, in the base currency. */
  priceMax?: InputMaybe<Scalars['Float']['input']>;
  /** The lowest price, in the base currency. */
  priceMin?: InputMaybe<Scalars['Float']['input']>;
  /** Property filters; a product must match all of them. */
  properties?: InputMaybe<Array<PropertyFilter>>;
  /**
   * Slugs of virtual categories (current promotions, as the virtualCategories facet lists them); a
   * product taking part in any of them matches.
   */
  virtualCategories?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Which products a listing shows: its scope, the search text, the filters, the order and the page. */
export type ListingInput = {
  /** The active filters. */
  filter?: InputMaybe<ListingFilter>;
  /** The page, from 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Products per page (24 by default, at most 100). */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** The scope of the listing; absent for the whole catalogue or a search. */
  scope?: InputMaybe<ListingScope>;
  /** The order of the products (popularity by default). */
  sort?: InputMaybe<ListingSort>;
  /** The search text. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A listing limited to one category, promotion or seller. */
export type ListingScope = {
  /** What the slug names. */
  kind: ListingScopeKind;
  /** The slug of the category, promotion or seller. */
  slug: Scalars['String']['input'];
};

/** The kinds of listing scope. */
export type ListingScopeKind =
  /** A category and its subcategories. */
  | 'CATEGORY'
  /** A promotion's products. */
  | 'PROMO'
  /** A seller's products. */
  | 'SELLER';

/** The orders a listing can be sorted in. */
export type ListingSort =
  /** Newest first. */
  | 'NEWEST'
  /** Most popular first (the default). */
  | 'POPULARITY'
  /** Cheapest first. */
  | 'PRICE_ASC'
  /** Most expensive first. */
  | 'PRICE_DESC';

/** Where maps take their tiles from (the web's map component), set by configuration. */
export type MapTiles = {
  __typename?: 'MapTiles';
  /** The attribution the tile provider requires, as HTML. */
  attribution: Scalars['String']['output'];
  /** The highest zoom the provider serves. */
  maxZoom: Scalars['Int']['output'];
  /** The tile address template with {z}, {x}, {y} (and optionally {s}) placeholders. */
  urlTemplate: Scalars['String']['output'];
};

/** The market (brand) this request is served for, resolved from the Host header. */
export type Market = {
  __typename?: 'Market';
  /** The market's configuration: sign-in strategies and what a cart needs. */
  config: MarketConfig;
  /** The market id sent to the REST API (garwin, sprout, ipr, licota or the white-label id). */
  id: Scalars['ID']['output'];
  /** Header, footer and mobile navigation. */
  layout: Layout;
  /** The brand name shown to people. */
  name: Scalars['String']['output'];
  /** The market's settings: contacts, links, flags. */
  settings: MarketSettings;
  /** Which of the front end's themes dresses this market. */
  theme: MarketTheme;
};

/** A market's configuration. */
export type MarketConfig = {
  __typename?: 'MarketConfig';
  /** The sign-in strategies, the first being the default tab. */
  authStrategies: Array<AuthStrategy>;
  /** What a visitor needs before adding to the cart (for example AUTH). */
  requiredForCart: Array<Scalars['String']['output']>;
};

/** A market's settings. */
export type MarketSettings = {
  __typename?: 'MarketSettings';
  /** How to reach the store. */
  contacts: Contacts;
  /** The copyright line of the footer. */
  copyright: Scalars['String']['output'];
  /** The base currency and the display currencies a visitor may choose. */
  currencies: Currencies;
  /** True when the header offers the location selector and the city is detected. */
  geolocation: Scalars['Boolean']['output'];
  /** Social network links of the footer. */
  socialLinks: Array<SocialLink>;
  /** The footer subscription section; null on markets without one. */
  subscription: Maybe<NewsletterSection>;
};

/** The front end's themes; the white-label market uses PRODUCT. */
export type MarketTheme =
  /** The garwin brand. */
  | 'GARWIN'
  /** The ipr brand. */
  | 'IPR'
  /** The licota brand. */
  | 'LICOTA'
  /** The white-label slot, named by configuration. */
  | 'PRODUCT'
  /** The sprout brand. */
  | 'SPROUT';

/** An amount of money in the base currency; the client converts it to the display currency. */
export type Money = {
  __typename?: 'Money';
  /** The amount. */
  amount: Scalars['Float']['output'];
  /** The currency code (RUB by default). */
  currencyCode: Scalars['String']['output'];
};

/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Joins the account of an invitation, with the token of its link. */
  acceptInvitation: AcceptInvitationPayload;
  /** Saves a pickup point among the user's pickup addresses. */
  addPickupAddress: AddPickupAddressPayload;
  /** Quick order: puts many articles in the cart at once and says which lines could not be added. */
  addProductsToCart: AddProductsToCartPayload;
  /** Puts pieces of a product in the cart (adds to the line when it is there). */
  addToCart: CartPayload;
  /** Accepts the current offers of every changed line (the new prices). */
  approveCartPrices: CartPayload;
  /** Adds a company of the register to the current account; needs CREATE_COMPANY. */
  createCompany: CreateCompanyPayload;
  /** Saves a contact (name, phone and e-mail are checked as at sign-in). */
  createContact: CreateContactPayload;
  /** Saves a courier address. */
  createCourierAddress: CreateCourierAddressPayload;
  /** E-mails an invitation to join the current account as a guest; needs INVITE_USERS. */
  inviteUser: InviteUserPayload;
  /** Starts paying an order online: answers the provider's page to send the buyer to. */
  payOrder: PayOrderPayload;
  /** Applies a promo code; a refused code says why. */
  redeemPromoCode: CheckoutOrderPayload;
  /** Registers a legal entity's order request with its uploaded documents. */
  registerLegalEntityOrderRequest: HelpdeskRequestPayload;
  /** Asks to rent a product for a period. */
  registerRentRequest: HelpdeskRequestPayload;
  /** Removes lines. */
  removeFromCart: CartPayload;
  /** Asks the market's people to call back (where the market takes callback requests). */
  requestCallback: HelpdeskRequestPayload;
  /** Sends a one-time code by e-mail or SMS. */
  requestOtp: RequestOtpPayload;
  /** Asks for a commercial proposal on a product (signed-in buyers). */
  requestProposal: HelpdeskRequestPayload;
  /**
   * E-mails a pending invitation again with a new link (the old one stops working); needs
   * INVITE_USERS.
   */
  resendInvitation: ResendInvitationPayload;
  /** Revokes a pending invitation: its link joins nobody; needs INVITE_USERS. */
  revokeInvitation: RevokeInvitationPayload;
  /** Removes the promo code. */
  revokePromoCode: CheckoutOrderPayload;
  /** Works in another account of the user; its first company becomes the customer. */
  selectAccount: SelectContextPayload;
  /** Selects lines for checkout or leaves them out. */
  selectCartItems: CartPayload;
  /** Buys for another company of the current account: prices and delivery follow it. */
  selectCustomer: SelectContextPayload;
  /** Sends feedback to the market's people (where the market takes feedback). */
  sendFeedback: HelpdeskRequestPayload;
  /** Chooses the contact of a checkout order. */
  setCheckoutContact: CheckoutOrderPayload;
  /** Chooses the cost centre (one of the current account's). */
  setCheckoutCostCenter: CheckoutOrderPayload;
  /** Chooses courier delivery to a saved address. */
  setCheckoutCourierAddress: CheckoutOrderPayload;
  /** Chooses the delivery variant of a shipment. */
  setCheckoutDeliveryVariant: CheckoutOrderPayload;
  /** Chooses the payment method (an available one). */
  setCheckoutPaymentMethod: CheckoutOrderPayload;
  /** Chooses pickup at a saved pickup address. */
  setCheckoutPickupAddress: CheckoutOrderPayload;
  /** Ends the session (sign-out). */
  signOut: SignOutPayload;
  /** Places the order; the same attempt key gives the same purchase however often it is sent. */
  submitCheckout: SubmitCheckoutPayload;
  /** Subscribes an e-mail to the market's newsletter; only markets with a subscription section have one. */
  subscribe: SubscribePayload;
  /** Sets a line's quantity. */
  updateCartItemQuantity: CartPayload;
  /** Changes the names of the signed-in user. */
  updateProfile: UpdateProfilePayload;
  /** Changes a member's role; needs MANAGE_USERS. */
  updateUserRole: UpdateUserRolePayload;
  /** Checks a one-time code and signs in (or registers). One per operation. */
  verifyOtp: VerifyOtpPayload;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationAddPickupAddressArgs = {
  input: AddPickupAddressInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationAddProductsToCartArgs = {
  input: AddProductsToCartInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCreateCompanyArgs = {
  input: CreateCompanyInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCreateContactArgs = {
  input: CreateContactInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCreateCourierAddressArgs = {
  input: CreateCourierAddressInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationPayOrderArgs = {
  input: PayOrderInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRedeemPromoCodeArgs = {
  input: RedeemPromoCodeInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRegisterLegalEntityOrderRequestArgs = {
  input: RegisterLegalEntityOrderRequestInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRegisterRentRequestArgs = {
  input: RegisterRentRequestInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRemoveFromCartArgs = {
  input: RemoveFromCartInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRequestCallbackArgs = {
  input: RequestCallbackInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRequestOtpArgs = {
  input: RequestOtpInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRequestProposalArgs = {
  input: RequestProposalInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationResendInvitationArgs = {
  input: ResendInvitationInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRevokeInvitationArgs = {
  input: RevokeInvitationInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRevokePromoCodeArgs = {
  input: RevokePromoCodeInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSelectAccountArgs = {
  input: SelectAccountInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSelectCartItemsArgs = {
  input: SelectCartItemsInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSelectCustomerArgs = {
  input: SelectCustomerInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSendFeedbackArgs = {
  input: SendFeedbackInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSetCheckoutContactArgs = {
  input: SetCheckoutContactInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSetCheckoutCostCenterArgs = {
  input: SetCheckoutCostCenterInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSetCheckoutCourierAddressArgs = {
  input: SetCheckoutCourierAddressInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSetCheckoutDeliveryVariantArgs = {
  input: SetCheckoutDeliveryVariantInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSetCheckoutPaymentMethodArgs = {
  input: SetCheckoutPaymentMethodInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSetCheckoutPickupAddressArgs = {
  input: SetCheckoutPickupAddressInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSubmitCheckoutArgs = {
  input: SubmitCheckoutInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSubscribeArgs = {
  input: SubscribeInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationUpdateCartItemQuantityArgs = {
  input: UpdateCartItemQuantityInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationUpdateUserRoleArgs = {
  input: UpdateUserRoleInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationVerifyOtpArgs = {
  input: VerifyOtpInput;
};

/** A link of the header, footer or mobile navigation. */
export type NavItem = {
  __typename?: 'NavItem';
  /** True when the link is drawn as highlighted (the promo sale entry). */
  highlight: Scalars['Boolean']['output'];
  /** An icon name (for example sale, home, catalog, cart, user, phone); null for none. */
  icon: Maybe<Scalars['String']['output']>;
  /** The visible text. */
  title: Scalars['String']['output'];
  /** Where it leads. */
  url: Scalars['String']['output'];
};

/** The footer's newsletter subscription section. */
export type NewsletterSection = {
  __typename?: 'NewsletterSection';
  /** The text under the title. */
  description: Scalars['String']['output'];
  /** The section title. */
  title: Scalars['String']['output'];
};

/** An order of the current account, as the cabinet shows it. */
export type Order = {
  __typename?: 'Order';
  /** The group of statuses the order belongs to in the list filter. */
  aggregatedStatus: OrderAggregatedStatus;
  /** Who to call about the order. */
  contact: Maybe<OrderContact>;
  /** The cost centre the order is booked to, if any. */
  costCenter: Maybe<CostCenter>;
  /** When the order was placed (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The company the order was placed for; null for a private buyer. */
  customer: Maybe<OrderCustomer>;
  /** The order id (the cabinet's /cabinet/orders/{id}). */
  id: Scalars['ID']['output'];
  /** Where the browser downloads the invoice PDF (счёт на оплату); null when it cannot. */
  invoiceUrl: Maybe<Scalars['String']['output']>;
  /** The lines. */
  items: Array<OrderItem>;
  /** The human-readable number, e.g. GW-100234. */
  number: Scalars['String']['output'];
  /** The payment side: what is paid and what is owed. */
  payment: OrderPayment;
  /** The seller's name. */
  sellerTitle: Maybe<Scalars['String']['output']>;
  /** How and where the order is delivered. */
  shipping: OrderShipping;
  /** Where the order stands. */
  status: OrderStatus;
  /** The sums. */
  summary: OrderSummary;
  /** The parcels at carriers; fetched for all orders of a page in one call. */
  tracking: Array<OrderTracking>;
  /** The user who placed the order. */
  user: Maybe<OrderUser>;
};

/** The groups of statuses the order list filters by (the list's `aggregated_status` facet). */
export type OrderAggregatedStatus =
  /** In progress: NEW, PAID, ASSEMBLING, SHIPPED and READY_FOR_PICKUP. */
  | 'ACTIVE'
  /** Waiting for the buyer's payment. */
  | 'AWAITING_PAYMENT'
  /** Cancelled. */
  | 'CANCELLED'
  /** Received by the buyer. */
  | 'COMPLETED';

/** A page of the current account's orders, newest first. */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** The orders of this page. */
  orders: Array<Order>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** The status groups with their counts. */
  statusFacet: Array<OrderStatusFacetBucket>;
};

/** Who to call about an order. */
export type OrderContact = {
  __typename?: 'OrderContact';
  /** The contact's e-mail. */
  email: Maybe<Scalars['String']['output']>;
  /** The contact's name. */
  name: Maybe<Scalars['String']['output']>;
  /** The contact's phone. */
  phone: Maybe<Scalars['String']['output']>;
};

/** The company an order was placed for. */
export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  /** The customer id. */
  id: Scalars['ID']['output'];
  /** The company's ИНН. */
  inn: Maybe<Scalars['String']['output']>;
  /** The company's КПП, if it has one. */
  kpp: Maybe<Scalars['String']['output']>;
  /** The company's name. */
  title: Scalars['String']['output'];
};

/** How an order reaches the buyer. */
export type OrderDeliveryMethod =
  /** A courier brings it to the address. */
  | 'COURIER'
  /** The buyer collects it at a pickup point. */
  | 'PICKUP';

/** A line of an order: a product at the price it was bought for. */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** The product's brand. */
  brand: Maybe<Brand>;
  /** The line's id (the order id and the product id). */
  id: Scalars['ID']['output'];
  /** The product's picture. */
  image: Maybe<Image>;
  /** The price of one piece. */
  price: Money;
  /** The product id. */
  productId: Scalars['ID']['output'];
  /** How many pieces. */
  quantity: Scalars['Int']['output'];
  /** The product's article. */
  sku: Maybe<Scalars['String']['output']>;
  /** The product's slug (a link to /tovar/{slug}). */
  slug: Maybe<Scalars['String']['output']>;
  /** The product's name as it was bought. */
  title: Scalars['String']['output'];
  /** The price times the quantity. */
  total: Money;
};

/** The payment side of an order. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  /** What the buyer may do besides paying online. */
  abilities: OrderPaymentAbilities;
  /** What has been paid so far. */
  amountPaid: Money;
  /** True when the order is paid from the customer's credit limit. */
  credit: Scalars['Boolean']['output'];
  /** What is still owed: the total minus the amount paid. */
  dueAmount: Money;
  /** Why the last online payment failed, if it did. */
  error: Maybe<Scalars['String']['output']>;
  /** True when the order is paid in instalments. */
  installment: Scalars['Boolean']['output'];
  /** The method chosen at checkout. */
  method: OrderPaymentMethod;
  /** True when the order can be paid online now (the pay button). */
  online: Scalars['Boolean']['output'];
  /** How much is paid. */
  status: OrderPaymentStatus;
};

/** What the payment of an order allows. */
export type OrderPaymentAbilities = {
  __typename?: 'OrderPaymentAbilities';
  /** The order may be paid by invoice. */
  invoice: Scalars['Boolean']['output'];
  /** The invoice PDF may be downloaded (company buyers). */
  invoiceDownload: Scalars['Boolean']['output'];
};

/** How the buyer chose to pay for an order at checkout. */
export type OrderPaymentMethod =
  /** A bank card online. */
  | 'CARD_ONLINE'
  /** Deferred payment within the customer's credit limit. */
  | 'CREDIT'
  /** By invoice (companies only). */
  | 'INVOICE'
  /** On receipt of the goods. */
  | 'ON_RECEIPT'
  /** The Faster Payments System (СБП). */
  | 'SBP'
  /** Not chosen. */
  | 'UNSPECIFIED';

/** How much of an order has been paid. */
export type OrderPaymentStatus =
  /** Nothing paid yet. */
  | 'NOT_PAID'
  /** Paid in full. */
  | 'PAID'
  /** Part of the total paid; the due amount is what is left. */
  | 'PARTIALLY_PAID'
  /** The money went back to the buyer. */
  | 'REFUNDED';

/** How and where an order is delivered. */
export type OrderShipping = {
  __typename?: 'OrderShipping';
  /** The delivery address, or the pickup point's address. */
  address: Maybe<Scalars['String']['output']>;
  /** Who receives the goods. */
  contact: Maybe<OrderContact>;
  /** Courier or pickup. */
  method: OrderDeliveryMethod;
  /** The brand of the pickup point's network. */
  pickupPointBrand: Maybe<Scalars['String']['output']>;
  /** The kind of the pickup point (the seller's own store, a partner point, a parcel locker). */
  pickupPointKind: Maybe<Scalars['String']['output']>;
};

/**
 * Where an order stands. The back office moves an order along; the web shows a Russian label for
 * each value.
 */
export type OrderStatus =
  /** The seller is picking the goods. */
  | 'ASSEMBLING'
  /** Placed with an online or invoice payment that has not been paid in full yet. */
  | 'AWAITING_PAYMENT'
  /** Cancelled; nothing more happens. */
  | 'CANCELLED'
  /** Placed, waiting for the seller (payment on receipt or by credit). */
  | 'NEW'
  /** Paid in full, waiting for assembly. */
  | 'PAID'
  /** Waiting at the pickup point. */
  | 'READY_FOR_PICKUP'
  /** The buyer has the goods. */
  | 'RECEIVED'
  /** Handed to the carrier; tracking numbers may follow. */
  | 'SHIPPED';

/** How many orders are in a status group (the list's filter). */
export type OrderStatusFacetBucket = {
  __typename?: 'OrderStatusFacetBucket';
  /** How many orders of the account are in it, whatever the filter. */
  count: Scalars['Int']['output'];
  /** The status group. */
  status: OrderAggregatedStatus;
};

/** The sums of an order. */
export type OrderSummary = {
  __typename?: 'OrderSummary';
  /** How many goods (pieces) the order has. */
  goodsCount: Scalars['Int']['output'];
  /** The delivery cost. */
  shipping: Money;
  /** The goods before discounts. */
  subtotal: Money;
  /** What the order costs in all. */
  total: Money;
};

/** A parcel of an order at a carrier. */
export type OrderTracking = {
  __typename?: 'OrderTracking';
  /** The carrier's tracking number. */
  number: Scalars['String']['output'];
  /** The carrier's name. */
  providerTitle: Maybe<Scalars['String']['output']>;
  /** Where the buyer follows the parcel, if the carrier has a page. */
  url: Maybe<Scalars['String']['output']>;
};

/** The user who placed an order. */
export type OrderUser = {
  __typename?: 'OrderUser';
  /** The name to show: the user's names, else the e-mail or phone. */
  displayName: Maybe<Scalars['String']['output']>;
  /** The user id. */
  id: Scalars['ID']['output'];
};

/** One thing in a product's package. */
export type PackageItem = {
  __typename?: 'PackageItem';
  /** How many. */
  quantity: Scalars['Int']['output'];
  /** The thing's name. */
  title: Scalars['String']['output'];
};

/**
 * Where a page of a paged list stands. Every paged list uses this shape and the arguments
 * `pageNumber` (from 1) and `pageSize`.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The page number, from 1. */
  pageNumber: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
  /** How many items there are in all pages. */
  totalSize: Scalars['Int']['output'];
};

/** Starts an online payment of an order. */
export type PayOrderInput = {
  /**
   * A key the client makes once per payment attempt and sends again on a retry, so a retried pay
   * never starts a second payment.
   */
  idempotencyKey: Scalars['String']['input'];
  /** The order to pay. */
  orderId: Scalars['ID']['input'];
};

/** Where to send the buyer to pay. */
export type PayOrderPayload = {
  __typename?: 'PayOrderPayload';
  /** The payment provider's page the buyer goes to; null on failure. */
  confirmationUrl: Maybe<Scalars['String']['output']>;
  /** The id of the payment started (or found again by the idempotency key); null on failure. */
  paymentId: Maybe<Scalars['ID']['output']>;
  /** Why the order cannot be paid now. */
  userErrors: Array<UserError>;
};

/** One online payment of an order (the /cabinet/payment/{id} page). */
export type Payment = {
  __typename?: 'Payment';
  /** The amount of this payment. */
  amount: Money;
  /** Why the payment failed, if it did. */
  error: Maybe<Scalars['String']['output']>;
  /** The payment id. */
  id: Scalars['ID']['output'];
  /** The order the payment is for. */
  orderId: Scalars['ID']['output'];
  /** The order's number. */
  orderNumber: Scalars['String']['output'];
  /** Where the payment stands; the page follows it until it settles. */
  status: PaymentStatus;
};

/** How an order is paid (the REST API's PAYMENT_METHOD_* values without the prefix). */
export type PaymentMethod =
  /** A bank card online, right after the order is placed. */
  | 'CARD_ONLINE'
  /** Deferred payment within the customer's credit limit. */
  | 'CREDIT'
  /** A bank transfer by invoice; companies only. */
  | 'INVOICE'
  /** Payment on receipt of the goods. */
  | 'ON_RECEIPT'
  /** The Faster Payments System (СБП). */
  | 'SBP';

/** A payment method of a checkout order, and whether it can be chosen now. */
export type PaymentMethodOption = {
  __typename?: 'PaymentMethodOption';
  /** True when the buyer can choose it now. */
  available: Scalars['Boolean']['output'];
  /** The method. */
  method: PaymentMethod;
  /** Why it cannot be chosen now (in Russian), when it is not available. */
  reason: Maybe<Scalars['String']['output']>;
};

/** Where one online payment stands at the payment provider. */
export type PaymentStatus =
  /** Declined or abandoned; the buyer may pay again. */
  | 'CANCELED'
  /** Created; the buyer has not finished the provider's page yet. */
  | 'PENDING'
  /** The money is received; the order's paid amount includes it. */
  | 'SUCCEEDED'
  /** Authorised by the bank, waiting to be captured. */
  | 'WAITING_FOR_CAPTURE';

/** An invitation of the current account nobody has accepted yet. */
export type PendingInvitation = {
  __typename?: 'PendingInvitation';
  /** The invited e-mail. */
  email: Scalars['String']['output'];
  /** When the link stops working (ISO 8601). */
  expiresAt: Scalars['String']['output'];
  /** The invitation id. */
  id: Scalars['ID']['output'];
  /** The role the invited user joins with. */
  role: AccountRole;
  /** When the last letter was sent (ISO 8601). */
  sentAt: Scalars['String']['output'];
  /** Whether its link still works. */
  state: PendingInvitationState;
};

/** Whether a pending invitation's link still works. */
export type PendingInvitationState =
  /** The link has expired; a resend gives a new one. */
  | 'EXPIRED'
  /** The link works until expiresAt. */
  | 'PENDING';

/** A pickup point the user saved for their orders. */
export type PersonalPickupAddress = {
  __typename?: 'PersonalPickupAddress';
  /** The saved address id. */
  id: Scalars['ID']['output'];
  /** The pickup point. */
  pickupPoint: PickupPoint;
};

/** A place where the buyer collects an order: the store's own point or a partner network's. */
export type PickupPoint = {
  __typename?: 'PickupPoint';
  /** The network the point belongs to (the store or a partner), shown with the address. */
  brand: Scalars['String']['output'];
  /** What pickup here costs. */
  cost: Money;
  /** The pickup point id. */
  id: Scalars['ID']['output'];
  /** The kind of point. */
  kind: PickupPointKind;
  /** The latitude, for the map. */
  latitude: Scalars['Float']['output'];
  /** The longitude, for the map. */
  longitude: Scalars['Float']['output'];
  /** The postal address. */
  postalAddress: Scalars['String']['output'];
  /** When the point is open, as the network writes it. */
  schedule: Scalars['String']['output'];
  /** The point's name. */
  title: Scalars['String']['output'];
};

/** The kind of a pickup point. */
export type PickupPointKind =
  /** A parcel locker. */
  | 'LOCKER'
  /** A partner network's office. */
  | 'PARTNER'
  /** The store's own point. */
  | 'STORE';

/** Which way a price moved. */
export type PriceDirection =
  /** The price went down. */
  | 'DOWN'
  /** The price went up. */
  | 'UP';

/** A price range in the base currency. */
export type PriceRange = {
  __typename?: 'PriceRange';
  /** The highest price. */
  max: Scalars['Float']['output'];
  /** The lowest price. */
  min: Scalars['Float']['output'];
};

/** The store's price terms with a company. */
export type PriceType = {
  __typename?: 'PriceType';
  /** The price type's code (RETAIL, WHOLESALE, DEALER…). */
  code: Scalars['String']['output'];
  /** Days added to (or, when negative, taken from) delivery times. */
  deliveryDaysOffset: Scalars['Int']['output'];
  /** The discount off retail prices, in percent. */
  discountPercent: Scalars['Float']['output'];
  /** The price type's name. */
  title: Scalars['String']['output'];
};

/** A product page. */
export type Product = {
  __typename?: 'Product';
  /** The brand. */
  brand: Maybe<Brand>;
  /** The trail from the catalogue root to the product's category. */
  breadcrumbs: Array<Breadcrumb>;
  /** The category. */
  category: Maybe<CategoryRef>;
  /** Documents. */
  datasheets: Array<Datasheet>;
  /** The description (plain text, paragraphs separated by blank lines). */
  description: Maybe<Scalars['String']['output']>;
  /** Size and mass; null when unknown. */
  dimensions: Maybe<Dimensions>;
  /** Selling points. */
  features: Array<Scalars['String']['output']>;
  /** The product id. */
  id: Scalars['ID']['output'];
  /** The pictures, first is the main one. */
  images: Array<Image>;
  /** Stock per warehouse. */
  inventories: Array<Inventory>;
  /** What is in the package. */
  items: Array<PackageItem>;
  /** The prices. */
  price: ProductPrice;
  /** The properties. */
  properties: Array<ProductProperty>;
  /** The seller. */
  seller: Maybe<SellerRef>;
  /** Search-engine data of the product page. */
  seo: Seo;
  /** Pickup and delivery. */
  shipping: Shipping;
  /** The stock keeping unit. */
  sku: Scalars['String']['output'];
  /** The product page's slug. */
  slug: Scalars['String']['output'];
  /** Whether it can be bought. */
  status: ProductStatus;
  /** The product's name. */
  title: Scalars['String']['output'];
  /** A video address; null when none. */
  video: Maybe<Scalars['String']['output']>;
  /** The frames of a 360° view; empty when none. */
  video360: Array<Image>;
  /** The warranty as it is shown, for example «3 года»; null when none. */
  warranty: Maybe<Scalars['String']['output']>;
};

/** A product as listings, suggestions and recommendations show it. */
export type ProductCard = {
  __typename?: 'ProductCard';
  /** The brand. */
  brand: Maybe<Brand>;
  /** The category. */
  category: Maybe<CategoryRef>;
  /** The product id. */
  id: Scalars['ID']['output'];
  /** The first picture. */
  image: Maybe<Image>;
  /** The prices. */
  price: ProductPrice;
  /** The seller. */
  seller: Maybe<SellerRef>;
  /** The stock keeping unit. */
  sku: Scalars['String']['output'];
  /** The product page's slug (/tovar/{slug}). */
  slug: Scalars['String']['output'];
  /** Whether it can be bought. */
  status: ProductStatus;
  /** The product's name. */
  title: Scalars['String']['output'];
};

/** The prices of a product for the visitor. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** The base (list) price; null when the product has none. */
  base: Maybe<Money>;
  /** The discount off the base price, in percent; 0 when none. */
  discount: Scalars['Int']['output'];
  /** The visitor's own price (after customer discounts); the price to pay. */
  user: Money;
};

/** One property of a product. */
export type ProductProperty = {
  __typename?: 'ProductProperty';
  /** The property id. */
  id: Scalars['ID']['output'];
  /** The property's name. */
  title: Scalars['String']['output'];
  /** The units, if any. */
  units: Maybe<Scalars['String']['output']>;
  /** The value as it is shown. */
  value: Scalars['String']['output'];
};

/** Whether and how a product can be bought. */
export type ProductStatus =
  /** In stock, ships now. */
  | 'IN_STOCK'
  /** Not in stock; delivered to order. */
  | 'ON_ORDER'
  /** Not available. */
  | 'OUT_OF_STOCK';

/** The names and contacts of the signed-in user. */
export type Profile = {
  __typename?: 'Profile';
  /** The e-mail the user signs in with, if any. */
  email: Maybe<Scalars['String']['output']>;
  /** The first name; empty when not given. */
  firstName: Scalars['String']['output'];
  /** The last name; empty when not given. */
  lastName: Scalars['String']['output'];
  /** The purchase or credit limit, null when the user has none. */
  limit: Maybe<Limit>;
  /** The middle name; empty when not given. */
  middleName: Scalars['String']['output'];
  /** The phone the user signs in with, if any. */
  phone: Maybe<Scalars['String']['output']>;
};

/** A promotion. */
export type Promo = {
  __typename?: 'Promo';
  /** The first day, ISO 8601. */
  activeSince: Maybe<Scalars['String']['output']>;
  /** The last day, ISO 8601. */
  activeUntil: Maybe<Scalars['String']['output']>;
  /** The short announcement. */
  announcement: Maybe<Scalars['String']['output']>;
  /** The full description. */
  description: Maybe<Scalars['String']['output']>;
  /** The promotion id. */
  id: Scalars['ID']['output'];
  /** The promotion's picture. */
  image: Maybe<Image>;
  /** Search-engine data of the promotion page. */
  seo: Seo;
  /** The promotion's slug (/promos/{slug}). */
  slug: Scalars['String']['output'];
  /** The promotion's name. */
  title: Scalars['String']['output'];
};

/** The page of all promotions. */
export type PromoCatalogPage = {
  __typename?: 'PromoCatalogPage';
  /** The promotions. */
  promos: Array<Promo>;
  /** Search-engine data of the page. */
  seo: Seo;
};

/** A property facet: values to choose from, or a number range, with units. */
export type PropertyFacet = {
  __typename?: 'PropertyFacet';
  /** The values with counts (enumerations). */
  buckets: Array<FacetBucket>;
  /** The property id used in filters. */
  id: Scalars['ID']['output'];
  /** The highest value (numbers). */
  max: Maybe<Scalars['Float']['output']>;
  /** The lowest value (numbers). */
  min: Maybe<Scalars['Float']['output']>;
  /** The property's name. */
  title: Scalars['String']['output'];
  /** How its values are filtered. */
  type: PropertyFacetType;
  /** The units, for example «Вт»; null when the property has none. */
  units: Maybe<Scalars['String']['output']>;
};

/** How a property's values are filtered. */
export type PropertyFacetType =
  /** A set of values to choose from. */
  | 'ENUM'
  /** A number with a min/max range. */
  | 'NUMBER';

/** A filter on one property: chosen values, or a range for numbers. */
export type PropertyFilter = {
  /** The property id. */
  id: Scalars['ID']['input'];
  /** The highest value (numbers). */
  max?: InputMaybe<Scalars['Float']['input']>;
  /** The lowest value (numbers). */
  min?: InputMaybe<Scalars['Float']['input']>;
  /** The chosen values (enumerations); any of them matches. */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** What one submit created: one order per seller. */
export type Purchase = {
  __typename?: 'Purchase';
  /** The purchase id. */
  id: Scalars['ID']['output'];
  /** The orders created. */
  orders: Array<PurchaseOrder>;
};

/** An order created by a submit. */
export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  /** The order id. */
  id: Scalars['ID']['output'];
  /** The order's number for people, e.g. GW-100234. */
  number: Scalars['String']['output'];
  /** How the buyer pays. */
  paymentMethod: Maybe<PaymentMethod>;
  /** The order's status (wire value: NEW, AWAITING_PAYMENT, PAID, …). */
  status: Scalars['String']['output'];
  /** What the buyer pays. */
  total: Money;
};

/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** The market's company page. */
  aboutCompanyPage: AboutCompanyPage;
  /** The users of the current account, paged; needs LIST_USERS. */
  accountUsers: AccountUserPage;
  /** The accounts of the signed-in user, paged (pages from 1, 20 by default). */
  accounts: AccountSummaryPage;
  /** Addresses matching what the buyer typed; empty for a query under 3 characters. */
  addressSuggestions: Array<AddressSuggestion>;
  /** Web analytics settings of the deployment (METRICA_COUNTER_ID). */
  analytics: AnalyticsSettings;
  /** The brands page of the current market. */
  brandIndex: BrandIndexPage;
  /** A fresh ALTCHA proof-of-work challenge (JSON) for the captcha of SMS sign-in. */
  captchaChallenge: Scalars['String']['output'];
  /** The shopper's cart; null only when the cart cannot be loaded right now (the page still shows). */
  cart: Maybe<Cart>;
  /** A category page by slug; null when no category has that slug. */
  category: Maybe<Category>;
  /** The catalogue's root page: the top categories with their children, and the page's SEO data. */
  categoryCatalog: CategoryCatalogPage;
  /** The signed-in user's checkout, brought up to date with the cart's selected available lines. */
  checkout: Checkout;
  /** The city nearest to a point (decimal degrees as strings), not yet confirmed. */
  cityByGeo: City;
  /** The city of the visitor's IP address, else the default city; not yet confirmed. */
  cityByIp: City;
  /** The companies of the current account, paged; needs LIST_COMPANIES. */
  companies: CompanyPage;
  /** The user's saved contacts. */
  contacts: Array<Contact>;
  /** An information page of the current market; null for an unknown slug. */
  contentPage: Maybe<ContentPage>;
  /** The information pages of the current market, in menu order. */
  contentPages: Array<ContentPageEntry>;
  /** The cost centres of the current account; needs LIST_COST_CENTERS. */
  costCenters: Array<CostCenter>;
  /** The user's saved courier addresses. */
  courierAddresses: Array<CourierAddress>;
  /** The visitor's city. */
  currentCity: City;
  /** The limits of documents of a legal-entity order. */
  documentUploadLimits: DocumentUploadLimits;
  /** A company of the state register by type and tax ids; null when there is none. */
  findCompany: Maybe<RegistryCompany>;
  /** The home page of the current market. */
  homePage: HomePage;
  /** A listing: products with facets, for the catalogue, a category, a promotion, a seller or a search. */
  listing: Listing;
  /** The tile source of maps (pickup points at checkout, the company page). */
  mapTiles: MapTiles;
  /** The market of this request. */
  market: Market;
  /** An order of the current account; null when there is none or it is not visible to the user. */
  order: Maybe<Order>;
  /**
   * The current account's orders, newest first, paged (page 1 and 20 per page by default),
   * optionally of one status group.
   */
  orders: OrderConnection;
  /** An online payment of the user's orders; null when there is none. */
  payment: Maybe<Payment>;
  /**
   * The invitations of the current account nobody has accepted yet, newest first; needs
   * INVITE_USERS.
   */
  pendingInvitations: Array<PendingInvitation>;
  /** The user's saved pickup addresses. */
  pickupAddresses: Array<PersonalPickupAddress>;
  /** The pickup points of the visitor's city. */
  pickupPoints: Array<PickupPoint>;
  /** A product page by slug; null when no product has that slug. */
  product: Maybe<Product>;
  /** A promotion by slug; null when no promotion has that slug. */
  promo: Maybe<Promo>;
  /** Every promotion of the market, current ones first. */
  promoCatalog: PromoCatalogPage;
  /** A purchase of the signed-in user; null when there is none with this id. */
  purchase: Maybe<Purchase>;
  /** Products recommended next to a product (page size 8). A failure gives an empty list. */
  recommendedProducts: Array<ProductCard>;
  /** Whether a product may be rented; null when there is no such product. */
  rentTerms: Maybe<RentTerms>;
  /** Cities whose name starts with the query, larger first (at most 20); empty lists the largest. */
  searchCities: Array<City>;
  /** Suggestions for the search box while the visitor types. */
  searchSuggestions: SearchSuggestions;
  /** The currency code chosen by the visitor (the currencyCode cookie), or null for the base currency. */
  selectedCurrencyCode: Maybe<Scalars['String']['output']>;
  /** A seller page by slug; null when no seller has that slug. */
  seller: Maybe<Seller>;
  /** The signed-in user, or null for a visitor without a session. */
  viewer: Maybe<Viewer>;
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryAccountUsersArgs = {
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryAccountsArgs = {
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryAddressSuggestionsArgs = {
  query: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryCategoryArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryCityByGeoArgs = {
  latitude: Scalars['String']['input'];
  longitude: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryCompaniesArgs = {
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryContentPageArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryFindCompanyArgs = {
  inn: Scalars['String']['input'];
  kpp?: InputMaybe<Scalars['String']['input']>;
  type: CompanyType;
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryListingArgs = {
  input: ListingInput;
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryOrdersArgs = {
  aggregatedStatus?: InputMaybe<OrderAggregatedStatus>;
  pageNumber?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryProductArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryPromoArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryPurchaseArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryRecommendedProductsArgs = {
  productId: Scalars['ID']['input'];
  type: RecommendationType;
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryRentTermsArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QuerySearchCitiesArgs = {
  query: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QuerySearchSuggestionsArgs = {
  seller?: InputMaybe<Scalars['String']['input']>;
  text: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QuerySellerArgs = {
  slug: Scalars['String']['input'];
};

/** An article and a quantity of a quick order. */
export type QuickOrderLineInput = {
  /** How many pieces. */
  quantity: Scalars['Int']['input'];
  /** The article (sku) as the shopper typed it. */
  sku: Scalars['String']['input'];
};

/** Why a quick order line was not added. */
export type QuickOrderRejection =
  /** The quantity is not a whole number from 1 to 9,999 or exceeds the stock. */
  | 'INVALID_QUANTITY'
  /** The product cannot be bought now. */
  | 'NOT_AVAILABLE'
  /** No product of the market has this article. */
  | 'UNKNOWN_SKU';

/** Which recommendations to list. */
export type RecommendationType =
  /** Products that go with this one. */
  | 'RELATED_PRODUCTS'
  /** Products like this one, to choose instead. */
  | 'SIMILAR_PRODUCTS';

/** Applies a promo code to a checkout order. */
export type RedeemPromoCodeInput = {
  /** The code as the buyer typed it. */
  code: Scalars['String']['input'];
  /** The checkout order id. */
  orderId: Scalars['ID']['input'];
};

/** A legal entity's order request; its documents are uploaded first and named here by id. */
export type RegisterLegalEntityOrderRequestInput = {
  /** A solved ALTCHA payload; needed from visitors who are not signed in. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  /** The company's name. */
  companyName: Scalars['String']['input'];
  /** Ids of documents uploaded through `POST /uploads/helpdesk/documents`. */
  documentIds: Array<Scalars['ID']['input']>;
  /** The contact e-mail. */
  email: Scalars['String']['input'];
  /** The contact person. */
  name: Scalars['String']['input'];
  /** The contact phone, with the country code. */
  phone: Scalars['String']['input'];
  /** The product the order is about, if any. */
  productId?: InputMaybe<Scalars['ID']['input']>;
};

/** A rent request for a product that allows rent. */
export type RegisterRentRequestInput = {
  /** A solved ALTCHA payload; needed from visitors who are not signed in. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  /** The site, the purpose, wishes. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** The first day, YYYY-MM-DD. */
  dateFrom: Scalars['String']['input'];
  /** The last day, YYYY-MM-DD. */
  dateTo: Scalars['String']['input'];
  /** An e-mail, optional. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The contact person. */
  name: Scalars['String']['input'];
  /** The contact phone, with the country code. */
  phone: Scalars['String']['input'];
  /** The product to rent. */
  productId: Scalars['ID']['input'];
};

/** A company as the state register knows it. */
export type RegistryCompany = {
  __typename?: 'RegistryCompany';
  /** The registered address. */
  address: Scalars['String']['output'];
  /** The tax id (ИНН). */
  inn: Scalars['String']['output'];
  /** The КПП of a legal entity; null for a sole trader. */
  kpp: Maybe<Scalars['String']['output']>;
  /** The state registration number. */
  ogrn: Scalars['String']['output'];
  /** The company's name. */
  title: Scalars['String']['output'];
  /** Legal entity or sole trader. */
  type: CompanyType;
};

/** A quick order line that was not added. */
export type RejectedQuickOrderLine = {
  __typename?: 'RejectedQuickOrderLine';
  /** The quantity asked for. */
  quantity: Scalars['Int']['output'];
  /** Why it was not added. */
  reason: QuickOrderRejection;
  /** The article as the shopper typed it. */
  sku: Scalars['String']['output'];
};

/** Lines to remove from the cart. */
export type RemoveFromCartInput = {
  /** The product ids of the lines. */
  productIds: Array<Scalars['ID']['input']>;
};

/** Whether a product may be rented. */
export type RentTerms = {
  __typename?: 'RentTerms';
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** True when the product page offers a rent request. */
  rentAllowed: Scalars['Boolean']['output'];
};

/** A callback request. */
export type RequestCallbackInput = {
  /** A solved ALTCHA payload; needed from visitors who are not signed in. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  /** What to talk about, when to call. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Whom to call. */
  name: Scalars['String']['input'];
  /** The number to call, with the country code. */
  phone: Scalars['String']['input'];
};

/** What to send a one-time code to. */
export type RequestOtpInput = {
  /** The solved captcha payload (base64); required for SMS. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  /** EMAIL or SMS. */
  transport: AuthStrategy;
  /** The e-mail, or the phone with its country code (digits, for example 79991234567). */
  userIdentity: Scalars['String']['input'];
};

/** The answer to a code request. */
export type RequestOtpPayload = {
  __typename?: 'RequestOtpPayload';
  /** Seconds before another code may be requested; null when the request failed. */
  retryTimeout: Maybe<Scalars['Int']['output']>;
  /** Why the code was not sent (RATE_LIMITED, CAPTCHA_REQUIRED, INVALID_IDENTITY, FAILED). */
  userErrors: Array<UserError>;
};

/** A request for a commercial proposal on a product. */
export type RequestProposalInput = {
  /** The product. */
  productId: Scalars['ID']['input'];
};

/** A pending invitation to send again. */
export type ResendInvitationInput = {
  /** The invitation id. */
  invitationId: Scalars['ID']['input'];
};

/** The answer to a resend. */
export type ResendInvitationPayload = {
  __typename?: 'ResendInvitationPayload';
  /** The invitation with its new link's lifetime; null when it was not sent. */
  invitation: Maybe<PendingInvitation>;
  /** Why it was not sent (INVITATION_NOT_FOUND, TOO_MANY_INVITATIONS). */
  userErrors: Array<UserError>;
};

/** A pending invitation to revoke. */
export type RevokeInvitationInput = {
  /** The invitation id. */
  invitationId: Scalars['ID']['input'];
};

/** The answer to a revocation. */
export type RevokeInvitationPayload = {
  __typename?: 'RevokeInvitationPayload';
  /** The id of the revoked invitation; null when nothing was revoked. */
  revokedInvitationId: Maybe<Scalars['ID']['output']>;
  /** Why it was not revoked (INVITATION_NOT_FOUND). */
  userErrors: Array<UserError>;
};

/** Removes the promo code of a checkout order. */
export type RevokePromoCodeInput = {
  /** The checkout order id. */
  orderId: Scalars['ID']['input'];
};

/** What the search box suggests for a text. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  /** Matching brands. */
  brands: Array<Brand>;
  /** Matching categories (at most 3). */
  categories: Array<CategoryRef>;
  /** Popular search queries. */
  popularQueries: Array<Scalars['String']['output']>;
  /** Matching products (at most 7 minus the recommended and promotional ones shown). */
  products: Array<ProductCard>;
  /** Products on promotion (at most 2). */
  promotionalProducts: Array<ProductCard>;
  /** Recommended products (at most 2). */
  recommendedProducts: Array<ProductCard>;
  /** Suggested completions of the text. */
  suggestedQueries: Array<Scalars['String']['output']>;
};

/** The account to switch to. */
export type SelectAccountInput = {
  /** The account id, one of the user's accounts. */
  accountId: Scalars['ID']['input'];
};

/** Lines to select for checkout or to leave out of it. */
export type SelectCartItemsInput = {
  /** The product ids of the lines. */
  productIds: Array<Scalars['ID']['input']>;
  /** True to select, false to leave out. */
  selected: Scalars['Boolean']['input'];
};

/** The answer to a switch of account or customer. */
export type SelectContextPayload = {
  __typename?: 'SelectContextPayload';
  /** The new selection; null when the switch failed. */
  selection: Maybe<ContextSelection>;
  /** Why the switch failed (ACCOUNT_NOT_FOUND, CUSTOMER_NOT_FOUND). */
  userErrors: Array<UserError>;
};

/** The customer to switch to. */
export type SelectCustomerInput = {
  /** The customer id, one of the current account's customers. */
  customerId: Scalars['ID']['input'];
};

/** A seller. */
export type Seller = {
  __typename?: 'Seller';
  /** About the seller. */
  description: Maybe<Scalars['String']['output']>;
  /** The seller's logo. */
  image: Maybe<Image>;
  /** Search-engine data of the seller page. */
  seo: Seo;
  /** The seller's slug. */
  slug: Scalars['String']['output'];
  /** The seller's name. */
  title: Scalars['String']['output'];
};

/** A short reference to a seller. */
export type SellerRef = {
  __typename?: 'SellerRef';
  /** The seller's slug. */
  slug: Scalars['String']['output'];
  /** The seller's name. */
  title: Scalars['String']['output'];
};

/** A feedback message. */
export type SendFeedbackInput = {
  /** A solved ALTCHA payload; needed from visitors who are not signed in. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail to answer to. */
  email: Scalars['String']['input'];
  /** The message. */
  message: Scalars['String']['input'];
  /** The sender's name (the name rule of spec section 5). */
  name: Scalars['String']['input'];
  /** A phone, optional. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Search-engine data of a page. */
export type Seo = {
  __typename?: 'Seo';
  /** The page heading. */
  h1: Maybe<Scalars['String']['output']>;
  /** The meta description. */
  metaDescription: Maybe<Scalars['String']['output']>;
  /** The meta keywords, comma separated. */
  metaKeywords: Maybe<Scalars['String']['output']>;
  /** True when search engines must not index the page. */
  noindex: Scalars['Boolean']['output'];
  /** The document title. */
  pageTitle: Scalars['String']['output'];
};

/** Chooses the contact of a checkout order. */
export type SetCheckoutContactInput = {
  /** The saved contact's id. */
  contactId: Scalars['ID']['input'];
  /** The checkout order id. */
  orderId: Scalars['ID']['input'];
};

/** Chooses the cost centre of a checkout order. */
export type SetCheckoutCostCenterInput = {
  /** The cost centre's id. */
  costCenterId: Scalars['ID']['input'];
  /** The checkout order id. */
  orderId: Scalars['ID']['input'];
};

/** Chooses courier delivery to a saved address. */
export type SetCheckoutCourierAddressInput = {
  /** The saved courier address's id. */
  courierAddressId: Scalars['ID']['input'];
  /** The checkout order id. */
  orderId: Scalars['ID']['input'];
};

/** Chooses the delivery variant of one shipment. */
export type SetCheckoutDeliveryVariantInput = {
  /** The checkout order id. */
  orderId: Scalars['ID']['input'];
  /** The shipment id. */
  shipmentId: Scalars['ID']['input'];
  /** The delivery variant's id. */
  variantId: Scalars['ID']['input'];
};

/** Chooses the payment method of a checkout order. */
export type SetCheckoutPaymentMethodInput = {
  /** The method. */
  method: PaymentMethod;
  /** The checkout order id. */
  orderId: Scalars['ID']['input'];
};

/** Chooses pickup at a saved pickup address. */
export type SetCheckoutPickupAddressInput = {
  /** The checkout order id. */
  orderId: Scalars['ID']['input'];
  /** The saved pickup address's id. */
  pickupAddressId: Scalars['ID']['input'];
};

/** A part of a checkout order that ships together: what is in stock now, or what is on order. */
export type Shipment = {
  __typename?: 'Shipment';
  /** The delivery variants offered for this shipment under the chosen delivery method. */
  deliveryVariants: Array<DeliveryVariant>;
  /** The shipment id (unique across the checkout). */
  id: Scalars['ID']['output'];
  /** The products in this shipment. */
  items: Array<CheckoutItem>;
  /** Whether the goods ship from stock now or the seller orders them first. */
  kind: ShipmentKind;
  /** The id of the chosen delivery variant; null until one is chosen. */
  selectedVariantId: Maybe<Scalars['ID']['output']>;
  /** The price of the goods in this shipment. */
  total: Money;
};

/** What a shipment holds. */
export type ShipmentKind =
  /** Goods in stock, shipped now. */
  | 'IN_STOCK'
  /** Goods the seller orders first. */
  | 'ON_ORDER';

/** How a product reaches the buyer. */
export type Shipping = {
  __typename?: 'Shipping';
  /** Courier delivery; null when not offered. */
  delivery: Maybe<ShippingOption>;
  /** True when express delivery is available. */
  expressAvailable: Scalars['Boolean']['output'];
  /** Pickup from a pickup point; null when not offered. */
  pickup: Maybe<ShippingOption>;
};

/** A cost and a lead time. */
export type ShippingOption = {
  __typename?: 'ShippingOption';
  /** The cost; 0 when free. */
  cost: Money;
  /** Days until it can be had. */
  days: Scalars['Int']['output'];
};

/** The answer to signing out. */
export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  /** True once the session is ended and its cookies cleared. */
  ok: Scalars['Boolean']['output'];
  /** Always empty: signing out cannot fail for the user. */
  userErrors: Array<UserError>;
};

/** A link to the store's page on a social network. */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** The network: vk, telegram, youtube, ok, dzen or rutube. */
  kind: Scalars['String']['output'];
  /** The accessible name of the link. */
  title: Scalars['String']['output'];
  /** The address. */
  url: Scalars['String']['output'];
};

/** Places the order. */
export type SubmitCheckoutInput = {
  /**
   * A key the client creates once per checkout attempt and sends again with every retry of the same
   * attempt (a double click, a repeated request); it becomes the REST Idempotency-Key, so retries give
   * the first purchase and never a second order.
   */
  attemptKey: Scalars['String']['input'];
  /** The buyer's comment to the order. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** The checkout order id. */
  orderId: Scalars['ID']['input'];
};

/** The answer of a submit. */
export type SubmitCheckoutPayload = {
  __typename?: 'SubmitCheckoutPayload';
  /** What the submit created; null when it was refused. */
  purchase: Maybe<Purchase>;
  /** Why it was refused (a missing step, a changed offer…). */
  userErrors: Array<UserError>;
};

/** An address to add to the market's newsletter. */
export type SubscribeInput = {
  /** The e-mail address. */
  email: Scalars['String']['input'];
  /** Where the visitor subscribed. */
  source: SubscriptionSource;
};

/** The result of a subscription. */
export type SubscribePayload = {
  __typename?: 'SubscribePayload';
  /** True when the address is subscribed (also when it already was). */
  ok: Scalars['Boolean']['output'];
  /**
   * Why the address was not subscribed: a bad address (field email), too many subscriptions, or a
   * market without a newsletter (SUBSCRIPTION_UNAVAILABLE).
   */
  userErrors: Array<UserError>;
};

/** Where a visitor subscribed to the newsletter. */
export type SubscriptionSource =
  /** The subscription form of the footer. */
  | 'FOOTER'
  /** The newsletter checkbox of the sign-in code step, after an e-mail sign-in. */
  | 'SIGN_IN';

/** A new quantity for a cart line. */
export type UpdateCartItemQuantityInput = {
  /** The product id of the line. */
  productId: Scalars['ID']['input'];
  /** The new quantity, 1 to 9,999. */
  quantity: Scalars['Int']['input'];
};

/** New names of the signed-in user; a field left out keeps its value. */
export type UpdateProfileInput = {
  /** The first name: empty, or 2–30 Latin or Cyrillic letters in at most two words. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** The last name, by the same rule. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The middle name, by the same rule. */
  middleName?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to a profile update. */
export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** The profile after the update; null when it failed. */
  profile: Maybe<Profile>;
  /** The fields that break the name rule (code INVALID_NAME), under their field names. */
  userErrors: Array<UserError>;
};

/** A new role for a member of the current account. */
export type UpdateUserRoleInput = {
  /** The new role. */
  role: AccountRole;
  /** The member's user id. */
  userId: Scalars['ID']['input'];
};

/** The answer to a role change. */
export type UpdateUserRolePayload = {
  __typename?: 'UpdateUserRolePayload';
  /** The member after the change; null when it failed. */
  user: Maybe<AccountUser>;
  /** Why the role did not change (OWNER_ROLE_FIXED, USER_NOT_FOUND). */
  userErrors: Array<UserError>;
};

/** Where and how the signed-in user works: accounts, customers, permissions, currencies and limit. */
export type UserContext = {
  __typename?: 'UserContext';
  /** The accounts the user may switch to. */
  accounts: Array<Account>;
  /** The currency prices come in. */
  baseCurrency: Currency;
  /** The catalogue categories of the context. */
  categories: Array<ContextCategory>;
  /** The account the user works in now. */
  currentAccountId: Scalars['ID']['output'];
  /** The customer the user buys for now, if any. */
  currentCustomerId: Maybe<Scalars['ID']['output']>;
  /** The customers of the current account. */
  customers: Array<Customer>;
  /** Other currencies prices can be shown in. */
  displayCurrencies: Array<Currency>;
  /** The purchase or credit limit shown in the header, null when none. */
  limit: Maybe<Limit>;
  /** The user's own account (shown as «Мой аккаунт»). */
  mainAccountId: Scalars['ID']['output'];
  /** What the user may do, for example CREATE_COMPANY, LIST_USERS. */
  permissions: Array<Scalars['String']['output']>;
};

/** A business failure of a mutation, shown under the field it concerns. */
export type UserError = {
  __typename?: 'UserError';
  /** The machine code of the failure; the web feature that shows it chooses the Russian text by it. */
  code: UserErrorCode;
  /** Path of the input field the error concerns; empty when it concerns the whole form. */
  field: Array<Scalars['String']['output']>;
  /** The message to show to the user, in Russian. */
  message: Scalars['String']['output'];
};

/**
 * Why a mutation was refused. Each value comes from the REST API's own error code, mapped in one
 * place in the BFF (`userErrorsFrom`); a code the BFF does not know becomes FAILED.
 */
export type UserErrorCode =
  /** The account does not exist or is not the user's. */
  | 'ACCOUNT_NOT_FOUND'
  /** The invited address already belongs to a member. */
  | 'ALREADY_MEMBER'
  /** The action needs a signed-in user (the spec's 'Authorization Required'). */
  | 'AUTHORIZATION_REQUIRED'
  /** The market's contact settings do not take callback requests. */
  | 'CALLBACK_UNAVAILABLE'
  /** The captcha solution was rejected. */
  | 'CAPTCHA_INVALID'
  /** The captcha is missing. */
  | 'CAPTCHA_REQUIRED'
  /** Nothing selected in the cart can be ordered. */
  | 'CHECKOUT_EMPTY'
  /** The checkout order no longer exists (the cart changed); reload the checkout. */
  | 'CHECKOUT_ORDER_NOT_FOUND'
  /** A checkout step is not done yet (contact, delivery, cost centre or payment); the message says which. */
  | 'CHECKOUT_STEP_MISSING'
  /** The company is already among the account's customers. */
  | 'COMPANY_ALREADY_ADDED'
  /** The company register has no such company. */
  | 'COMPANY_NOT_FOUND'
  /** The contact does not exist or is not the user's. */
  | 'CONTACT_NOT_FOUND'
  /** The cost centre is not one of the current account's. */
  | 'COST_CENTER_NOT_FOUND'
  /** The courier address does not exist or is not the user's. */
  | 'COURIER_ADDRESS_NOT_FOUND'
  /** The deferred payments are more than the customer's available limit. */
  | 'CREDIT_LIMIT_EXCEEDED'
  /** The customer does not exist or is not the user's. */
  | 'CUSTOMER_NOT_FOUND'
  /** The message with the code could not be delivered. */
  | 'DELIVERY_FAILED'
  /** The message with the code could not be sent. */
  | 'DELIVERY_UNAVAILABLE'
  /** The delivery variant is not offered for the shipment. */
  | 'DELIVERY_VARIANT_UNAVAILABLE'
  /** An uploaded document named by an order is unknown, expired or already used. */
  | 'DOCUMENT_NOT_FOUND'
  /** An upload carried no file. */
  | 'DOCUMENT_REQUIRED'
  /** The request was refused for a reason the BFF has no code for; the message says why. */
  | 'FAILED'
  /** The market's contact settings do not take feedback. */
  | 'FEEDBACK_UNAVAILABLE'
  /** A document is over the size limit of one file. */
  | 'FILE_TOO_LARGE'
  /** The idempotency key was already used to pay another order; start a new attempt. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** The courier address is empty or malformed. */
  | 'INVALID_ADDRESS'
  /** The one-time code is wrong or expired. */
  | 'INVALID_CODE'
  /** The company name of a legal-entity order is missing. */
  | 'INVALID_COMPANY_NAME'
  /** The e-mail address is malformed. */
  | 'INVALID_EMAIL'
  /** The e-mail or phone is not a valid sign-in identity. */
  | 'INVALID_IDENTITY'
  /** The ИНН is malformed. */
  | 'INVALID_INN'
  /** The КПП is malformed. */
  | 'INVALID_KPP'
  /** A name does not match the name rule. */
  | 'INVALID_NAME'
  /** The phone does not match its country's mask. */
  | 'INVALID_PHONE'
  /** The cart quantity is not a whole number from 1 to 9,999 or exceeds the stock. */
  | 'INVALID_QUANTITY'
  /** The rent period is not a possible one: it starts in the past, ends before it starts or is longer than a year. */
  | 'INVALID_RENT_DATES'
  /** The invitation was sent to another address than the signed-in user's. */
  | 'INVITATION_EMAIL_MISMATCH'
  /** The invitation does not exist or has expired. */
  | 'INVITATION_NOT_FOUND'
  /** The thing the mutation names does not exist or is not visible to this user. */
  | 'NOT_FOUND'
  /** A price or the stock changed since the buyer approved it; the buyer checks the cart again. */
  | 'OFFER_CHANGED'
  /** The order is already paid in full; nothing is owed. */
  | 'ORDER_ALREADY_PAID'
  /** The order cannot be paid now: it is cancelled or already received. */
  | 'ORDER_NOT_PAYABLE'
  /** The owner's role cannot be changed. */
  | 'OWNER_ROLE_FIXED'
  /** Online payment is off on this store right now; pay another way or later. */
  | 'PAYMENTS_UNAVAILABLE'
  /** The amount to pay is more than what is still owed. */
  | 'PAYMENT_AMOUNT_TOO_LARGE'
  /** A payment of this order is being created right now; try again in a moment. */
  | 'PAYMENT_IN_PROGRESS'
  /** The buyer may not use this payment method (an invoice for a private buyer). */
  | 'PAYMENT_METHOD_NOT_ELIGIBLE'
  /** The payment method cannot be used for this order now; the message says why. */
  | 'PAYMENT_METHOD_UNAVAILABLE'
  /** The payment provider did not answer or refused to start the payment; try again later. */
  | 'PAYMENT_PROVIDER_FAILED'
  /** The signed-in user lacks the permission this mutation needs. */
  | 'PERMISSION_DENIED'
  /** The pickup point is already among the user's pickup addresses. */
  | 'PICKUP_ADDRESS_EXISTS'
  /** The pickup point is not among the user's pickup addresses. */
  | 'PICKUP_ADDRESS_NOT_FOUND'
  /** The pickup point does not exist. */
  | 'PICKUP_POINT_NOT_FOUND'
  /** The product cannot be put in the cart now: out of stock or withdrawn from the market. */
  | 'PRODUCT_NOT_AVAILABLE'
  /** The product a help-desk request names does not exist. */
  | 'PRODUCT_NOT_FOUND'
  /** The order already has a promo code; revoke it first. */
  | 'PROMO_CODE_ALREADY_APPLIED'
  /** The promo code is not active now. */
  | 'PROMO_CODE_EXPIRED'
  /** The order is below the promo code's minimum sum. */
  | 'PROMO_CODE_MIN_SUM'
  /** There is no such promo code in this market. */
  | 'PROMO_CODE_UNKNOWN'
  /** Too many attempts in a period; try again later. */
  | 'RATE_LIMITED'
  /** The product may not be rented. */
  | 'RENT_UNAVAILABLE'
  /** The shipment is not part of the checkout order. */
  | 'SHIPMENT_NOT_FOUND'
  /** Sign-in is not available on this market or right now. */
  | 'SIGN_IN_UNAVAILABLE'
  /** The market has no newsletter. */
  | 'SUBSCRIPTION_UNAVAILABLE'
  /** Too many wrong one-time codes for one identity or from one address; the message says how long to wait. */
  | 'TOO_MANY_ATTEMPTS'
  /** A legal-entity order has more documents than the limit. */
  | 'TOO_MANY_FILES'
  /** Too many invitations were sent in a period. */
  | 'TOO_MANY_INVITATIONS'
  /** Too many one-time codes were asked for one identity or address. */
  | 'TOO_MANY_MESSAGES'
  /** Too many newsletter subscriptions from one address. */
  | 'TOO_MANY_SUBSCRIPTIONS'
  /** A document is not of a taken type (its first bytes say what it is, not its name). */
  | 'UNSUPPORTED_FILE_TYPE'
  /** The user is not a member of the account. */
  | 'USER_NOT_FOUND'
  /** The input did not pass validation. */
  | 'VALIDATION_FAILED';

/** A one-time code to check. */
export type VerifyOtpInput = {
  /** The 4-digit code. */
  otp: Scalars['String']['input'];
  /** The e-mail or phone the code was sent to, as it was requested. */
  userIdentity: Scalars['String']['input'];
};

/** The answer to a code check: the session cookies are set when it succeeds. */
export type VerifyOtpPayload = {
  __typename?: 'VerifyOtpPayload';
  /** When the new access token expires (ISO 8601); null when the check failed. */
  accessTokenExpires: Maybe<Scalars['String']['output']>;
  /** True when this code created the user, so registration is to be finished. */
  isRegistration: Maybe<Scalars['Boolean']['output']>;
  /** Why the code was not accepted (INVALID_CODE). */
  userErrors: Array<UserError>;
};

/** The signed-in user. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The user's accounts, customers, permissions, currencies and limit. */
  context: UserContext;
  /** Always "me": one signed-in user per browser, so client caches keep one viewer. */
  id: Scalars['ID']['output'];
  /** The user's profile. */
  profile: Profile;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AboutCompanyPage: ResolverTypeWrapper<AboutCompanyPage>;
  AcceptInvitationInput: AcceptInvitationInput;
  AcceptInvitationPayload: ResolverTypeWrapper<AcceptInvitationPayload>;
  AcceptedInvitation: ResolverTypeWrapper<AcceptedInvitation>;
  Account: ResolverTypeWrapper<Account>;
  AccountRole: AccountRole;
  AccountSummary: ResolverTypeWrapper<AccountSummary>;
  AccountSummaryPage: ResolverTypeWrapper<AccountSummaryPage>;
  AccountUser: ResolverTypeWrapper<AccountUser>;
  AccountUserPage: ResolverTypeWrapper<AccountUserPage>;
  AddPickupAddressInput: AddPickupAddressInput;
  AddPickupAddressPayload: ResolverTypeWrapper<AddPickupAddressPayload>;
  AddProductsToCartInput: AddProductsToCartInput;
  AddProductsToCartPayload: ResolverTypeWrapper<Omit<AddProductsToCartPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  AddToCartInput: AddToCartInput;
  AddressSuggestion: ResolverTypeWrapper<AddressSuggestion>;
  AnalyticsSettings: ResolverTypeWrapper<AnalyticsSettings>;
  AppliedPromoCode: ResolverTypeWrapper<AppliedPromoCode>;
  AuthStrategy: AuthStrategy;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandIndexPage: ResolverTypeWrapper<Omit<BrandIndexPage, 'brands'> & { brands: Array<ResolversTypes['BrandSummary']> }>;
  BrandSummary: ResolverTypeWrapper<Omit<BrandSummary, 'logo'> & { logo?: Maybe<ResolversTypes['Image']> }>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  Cart: ResolverTypeWrapper<CartParent>;
  CartChangelog: ResolverTypeWrapper<CartChangelog>;
  CartItem: ResolverTypeWrapper<CartItemParent>;
  CartOffer: ResolverTypeWrapper<CartOfferParent>;
  CartPayload: ResolverTypeWrapper<Omit<CartPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  Category: ResolverTypeWrapper<CategoryParent>;
  CategoryCatalogPage: ResolverTypeWrapper<CategoryCatalogPageDto>;
  CategoryRef: ResolverTypeWrapper<CategoryRef>;
  Checkout: ResolverTypeWrapper<CheckoutParent>;
  CheckoutDiscounts: ResolverTypeWrapper<CheckoutDiscounts>;
  CheckoutItem: ResolverTypeWrapper<Omit<CheckoutItem, 'image'> & { image?: Maybe<ResolversTypes['Image']> }>;
  CheckoutOrder: ResolverTypeWrapper<Omit<CheckoutOrder, 'shipments' | 'unavailableItems'> & { shipments: Array<ResolversTypes['Shipment']>, unavailableItems: Array<ResolversTypes['CheckoutItem']> }>;
  CheckoutOrderPayload: ResolverTypeWrapper<Omit<CheckoutOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['CheckoutOrder']> }>;
  CheckoutPayment: ResolverTypeWrapper<CheckoutPayment>;
  CheckoutStep: CheckoutStep;
  CheckoutSummary: ResolverTypeWrapper<CheckoutSummary>;
  City: ResolverTypeWrapper<City>;
  Company: ResolverTypeWrapper<Company>;
  CompanyContacts: ResolverTypeWrapper<CompanyContacts>;
  CompanyLimit: ResolverTypeWrapper<CompanyLimit>;
  CompanyLimitType: CompanyLimitType;
  CompanyOffice: ResolverTypeWrapper<CompanyOffice>;
  CompanyPage: ResolverTypeWrapper<CompanyPage>;
  CompanyRequisite: ResolverTypeWrapper<CompanyRequisite>;
  CompanyType: CompanyType;
  Contact: ResolverTypeWrapper<Contact>;
  Contacts: ResolverTypeWrapper<Contacts>;
  ContentPage: ResolverTypeWrapper<ContentPage>;
  ContentPageEntry: ResolverTypeWrapper<ContentPageEntry>;
  ContentSection: ResolverTypeWrapper<ContentSection>;
  ContextCategory: ResolverTypeWrapper<Omit<ContextCategory, 'categories' | 'image'> & { categories: Array<ResolversTypes['ContextCategory']>, image?: Maybe<ResolversTypes['Image']> }>;
  ContextSelection: ResolverTypeWrapper<ContextSelection>;
  CostCenter: ResolverTypeWrapper<CostCenter>;
  CourierAddress: ResolverTypeWrapper<CourierAddress>;
  CreateCompanyInput: CreateCompanyInput;
  CreateCompanyPayload: ResolverTypeWrapper<CreateCompanyPayload>;
  CreateContactInput: CreateContactInput;
  CreateContactPayload: ResolverTypeWrapper<CreateContactPayload>;
  CreateCourierAddressInput: CreateCourierAddressInput;
  CreateCourierAddressPayload: ResolverTypeWrapper<CreateCourierAddressPayload>;
  Currencies: ResolverTypeWrapper<Currencies>;
  Currency: ResolverTypeWrapper<Currency>;
  Customer: ResolverTypeWrapper<Customer>;
  Datasheet: ResolverTypeWrapper<Datasheet>;
  DeliveryMethod: DeliveryMethod;
  DeliveryVariant: ResolverTypeWrapper<DeliveryVariant>;
  Dimensions: ResolverTypeWrapper<Dimensions>;
  DocumentType: DocumentType;
  DocumentUploadLimits: ResolverTypeWrapper<DocumentUploadLimits>;
  FacetBucket: ResolverTypeWrapper<FacetBucket>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FooterColumn: ResolverTypeWrapper<FooterColumn>;
  HelpdeskDocument: ResolverTypeWrapper<HelpdeskDocument>;
  HelpdeskRequestPayload: ResolverTypeWrapper<HelpdeskRequestPayload>;
  HomeBanner: ResolverTypeWrapper<Omit<HomeBanner, 'image'> & { image: ResolversTypes['Image'] }>;
  HomeCategory: ResolverTypeWrapper<Omit<HomeCategory, 'image'> & { image?: Maybe<ResolversTypes['Image']> }>;
  HomePage: ResolverTypeWrapper<Omit<HomePage, 'banners' | 'categories' | 'sellers' | 'slides'> & { banners: Array<ResolversTypes['HomeBanner']>, categories: Array<ResolversTypes['HomeCategory']>, sellers: Array<ResolversTypes['HomeSeller']>, slides: Array<ResolversTypes['HomeSlide']> }>;
  HomeSeller: ResolverTypeWrapper<Omit<HomeSeller, 'image'> & { image?: Maybe<ResolversTypes['Image']> }>;
  HomeSlide: ResolverTypeWrapper<Omit<HomeSlide, 'image'> & { image: ResolversTypes['Image'] }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageParent>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Inventory: ResolverTypeWrapper<Inventory>;
  Invitation: ResolverTypeWrapper<Invitation>;
  InviteUserInput: InviteUserInput;
  InviteUserPayload: ResolverTypeWrapper<InviteUserPayload>;
  Layout: ResolverTypeWrapper<Layout>;
  Limit: ResolverTypeWrapper<Limit>;
  Link: ResolverTypeWrapper<Link>;
  Listing: ResolverTypeWrapper<ListingParent>;
  ListingFacets: ResolverTypeWrapper<ListingFacets>;
  ListingFilter: ListingFilter;
  ListingInput: ListingInput;
  ListingScope: ListingScope;
  ListingScopeKind: ListingScopeKind;
  ListingSort: ListingSort;
  MapTiles: ResolverTypeWrapper<MapTiles>;
  Market: ResolverTypeWrapper<MarketSettingsDto>;
  MarketConfig: ResolverTypeWrapper<MarketConfig>;
  MarketSettings: ResolverTypeWrapper<MarketSettings>;
  MarketTheme: MarketTheme;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavItem: ResolverTypeWrapper<NavItem>;
  NewsletterSection: ResolverTypeWrapper<NewsletterSection>;
  Order: ResolverTypeWrapper<OrderParent>;
  OrderAggregatedStatus: OrderAggregatedStatus;
  OrderConnection: ResolverTypeWrapper<Omit<OrderConnection, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  OrderContact: ResolverTypeWrapper<OrderContact>;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderDeliveryMethod: OrderDeliveryMethod;
  OrderItem: ResolverTypeWrapper<Omit<OrderItem, 'image'> & { image?: Maybe<ResolversTypes['Image']> }>;
  OrderPayment: ResolverTypeWrapper<OrderPayment>;
  OrderPaymentAbilities: ResolverTypeWrapper<OrderPaymentAbilities>;
  OrderPaymentMethod: OrderPaymentMethod;
  OrderPaymentStatus: OrderPaymentStatus;
  OrderShipping: ResolverTypeWrapper<OrderShipping>;
  OrderStatus: OrderStatus;
  OrderStatusFacetBucket: ResolverTypeWrapper<OrderStatusFacetBucket>;
  OrderSummary: ResolverTypeWrapper<OrderSummary>;
  OrderTracking: ResolverTypeWrapper<OrderTracking>;
  OrderUser: ResolverTypeWrapper<OrderUser>;
  PackageItem: ResolverTypeWrapper<PackageItem>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PayOrderInput: PayOrderInput;
  PayOrderPayload: ResolverTypeWrapper<PayOrderPayload>;
  Payment: ResolverTypeWrapper<PaymentParent>;
  PaymentMethod: PaymentMethod;
  PaymentMethodOption: ResolverTypeWrapper<PaymentMethodOption>;
  PaymentStatus: PaymentStatus;
  PendingInvitation: ResolverTypeWrapper<PendingInvitation>;
  PendingInvitationState: PendingInvitationState;
  PersonalPickupAddress: ResolverTypeWrapper<PersonalPickupAddress>;
  PickupPoint: ResolverTypeWrapper<PickupPoint>;
  PickupPointKind: PickupPointKind;
  PriceDirection: PriceDirection;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  PriceType: ResolverTypeWrapper<PriceType>;
  Product: ResolverTypeWrapper<ProductPageDto>;
  ProductCard: ResolverTypeWrapper<ProductCardDto>;
  ProductPrice: ResolverTypeWrapper<ProductPrice>;
  ProductProperty: ResolverTypeWrapper<ProductProperty>;
  ProductStatus: ProductStatus;
  Profile: ResolverTypeWrapper<Profile>;
  Promo: ResolverTypeWrapper<PromoParent>;
  PromoCatalogPage: ResolverTypeWrapper<PromoCatalogPageDto>;
  PropertyFacet: ResolverTypeWrapper<PropertyFacet>;
  PropertyFacetType: PropertyFacetType;
  PropertyFilter: PropertyFilter;
  Purchase: ResolverTypeWrapper<Purchase>;
  PurchaseOrder: ResolverTypeWrapper<PurchaseOrder>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuickOrderLineInput: QuickOrderLineInput;
  QuickOrderRejection: QuickOrderRejection;
  RecommendationType: RecommendationType;
  RedeemPromoCodeInput: RedeemPromoCodeInput;
  RegisterLegalEntityOrderRequestInput: RegisterLegalEntityOrderRequestInput;
  RegisterRentRequestInput: RegisterRentRequestInput;
  RegistryCompany: ResolverTypeWrapper<RegistryCompany>;
  RejectedQuickOrderLine: ResolverTypeWrapper<RejectedQuickOrderLine>;
  RemoveFromCartInput: RemoveFromCartInput;
  RentTerms: ResolverTypeWrapper<RentTerms>;
  RequestCallbackInput: RequestCallbackInput;
  RequestOtpInput: RequestOtpInput;
  RequestOtpPayload: ResolverTypeWrapper<RequestOtpPayload>;
  RequestProposalInput: RequestProposalInput;
  ResendInvitationInput: ResendInvitationInput;
  ResendInvitationPayload: ResolverTypeWrapper<ResendInvitationPayload>;
  RevokeInvitationInput: RevokeInvitationInput;
  RevokeInvitationPayload: ResolverTypeWrapper<RevokeInvitationPayload>;
  RevokePromoCodeInput: RevokePromoCodeInput;
  SearchSuggestions: ResolverTypeWrapper<SuggestionsDto>;
  SelectAccountInput: SelectAccountInput;
  SelectCartItemsInput: SelectCartItemsInput;
  SelectContextPayload: ResolverTypeWrapper<SelectContextPayload>;
  SelectCustomerInput: SelectCustomerInput;
  Seller: ResolverTypeWrapper<SellerPageDto>;
  SellerRef: ResolverTypeWrapper<SellerRef>;
  SendFeedbackInput: SendFeedbackInput;
  Seo: ResolverTypeWrapper<Seo>;
  SetCheckoutContactInput: SetCheckoutContactInput;
  SetCheckoutCostCenterInput: SetCheckoutCostCenterInput;
  SetCheckoutCourierAddressInput: SetCheckoutCourierAddressInput;
  SetCheckoutDeliveryVariantInput: SetCheckoutDeliveryVariantInput;
  SetCheckoutPaymentMethodInput: SetCheckoutPaymentMethodInput;
  SetCheckoutPickupAddressInput: SetCheckoutPickupAddressInput;
  Shipment: ResolverTypeWrapper<Omit<Shipment, 'items'> & { items: Array<ResolversTypes['CheckoutItem']> }>;
  ShipmentKind: ShipmentKind;
  Shipping: ResolverTypeWrapper<Shipping>;
  ShippingOption: ResolverTypeWrapper<ShippingOption>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitCheckoutInput: SubmitCheckoutInput;
  SubmitCheckoutPayload: ResolverTypeWrapper<SubmitCheckoutPayload>;
  SubscribeInput: SubscribeInput;
  SubscribePayload: ResolverTypeWrapper<SubscribePayload>;
  SubscriptionSource: SubscriptionSource;
  UpdateCartItemQuantityInput: UpdateCartItemQuantityInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<UpdateProfilePayload>;
  UpdateUserRoleInput: UpdateUserRoleInput;
  UpdateUserRolePayload: ResolverTypeWrapper<UpdateUserRolePayload>;
  UserContext: ResolverTypeWrapper<Omit<UserContext, 'categories'> & { categories: Array<ResolversTypes['ContextCategory']> }>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  VerifyOtpInput: VerifyOtpInput;
  VerifyOtpPayload: ResolverTypeWrapper<VerifyOtpPayload>;
  Viewer: ResolverTypeWrapper<ViewerParent>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AboutCompanyPage: AboutCompanyPage;
  AcceptInvitationInput: AcceptInvitationInput;
  AcceptInvitationPayload: AcceptInvitationPayload;
  AcceptedInvitation: AcceptedInvitation;
  Account: Account;
  AccountSummary: AccountSummary;
  AccountSummaryPage: AccountSummaryPage;
  AccountUser: AccountUser;
  AccountUserPage: AccountUserPage;
  AddPickupAddressInput: AddPickupAddressInput;
  AddPickupAddressPayload: AddPickupAddressPayload;
  AddProductsToCartInput: AddProductsToCartInput;
  AddProductsToCartPayload: Omit<AddProductsToCartPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  AddToCartInput: AddToCartInput;
  AddressSuggestion: AddressSuggestion;
  AnalyticsSettings: AnalyticsSettings;
  AppliedPromoCode: AppliedPromoCode;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandIndexPage: Omit<BrandIndexPage, 'brands'> & { brands: Array<ResolversParentTypes['BrandSummary']> };
  BrandSummary: Omit<BrandSummary, 'logo'> & { logo?: Maybe<ResolversParentTypes['Image']> };
  Breadcrumb: Breadcrumb;
  Cart: CartParent;
  CartChangelog: CartChangelog;
  CartItem: CartItemParent;
  CartOffer: CartOfferParent;
  CartPayload: Omit<CartPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  Category: CategoryParent;
  CategoryCatalogPage: CategoryCatalogPageDto;
  CategoryRef: CategoryRef;
  Checkout: CheckoutParent;
  CheckoutDiscounts: CheckoutDiscounts;
  CheckoutItem: Omit<CheckoutItem, 'image'> & { image?: Maybe<ResolversParentTypes['Image']> };
  CheckoutOrder: Omit<CheckoutOrder, 'shipments' | 'unavailableItems'> & { shipments: Array<ResolversParentTypes['Shipment']>, unavailableItems: Array<ResolversParentTypes['CheckoutItem']> };
  CheckoutOrderPayload: Omit<CheckoutOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['CheckoutOrder']> };
  CheckoutPayment: CheckoutPayment;
  CheckoutSummary: CheckoutSummary;
  City: City;
  Company: Company;
  CompanyContacts: CompanyContacts;
  CompanyLimit: CompanyLimit;
  CompanyOffice: CompanyOffice;
  CompanyPage: CompanyPage;
  CompanyRequisite: CompanyRequisite;
  Contact: Contact;
  Contacts: Contacts;
  ContentPage: ContentPage;
  ContentPageEntry: ContentPageEntry;
  ContentSection: ContentSection;
  ContextCategory: Omit<ContextCategory, 'categories' | 'image'> & { categories: Array<ResolversParentTypes['ContextCategory']>, image?: Maybe<ResolversParentTypes['Image']> };
  ContextSelection: ContextSelection;
  CostCenter: CostCenter;
  CourierAddress: CourierAddress;
  CreateCompanyInput: CreateCompanyInput;
  CreateCompanyPayload: CreateCompanyPayload;
  CreateContactInput: CreateContactInput;
  CreateContactPayload: CreateContactPayload;
  CreateCourierAddressInput: CreateCourierAddressInput;
  CreateCourierAddressPayload: CreateCourierAddressPayload;
  Currencies: Currencies;
  Currency: Currency;
  Customer: Customer;
  Datasheet: Datasheet;
  DeliveryVariant: DeliveryVariant;
  Dimensions: Dimensions;
  DocumentUploadLimits: DocumentUploadLimits;
  FacetBucket: FacetBucket;
  Float: Scalars['Float']['output'];
  FooterColumn: FooterColumn;
  HelpdeskDocument: HelpdeskDocument;
  HelpdeskRequestPayload: HelpdeskRequestPayload;
  HomeBanner: Omit<HomeBanner, 'image'> & { image: ResolversParentTypes['Image'] };
  HomeCategory: Omit<HomeCategory, 'image'> & { image?: Maybe<ResolversParentTypes['Image']> };
  HomePage: Omit<HomePage, 'banners' | 'categories' | 'sellers' | 'slides'> & { banners: Array<ResolversParentTypes['HomeBanner']>, categories: Array<ResolversParentTypes['HomeCategory']>, sellers: Array<ResolversParentTypes['HomeSeller']>, slides: Array<ResolversParentTypes['HomeSlide']> };
  HomeSeller: Omit<HomeSeller, 'image'> & { image?: Maybe<ResolversParentTypes['Image']> };
  HomeSlide: Omit<HomeSlide, 'image'> & { image: ResolversParentTypes['Image'] };
  ID: Scalars['ID']['output'];
  Image: ImageParent;
  Int: Scalars['Int']['output'];
  Inventory: Inventory;
  Invitation: Invitation;
  InviteUserInput: InviteUserInput;
  InviteUserPayload: InviteUserPayload;
  Layout: Layout;
  Limit: Limit;
  Link: Link;
  Listing: ListingParent;
  ListingFacets: ListingFacets;
  ListingFilter: ListingFilter;
  ListingInput: ListingInput;
  ListingScope: ListingScope;
  MapTiles: MapTiles;
  Market: MarketSettingsDto;
  MarketConfig: MarketConfig;
  MarketSettings: MarketSettings;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NavItem: NavItem;
  NewsletterSection: NewsletterSection;
  Order: OrderParent;
  OrderConnection: Omit<OrderConnection, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  OrderContact: OrderContact;
  OrderCustomer: OrderCustomer;
  OrderItem: Omit<OrderItem, 'image'> & { image?: Maybe<ResolversParentTypes['Image']> };
  OrderPayment: OrderPayment;
  OrderPaymentAbilities: OrderPaymentAbilities;
  OrderShipping: OrderShipping;
  OrderStatusFacetBucket: OrderStatusFacetBucket;
  OrderSummary: OrderSummary;
  OrderTracking: OrderTracking;
  OrderUser: OrderUser;
  PackageItem: PackageItem;
  PageInfo: PageInfo;
  PayOrderInput: PayOrderInput;
  PayOrderPayload: PayOrderPayload;
  Payment: PaymentParent;
  PaymentMethodOption: PaymentMethodOption;
  PendingInvitation: PendingInvitation;
  PersonalPickupAddress: PersonalPickupAddress;
  PickupPoint: PickupPoint;
  PriceRange: PriceRange;
  PriceType: PriceType;
  Product: ProductPageDto;
  ProductCard: ProductCardDto;
  ProductPrice: ProductPrice;
  ProductProperty: ProductProperty;
  Profile: Profile;
  Promo: PromoParent;
  PromoCatalogPage: PromoCatalogPageDto;
  PropertyFacet: PropertyFacet;
  PropertyFilter: PropertyFilter;
  Purchase: Purchase;
  PurchaseOrder: PurchaseOrder;
  Query: Record<PropertyKey, never>;
  QuickOrderLineInput: QuickOrderLineInput;
  RedeemPromoCodeInput: RedeemPromoCodeInput;
  RegisterLegalEntityOrderRequestInput: RegisterLegalEntityOrderRequestInput;
  RegisterRentRequestInput: RegisterRentRequestInput;
  RegistryCompany: RegistryCompany;
  RejectedQuickOrderLine: RejectedQuickOrderLine;
  RemoveFromCartInput: RemoveFromCartInput;
  RentTerms: RentTerms;
  RequestCallbackInput: RequestCallbackInput;
  RequestOtpInput: RequestOtpInput;
  RequestOtpPayload: RequestOtpPayload;
  RequestProposalInput: RequestProposalInput;
  ResendInvitationInput: ResendInvitationInput;
  ResendInvitationPayload: ResendInvitationPayload;
  RevokeInvitationInput: RevokeInvitationInput;
  RevokeInvitationPayload: RevokeInvitationPayload;
  RevokePromoCodeInput: RevokePromoCodeInput;
  SearchSuggestions: SuggestionsDto;
  SelectAccountInput: SelectAccountInput;
  SelectCartItemsInput: SelectCartItemsInput;
  SelectContextPayload: SelectContextPayload;
  SelectCustomerInput: SelectCustomerInput;
  Seller: SellerPageDto;
  SellerRef: SellerRef;
  SendFeedbackInput: SendFeedbackInput;
  Seo: Seo;
  SetCheckoutContactInput: SetCheckoutContactInput;
  SetCheckoutCostCenterInput: SetCheckoutCostCenterInput;
  SetCheckoutCourierAddressInput: SetCheckoutCourierAddressInput;
  SetCheckoutDeliveryVariantInput: SetCheckoutDeliveryVariantInput;
  SetCheckoutPaymentMethodInput: SetCheckoutPaymentMethodInput;
  SetCheckoutPickupAddressInput: SetCheckoutPickupAddressInput;
  Shipment: Omit<Shipment, 'items'> & { items: Array<ResolversParentTypes['CheckoutItem']> };
  Shipping: Shipping;
  ShippingOption: ShippingOption;
  SignOutPayload: SignOutPayload;
  SocialLink: SocialLink;
  String: Scalars['String']['output'];
  SubmitCheckoutInput: SubmitCheckoutInput;
  SubmitCheckoutPayload: SubmitCheckoutPayload;
  SubscribeInput: SubscribeInput;
  SubscribePayload: SubscribePayload;
  UpdateCartItemQuantityInput: UpdateCartItemQuantityInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: UpdateProfilePayload;
  UpdateUserRoleInput: UpdateUserRoleInput;
  UpdateUserRolePayload: UpdateUserRolePayload;
  UserContext: Omit<UserContext, 'categories'> & { categories: Array<ResolversParentTypes['ContextCategory']> };
  UserError: UserError;
  VerifyOtpInput: VerifyOtpInput;
  VerifyOtpPayload: VerifyOtpPayload;
  Viewer: ViewerParent;
}>;

export type AboutCompanyPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AboutCompanyPage'] = ResolversParentTypes['AboutCompanyPage']> = ResolversObject<{
  about?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  callbackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contacts?: Resolver<ResolversTypes['CompanyContacts'], ParentType, ContextType>;
  feedbackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['CompanyOffice']>, ParentType, ContextType>;
  requisites?: Resolver<Array<ResolversTypes['CompanyRequisite']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AcceptInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptInvitationPayload'] = ResolversParentTypes['AcceptInvitationPayload']> = ResolversObject<{
  accepted?: Resolver<Maybe<ResolversTypes['AcceptedInvitation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AcceptedInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptedInvitation'] = ResolversParentTypes['AcceptedInvitation']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['AccountRole'], ParentType, ContextType>;
}>;

export type AccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccountSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountSummary'] = ResolversParentTypes['AccountSummary']> = ResolversObject<{
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  main?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ownerUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['AccountRole'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AccountSummaryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountSummaryPage'] = ResolversParentTypes['AccountSummaryPage']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['AccountSummary']>, ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AccountUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountUser'] = ResolversParentTypes['AccountUser']> = ResolversObject<{
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastActivityAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['AccountRole'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccountUserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountUserPage'] = ResolversParentTypes['AccountUserPage']> = ResolversObject<{
  ownerUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['AccountUser']>, ParentType, ContextType>;
}>;

export type AddPickupAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddPickupAddressPayload'] = ResolversParentTypes['AddPickupAddressPayload']> = ResolversObject<{
  pickupAddress?: Resolver<Maybe<ResolversTypes['PersonalPickupAddress']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AddProductsToCartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddProductsToCartPayload'] = ResolversParentTypes['AddProductsToCartPayload']> = ResolversObject<{
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  rejectedLines?: Resolver<Array<ResolversTypes['RejectedQuickOrderLine']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AddressSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressSuggestion'] = ResolversParentTypes['AddressSuggestion']> = ResolversObject<{
  cityTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  postalAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnalyticsSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsSettings'] = ResolversParentTypes['AnalyticsSettings']> = ResolversObject<{
  metricaCounterId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AppliedPromoCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedPromoCode'] = ResolversParentTypes['AppliedPromoCode']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandIndexPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandIndexPage'] = ResolversParentTypes['BrandIndexPage']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['BrandSummary']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
}>;

export type BrandSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandSummary'] = ResolversParentTypes['BrandSummary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BreadcrumbResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = ResolversObject<{
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  availableItems?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  changedItems?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEmpty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showBasePrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalBasePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalGoodsQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItemsQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalUserPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unavailableItems?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
}>;

export type CartChangelogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartChangelog'] = ResolversParentTypes['CartChangelog']> = ResolversObject<{
  difference?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceDirection?: Resolver<ResolversTypes['PriceDirection'], ParentType, ContextType>;
}>;

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = ResolversObject<{
  approvedPurchaseOffer?: Resolver<ResolversTypes['CartOffer'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  changelog?: Resolver<Maybe<ResolversTypes['CartChangelog']>, ParentType, ContextType>;
  currentPurchaseOffer?: Resolver<ResolversTypes['CartOffer'], ParentType, ContextType>;
  ecommerceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasUnapprovedOffer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartOffer'] = ResolversParentTypes['CartOffer']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  basePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasBasePrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  userPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartPayload'] = ResolversParentTypes['CartPayload']> = ResolversObject<{
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ecommerceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['SellerRef']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryCatalogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryCatalogPage'] = ResolversParentTypes['CategoryCatalogPage']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
}>;

export type CategoryRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryRef'] = ResolversParentTypes['CategoryRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = ResolversObject<{
  costCenters?: Resolver<Array<ResolversTypes['CostCenter']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['CheckoutOrder']>, ParentType, ContextType>;
}>;

export type CheckoutDiscountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutDiscounts'] = ResolversParentTypes['CheckoutDiscounts']> = ResolversObject<{
  customer?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  personal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  promo?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  promoCode?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CheckoutItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutItem'] = ResolversParentTypes['CheckoutItem']> = ResolversObject<{
  basePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  brandTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CheckoutOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutOrder'] = ResolversParentTypes['CheckoutOrder']> = ResolversObject<{
  buyerTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  costCenter?: Resolver<Maybe<ResolversTypes['CostCenter']>, ParentType, ContextType>;
  costCenterRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  courierAddress?: Resolver<Maybe<ResolversTypes['CourierAddress']>, ParentType, ContextType>;
  deliveryMethod?: Resolver<Maybe<ResolversTypes['DeliveryMethod']>, ParentType, ContextType>;
  hasChangedOffers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  missingSteps?: Resolver<Array<ResolversTypes['CheckoutStep']>, ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['CheckoutPayment'], ParentType, ContextType>;
  pickupAddress?: Resolver<Maybe<ResolversTypes['PersonalPickupAddress']>, ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['AppliedPromoCode']>, ParentType, ContextType>;
  sellerTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['CheckoutSummary'], ParentType, ContextType>;
  unavailableItems?: Resolver<Array<ResolversTypes['CheckoutItem']>, ParentType, ContextType>;
}>;

export type CheckoutOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutOrderPayload'] = ResolversParentTypes['CheckoutOrderPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['CheckoutOrder']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CheckoutPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutPayment'] = ResolversParentTypes['CheckoutPayment']> = ResolversObject<{
  methods?: Resolver<Array<ResolversTypes['PaymentMethodOption']>, ParentType, ContextType>;
  selectedMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
}>;

export type CheckoutSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutSummary'] = ResolversParentTypes['CheckoutSummary']> = ResolversObject<{
  discounts?: Resolver<ResolversTypes['CheckoutDiscounts'], ParentType, ContextType>;
  goodsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = ResolversObject<{
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fiasId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kladrId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionFiasId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionKladrId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kpp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['CompanyLimit']>, ParentType, ContextType>;
  ogrn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceType?: Resolver<ResolversTypes['PriceType'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CompanyType'], ParentType, ContextType>;
}>;

export type CompanyContactsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyContacts'] = ResolversParentTypes['CompanyContacts']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyLimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyLimit'] = ResolversParentTypes['CompanyLimit']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CompanyLimitType'], ParentType, ContextType>;
}>;

export type CompanyOfficeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyOffice'] = ResolversParentTypes['CompanyOffice']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyPage'] = ResolversParentTypes['CompanyPage']> = ResolversObject<{
  companies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompanyRequisiteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyRequisite'] = ResolversParentTypes['CompanyRequisite']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contacts'] = ResolversParentTypes['Contacts']> = ResolversObject<{
  callbackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exposePhoneToHeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feedbackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = ResolversObject<{
  links?: Resolver<Array<ResolversTypes['Link']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ContentSection']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContentPageEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentPageEntry'] = ResolversParentTypes['ContentPageEntry']> = ResolversObject<{
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContentSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentSection'] = ResolversParentTypes['ContentSection']> = ResolversObject<{
  heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContextCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContextCategory'] = ResolversParentTypes['ContextCategory']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['ContextCategory']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContextSelectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContextSelection'] = ResolversParentTypes['ContextSelection']> = ResolversObject<{
  currentAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currentCustomerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CostCenterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CostCenter'] = ResolversParentTypes['CostCenter']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CourierAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourierAddress'] = ResolversParentTypes['CourierAddress']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  apartment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entrance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intercom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CreateCompanyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCompanyPayload'] = ResolversParentTypes['CreateCompanyPayload']> = ResolversObject<{
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateContactPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateContactPayload'] = ResolversParentTypes['CreateContactPayload']> = ResolversObject<{
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateCourierAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCourierAddressPayload'] = ResolversParentTypes['CreateCourierAddressPayload']> = ResolversObject<{
  courierAddress?: Resolver<Maybe<ResolversTypes['CourierAddress']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CurrenciesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Currencies'] = ResolversParentTypes['Currencies']> = ResolversObject<{
  base?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  display?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
}>;

export type CurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DatasheetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Datasheet'] = ResolversParentTypes['Datasheet']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeliveryVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryVariant'] = ResolversParentTypes['DeliveryVariant']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['DeliveryMethod'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DimensionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dimensions'] = ResolversParentTypes['Dimensions']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type DocumentUploadLimitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentUploadLimits'] = ResolversParentTypes['DocumentUploadLimits']> = ResolversObject<{
  maxFileBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxFiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['DocumentType']>, ParentType, ContextType>;
}>;

export type FacetBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetBucket'] = ResolversParentTypes['FacetBucket']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FooterColumnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FooterColumn'] = ResolversParentTypes['FooterColumn']> = ResolversObject<{
  links?: Resolver<Array<ResolversTypes['Link']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HelpdeskDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpdeskDocument'] = ResolversParentTypes['HelpdeskDocument']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HelpdeskRequestPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HelpdeskRequestPayload'] = ResolversParentTypes['HelpdeskRequestPayload']> = ResolversObject<{
  requestNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type HomeBannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeBanner'] = ResolversParentTypes['HomeBanner']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeCategory'] = ResolversParentTypes['HomeCategory']> = ResolversObject<{
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomePage'] = ResolversParentTypes['HomePage']> = ResolversObject<{
  banners?: Resolver<Array<ResolversTypes['HomeBanner']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['HomeCategory']>, ParentType, ContextType>;
  sellers?: Resolver<Array<ResolversTypes['HomeSeller']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  slides?: Resolver<Array<ResolversTypes['HomeSlide']>, ParentType, ContextType>;
}>;

export type HomeSellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeSeller'] = ResolversParentTypes['HomeSeller']> = ResolversObject<{
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeSlideResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeSlide'] = ResolversParentTypes['HomeSlide']> = ResolversObject<{
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<ImageUrlArgs>>;
}>;

export type InventoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Inventory'] = ResolversParentTypes['Inventory']> = ResolversObject<{
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warehouse?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['AccountRole'], ParentType, ContextType>;
}>;

export type InviteUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteUserPayload'] = ResolversParentTypes['InviteUserPayload']> = ResolversObject<{
  invitation?: Resolver<Maybe<ResolversTypes['Invitation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type LayoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Layout'] = ResolversParentTypes['Layout']> = ResolversObject<{
  bottomMenu?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  expressMenu?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  footerColumns?: Resolver<Array<ResolversTypes['FooterColumn']>, ParentType, ContextType>;
  footerLinks?: Resolver<Array<ResolversTypes['Link']>, ParentType, ContextType>;
  mobileNavigation?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
}>;

export type LimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Limit'] = ResolversParentTypes['Limit']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Link'] = ResolversParentTypes['Link']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing']> = ResolversObject<{
  facets?: Resolver<ResolversTypes['ListingFacets'], ParentType, ContextType>;
  isAccurate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  totalSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ListingFacetsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingFacets'] = ResolversParentTypes['ListingFacets']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['PropertyFacet']>, ParentType, ContextType>;
  virtualCategories?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
}>;

export type MapTilesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MapTiles'] = ResolversParentTypes['MapTiles']> = ResolversObject<{
  attribution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxZoom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  urlTemplate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MarketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Market'] = ResolversParentTypes['Market']> = ResolversObject<{
  config?: Resolver<ResolversTypes['MarketConfig'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['Layout'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['MarketSettings'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['MarketTheme'], ParentType, ContextType>;
}>;

export type MarketConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketConfig'] = ResolversParentTypes['MarketConfig']> = ResolversObject<{
  authStrategies?: Resolver<Array<ResolversTypes['AuthStrategy']>, ParentType, ContextType>;
  requiredForCart?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MarketSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketSettings'] = ResolversParentTypes['MarketSettings']> = ResolversObject<{
  contacts?: Resolver<ResolversTypes['Contacts'], ParentType, ContextType>;
  copyright?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencies?: Resolver<ResolversTypes['Currencies'], ParentType, ContextType>;
  geolocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['NewsletterSection']>, ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvitation?: Resolver<ResolversTypes['AcceptInvitationPayload'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'input'>>;
  addPickupAddress?: Resolver<ResolversTypes['AddPickupAddressPayload'], ParentType, ContextType, RequireFields<MutationAddPickupAddressArgs, 'input'>>;
  addProductsToCart?: Resolver<ResolversTypes['AddProductsToCartPayload'], ParentType, ContextType, RequireFields<MutationAddProductsToCartArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  approveCartPrices?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType>;
  createCompany?: Resolver<ResolversTypes['CreateCompanyPayload'], ParentType, ContextType, RequireFields<MutationCreateCompanyArgs, 'input'>>;
  createContact?: Resolver<ResolversTypes['CreateContactPayload'], ParentType, ContextType, RequireFields<MutationCreateContactArgs, 'input'>>;
  createCourierAddress?: Resolver<ResolversTypes['CreateCourierAddressPayload'], ParentType, ContextType, RequireFields<MutationCreateCourierAddressArgs, 'input'>>;
  inviteUser?: Resolver<ResolversTypes['InviteUserPayload'], ParentType, ContextType, RequireFields<MutationInviteUserArgs, 'input'>>;
  payOrder?: Resolver<ResolversTypes['PayOrderPayload'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'input'>>;
  redeemPromoCode?: Resolver<ResolversTypes['CheckoutOrderPayload'], ParentType, ContextType, RequireFields<MutationRedeemPromoCodeArgs, 'input'>>;
  registerLegalEntityOrderRequest?: Resolver<ResolversTypes['HelpdeskRequestPayload'], ParentType, ContextType, RequireFields<MutationRegisterLegalEntityOrderRequestArgs, 'input'>>;
  registerRentRequest?: Resolver<ResolversTypes['HelpdeskRequestPayload'], ParentType, ContextType, RequireFields<MutationRegisterRentRequestArgs, 'input'>>;
  removeFromCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'input'>>;
  requestCallback?: Resolver<ResolversTypes['HelpdeskRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestCallbackArgs, 'input'>>;
  requestOtp?: Resolver<ResolversTypes['RequestOtpPayload'], ParentType, ContextType, RequireFields<MutationRequestOtpArgs, 'input'>>;
  requestProposal?: Resolver<ResolversTypes['HelpdeskRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestProposalArgs, 'input'>>;
  resendInvitation?: Resolver<ResolversTypes['ResendInvitationPayload'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'input'>>;
  revokeInvitation?: Resolver<ResolversTypes['RevokeInvitationPayload'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'input'>>;
  revokePromoCode?: Resolver<ResolversTypes['CheckoutOrderPayload'], ParentType, ContextType, RequireFields<MutationRevokePromoCodeArgs, 'input'>>;
  selectAccount?: Resolver<ResolversTypes['SelectContextPayload'], ParentType, ContextType, RequireFields<MutationSelectAccountArgs, 'input'>>;
  selectCartItems?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationSelectCartItemsArgs, 'input'>>;
  selectCustomer?: Resolver<ResolversTypes['SelectContextPayload'], ParentType, ContextType, RequireFields<MutationSelectCustomerArgs, 'input'>>;
  sendFeedback?: Resolver<ResolversTypes['HelpdeskRequestPayload'], ParentType, ContextType, RequireFields<MutationSendFeedbackArgs, 'input'>>;
  setCheckoutContact?: Resolver<ResolversTypes['CheckoutOrderPayload'], ParentType, ContextType, RequireFields<MutationSetCheckoutContactArgs, 'input'>>;
  setCheckoutCostCenter?: Resolver<ResolversTypes['CheckoutOrderPayload'], ParentType, ContextType, RequireFields<MutationSetCheckoutCostCenterArgs, 'input'>>;
  setCheckoutCourierAddress?: Resolver<ResolversTypes['CheckoutOrderPayload'], ParentType, ContextType, RequireFields<MutationSetCheckoutCourierAddressArgs, 'input'>>;
  setCheckoutDeliveryVariant?: Resolver<ResolversTypes['CheckoutOrderPayload'], ParentType, ContextType, RequireFields<MutationSetCheckoutDeliveryVariantArgs, 'input'>>;
  setCheckoutPaymentMethod?: Resolver<ResolversTypes['CheckoutOrderPayload'], ParentType, ContextType, RequireFields<MutationSetCheckoutPaymentMethodArgs, 'input'>>;
  setCheckoutPickupAddress?: Resolver<ResolversTypes['CheckoutOrderPayload'], ParentType, ContextType, RequireFields<MutationSetCheckoutPickupAddressArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  submitCheckout?: Resolver<ResolversTypes['SubmitCheckoutPayload'], ParentType, ContextType, RequireFields<MutationSubmitCheckoutArgs, 'input'>>;
  subscribe?: Resolver<ResolversTypes['SubscribePayload'], ParentType, ContextType, RequireFields<MutationSubscribeArgs, 'input'>>;
  updateCartItemQuantity?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartItemQuantityArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateUserRole?: Resolver<ResolversTypes['UpdateUserRolePayload'], ParentType, ContextType, RequireFields<MutationUpdateUserRoleArgs, 'input'>>;
  verifyOtp?: Resolver<ResolversTypes['VerifyOtpPayload'], ParentType, ContextType, RequireFields<MutationVerifyOtpArgs, 'input'>>;
}>;

export type NavItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NavItem'] = ResolversParentTypes['NavItem']> = ResolversObject<{
  highlight?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NewsletterSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSection'] = ResolversParentTypes['NewsletterSection']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  aggregatedStatus?: Resolver<ResolversTypes['OrderAggregatedStatus'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['OrderContact']>, ParentType, ContextType>;
  costCenter?: Resolver<Maybe<ResolversTypes['CostCenter']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['OrderCustomer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['OrderPayment'], ParentType, ContextType>;
  sellerTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['OrderShipping'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['OrderSummary'], ParentType, ContextType>;
  tracking?: Resolver<Array<ResolversTypes['OrderTracking']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['OrderUser']>, ParentType, ContextType>;
}>;

export type OrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = ResolversObject<{
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  statusFacet?: Resolver<Array<ResolversTypes['OrderStatusFacetBucket']>, ParentType, ContextType>;
}>;

export type OrderContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderContact'] = ResolversParentTypes['OrderContact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kpp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = ResolversObject<{
  abilities?: Resolver<ResolversTypes['OrderPaymentAbilities'], ParentType, ContextType>;
  amountPaid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dueAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  installment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['OrderPaymentMethod'], ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
}>;

export type OrderPaymentAbilitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPaymentAbilities'] = ResolversParentTypes['OrderPaymentAbilities']> = ResolversObject<{
  invoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoiceDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OrderShippingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderShipping'] = ResolversParentTypes['OrderShipping']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['OrderContact']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['OrderDeliveryMethod'], ParentType, ContextType>;
  pickupPointBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupPointKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderStatusFacetBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusFacetBucket'] = ResolversParentTypes['OrderStatusFacetBucket']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderAggregatedStatus'], ParentType, ContextType>;
}>;

export type OrderSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSummary'] = ResolversParentTypes['OrderSummary']> = ResolversObject<{
  goodsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderTrackingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderTracking'] = ResolversParentTypes['OrderTracking']> = ResolversObject<{
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderUser'] = ResolversParentTypes['OrderUser']> = ResolversObject<{
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PackageItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageItem'] = ResolversParentTypes['PackageItem']> = ResolversObject<{
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PayOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayOrderPayload'] = ResolversParentTypes['PayOrderPayload']> = ResolversObject<{
  confirmationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
}>;

export type PaymentMethodOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodOption'] = ResolversParentTypes['PaymentMethodOption']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PendingInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PendingInvitation'] = ResolversParentTypes['PendingInvitation']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['AccountRole'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PendingInvitationState'], ParentType, ContextType>;
}>;

export type PersonalPickupAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonalPickupAddress'] = ResolversParentTypes['PersonalPickupAddress']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickupPoint?: Resolver<ResolversTypes['PickupPoint'], ParentType, ContextType>;
}>;

export type PickupPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PickupPoint'] = ResolversParentTypes['PickupPoint']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PickupPointKind'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  postalAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = ResolversObject<{
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PriceTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceType'] = ResolversParentTypes['PriceType']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDaysOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  datasheets?: Resolver<Array<ResolversTypes['Datasheet']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dimensions?: Resolver<Maybe<ResolversTypes['Dimensions']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  inventories?: Resolver<Array<ResolversTypes['Inventory']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PackageItem']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['ProductProperty']>, ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['SellerRef']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Shipping'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video360?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  warranty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCard'] = ResolversParentTypes['ProductCard']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['SellerRef']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = ResolversObject<{
  base?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ProductPropertyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductProperty'] = ResolversParentTypes['ProductProperty']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Limit']>, ParentType, ContextType>;
  middleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PromoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Promo'] = ResolversParentTypes['Promo']> = ResolversObject<{
  activeSince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  activeUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  announcement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromoCatalogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromoCatalogPage'] = ResolversParentTypes['PromoCatalogPage']> = ResolversObject<{
  promos?: Resolver<Array<ResolversTypes['Promo']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
}>;

export type PropertyFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyFacet'] = ResolversParentTypes['PropertyFacet']> = ResolversObject<{
  buckets?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PropertyFacetType'], ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PurchaseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Purchase'] = ResolversParentTypes['Purchase']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['PurchaseOrder']>, ParentType, ContextType>;
}>;

export type PurchaseOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseOrder'] = ResolversParentTypes['PurchaseOrder']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  aboutCompanyPage?: Resolver<ResolversTypes['AboutCompanyPage'], ParentType, ContextType>;
  accountUsers?: Resolver<ResolversTypes['AccountUserPage'], ParentType, ContextType, Partial<QueryAccountUsersArgs>>;
  accounts?: Resolver<ResolversTypes['AccountSummaryPage'], ParentType, ContextType, Partial<QueryAccountsArgs>>;
  addressSuggestions?: Resolver<Array<ResolversTypes['AddressSuggestion']>, ParentType, ContextType, RequireFields<QueryAddressSuggestionsArgs, 'query'>>;
  analytics?: Resolver<ResolversTypes['AnalyticsSettings'], ParentType, ContextType>;
  brandIndex?: Resolver<ResolversTypes['BrandIndexPage'], ParentType, ContextType>;
  captchaChallenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'slug'>>;
  categoryCatalog?: Resolver<ResolversTypes['CategoryCatalogPage'], ParentType, ContextType>;
  checkout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType>;
  cityByGeo?: Resolver<ResolversTypes['City'], ParentType, ContextType, RequireFields<QueryCityByGeoArgs, 'latitude' | 'longitude'>>;
  cityByIp?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  companies?: Resolver<ResolversTypes['CompanyPage'], ParentType, ContextType, Partial<QueryCompaniesArgs>>;
  contacts?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType>;
  contentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageArgs, 'slug'>>;
  contentPages?: Resolver<Array<ResolversTypes['ContentPageEntry']>, ParentType, ContextType>;
  costCenters?: Resolver<Array<ResolversTypes['CostCenter']>, ParentType, ContextType>;
  courierAddresses?: Resolver<Array<ResolversTypes['CourierAddress']>, ParentType, ContextType>;
  currentCity?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  documentUploadLimits?: Resolver<ResolversTypes['DocumentUploadLimits'], ParentType, ContextType>;
  findCompany?: Resolver<Maybe<ResolversTypes['RegistryCompany']>, ParentType, ContextType, RequireFields<QueryFindCompanyArgs, 'inn' | 'type'>>;
  homePage?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<QueryListingArgs, 'input'>>;
  mapTiles?: Resolver<ResolversTypes['MapTiles'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'pageNumber' | 'pageSize'>>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  pendingInvitations?: Resolver<Array<ResolversTypes['PendingInvitation']>, ParentType, ContextType>;
  pickupAddresses?: Resolver<Array<ResolversTypes['PersonalPickupAddress']>, ParentType, ContextType>;
  pickupPoints?: Resolver<Array<ResolversTypes['PickupPoint']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'slug'>>;
  promo?: Resolver<Maybe<ResolversTypes['Promo']>, ParentType, ContextType, RequireFields<QueryPromoArgs, 'slug'>>;
  promoCatalog?: Resolver<ResolversTypes['PromoCatalogPage'], ParentType, ContextType>;
  purchase?: Resolver<Maybe<ResolversTypes['Purchase']>, ParentType, ContextType, RequireFields<QueryPurchaseArgs, 'id'>>;
  recommendedProducts?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType, RequireFields<QueryRecommendedProductsArgs, 'productId' | 'type'>>;
  rentTerms?: Resolver<Maybe<ResolversTypes['RentTerms']>, ParentType, ContextType, RequireFields<QueryRentTermsArgs, 'productId'>>;
  searchCities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QuerySearchCitiesArgs, 'query'>>;
  searchSuggestions?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'text'>>;
  selectedCurrencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['Seller']>, ParentType, ContextType, RequireFields<QuerySellerArgs, 'slug'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type RegistryCompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistryCompany'] = ResolversParentTypes['RegistryCompany']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kpp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ogrn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CompanyType'], ParentType, ContextType>;
}>;

export type RejectedQuickOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RejectedQuickOrderLine'] = ResolversParentTypes['RejectedQuickOrderLine']> = ResolversObject<{
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['QuickOrderRejection'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RentTermsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RentTerms'] = ResolversParentTypes['RentTerms']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rentAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RequestOtpPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestOtpPayload'] = ResolversParentTypes['RequestOtpPayload']> = ResolversObject<{
  retryTimeout?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ResendInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResendInvitationPayload'] = ResolversParentTypes['ResendInvitationPayload']> = ResolversObject<{
  invitation?: Resolver<Maybe<ResolversTypes['PendingInvitation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RevokeInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeInvitationPayload'] = ResolversParentTypes['RevokeInvitationPayload']> = ResolversObject<{
  revokedInvitationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SearchSuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  popularQueries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  promotionalProducts?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  recommendedProducts?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  suggestedQueries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SelectContextPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectContextPayload'] = ResolversParentTypes['SelectContextPayload']> = ResolversObject<{
  selection?: Resolver<Maybe<ResolversTypes['ContextSelection']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SellerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Seller'] = ResolversParentTypes['Seller']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SellerRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellerRef'] = ResolversParentTypes['SellerRef']> = ResolversObject<{
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SeoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Seo'] = ResolversParentTypes['Seo']> = ResolversObject<{
  h1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaKeywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noindex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShipmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = ResolversObject<{
  deliveryVariants?: Resolver<Array<ResolversTypes['DeliveryVariant']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CheckoutItem']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ShipmentKind'], ParentType, ContextType>;
  selectedVariantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ShippingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shipping'] = ResolversParentTypes['Shipping']> = ResolversObject<{
  delivery?: Resolver<Maybe<ResolversTypes['ShippingOption']>, ParentType, ContextType>;
  expressAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['ShippingOption']>, ParentType, ContextType>;
}>;

export type ShippingOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingOption'] = ResolversParentTypes['ShippingOption']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SignOutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SocialLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubmitCheckoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmitCheckoutPayload'] = ResolversParentTypes['SubmitCheckoutPayload']> = ResolversObject<{
  purchase?: Resolver<Maybe<ResolversTypes['Purchase']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SubscribePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscribePayload'] = ResolversParentTypes['SubscribePayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = ResolversObject<{
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateUserRolePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateUserRolePayload'] = ResolversParentTypes['UpdateUserRolePayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['AccountUser']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserContextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserContext'] = ResolversParentTypes['UserContext']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  baseCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ContextCategory']>, ParentType, ContextType>;
  currentAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currentCustomerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  displayCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Limit']>, ParentType, ContextType>;
  mainAccountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VerifyOtpPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyOtpPayload'] = ResolversParentTypes['VerifyOtpPayload']> = ResolversObject<{
  accessTokenExpires?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isRegistration?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  context?: Resolver<ResolversTypes['UserContext'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AboutCompanyPage?: AboutCompanyPageResolvers<ContextType>;
  AcceptInvitationPayload?: AcceptInvitationPayloadResolvers<ContextType>;
  AcceptedInvitation?: AcceptedInvitationResolvers<ContextType>;
  Account?: AccountResolvers<ContextType>;
  AccountSummary?: AccountSummaryResolvers<ContextType>;
  AccountSummaryPage?: AccountSummaryPageResolvers<ContextType>;
  AccountUser?: AccountUserResolvers<ContextType>;
  AccountUserPage?: AccountUserPageResolvers<ContextType>;
  AddPickupAddressPayload?: AddPickupAddressPayloadResolvers<ContextType>;
  AddProductsToCartPayload?: AddProductsToCartPayloadResolvers<ContextType>;
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  AnalyticsSettings?: AnalyticsSettingsResolvers<ContextType>;
  AppliedPromoCode?: AppliedPromoCodeResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandIndexPage?: BrandIndexPageResolvers<ContextType>;
  BrandSummary?: BrandSummaryResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartChangelog?: CartChangelogResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartOffer?: CartOfferResolvers<ContextType>;
  CartPayload?: CartPayloadResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryCatalogPage?: CategoryCatalogPageResolvers<ContextType>;
  CategoryRef?: CategoryRefResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutDiscounts?: CheckoutDiscountsResolvers<ContextType>;
  CheckoutItem?: CheckoutItemResolvers<ContextType>;
  CheckoutOrder?: CheckoutOrderResolvers<ContextType>;
  CheckoutOrderPayload?: CheckoutOrderPayloadResolvers<ContextType>;
  CheckoutPayment?: CheckoutPaymentResolvers<ContextType>;
  CheckoutSummary?: CheckoutSummaryResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyContacts?: CompanyContactsResolvers<ContextType>;
  CompanyLimit?: CompanyLimitResolvers<ContextType>;
  CompanyOffice?: CompanyOfficeResolvers<ContextType>;
  CompanyPage?: CompanyPageResolvers<ContextType>;
  CompanyRequisite?: CompanyRequisiteResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  Contacts?: ContactsResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  ContentPageEntry?: ContentPageEntryResolvers<ContextType>;
  ContentSection?: ContentSectionResolvers<ContextType>;
  ContextCategory?: ContextCategoryResolvers<ContextType>;
  ContextSelection?: ContextSelectionResolvers<ContextType>;
  CostCenter?: CostCenterResolvers<ContextType>;
  CourierAddress?: CourierAddressResolvers<ContextType>;
  CreateCompanyPayload?: CreateCompanyPayloadResolvers<ContextType>;
  CreateContactPayload?: CreateContactPayloadResolvers<ContextType>;
  CreateCourierAddressPayload?: CreateCourierAddressPayloadResolvers<ContextType>;
  Currencies?: CurrenciesResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  Datasheet?: DatasheetResolvers<ContextType>;
  DeliveryVariant?: DeliveryVariantResolvers<ContextType>;
  Dimensions?: DimensionsResolvers<ContextType>;
  DocumentUploadLimits?: DocumentUploadLimitsResolvers<ContextType>;
  FacetBucket?: FacetBucketResolvers<ContextType>;
  FooterColumn?: FooterColumnResolvers<ContextType>;
  HelpdeskDocument?: HelpdeskDocumentResolvers<ContextType>;
  HelpdeskRequestPayload?: HelpdeskRequestPayloadResolvers<ContextType>;
  HomeBanner?: HomeBannerResolvers<ContextType>;
  HomeCategory?: HomeCategoryResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  HomeSeller?: HomeSellerResolvers<ContextType>;
  HomeSlide?: HomeSlideResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Inventory?: InventoryResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InviteUserPayload?: InviteUserPayloadResolvers<ContextType>;
  Layout?: LayoutResolvers<ContextType>;
  Limit?: LimitResolvers<ContextType>;
  Link?: LinkResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  ListingFacets?: ListingFacetsResolvers<ContextType>;
  MapTiles?: MapTilesResolvers<ContextType>;
  Market?: MarketResolvers<ContextType>;
  MarketConfig?: MarketConfigResolvers<ContextType>;
  MarketSettings?: MarketSettingsResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavItem?: NavItemResolvers<ContextType>;
  NewsletterSection?: NewsletterSectionResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderContact?: OrderContactResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderPaymentAbilities?: OrderPaymentAbilitiesResolvers<ContextType>;
  OrderShipping?: OrderShippingResolvers<ContextType>;
  OrderStatusFacetBucket?: OrderStatusFacetBucketResolvers<ContextType>;
  OrderSummary?: OrderSummaryResolvers<ContextType>;
  OrderTracking?: OrderTrackingResolvers<ContextType>;
  OrderUser?: OrderUserResolvers<ContextType>;
  PackageItem?: PackageItemResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PayOrderPayload?: PayOrderPayloadResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentMethodOption?: PaymentMethodOptionResolvers<ContextType>;
  PendingInvitation?: PendingInvitationResolvers<ContextType>;
  PersonalPickupAddress?: PersonalPickupAddressResolvers<ContextType>;
  PickupPoint?: PickupPointResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  PriceType?: PriceTypeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCard?: ProductCardResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductProperty?: ProductPropertyResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Promo?: PromoResolvers<ContextType>;
  PromoCatalogPage?: PromoCatalogPageResolvers<ContextType>;
  PropertyFacet?: PropertyFacetResolvers<ContextType>;
  Purchase?: PurchaseResolvers<ContextType>;
  PurchaseOrder?: PurchaseOrderResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegistryCompany?: RegistryCompanyResolvers<ContextType>;
  RejectedQuickOrderLine?: RejectedQuickOrderLineResolvers<ContextType>;
  RentTerms?: RentTermsResolvers<ContextType>;
  RequestOtpPayload?: RequestOtpPayloadResolvers<ContextType>;
  ResendInvitationPayload?: ResendInvitationPayloadResolvers<ContextType>;
  RevokeInvitationPayload?: RevokeInvitationPayloadResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  SelectContextPayload?: SelectContextPayloadResolvers<ContextType>;
  Seller?: SellerResolvers<ContextType>;
  SellerRef?: SellerRefResolvers<ContextType>;
  Seo?: SeoResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  Shipping?: ShippingResolvers<ContextType>;
  ShippingOption?: ShippingOptionResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  SubmitCheckoutPayload?: SubmitCheckoutPayloadResolvers<ContextType>;
  SubscribePayload?: SubscribePayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UpdateUserRolePayload?: UpdateUserRolePayloadResolvers<ContextType>;
  UserContext?: UserContextResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VerifyOtpPayload?: VerifyOtpPayloadResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

