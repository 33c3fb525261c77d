import type { GraphQLResolveInfo } from 'graphql';
import type { MarketSettings as MarketSettingsDto, ProductCard as ProductCardDto, ProductPage as ProductPageDto, SellerPage as SellerPageDto, CategoryCatalogPage as CategoryCatalogPageDto, PromoCatalogPage as PromoCatalogPageDto, SuggestionsResponse as SuggestionsDto } from '@store/api/contract';
import type { ImageParent } from '../resolvers/Image.ts';
import type { CategoryParent, PromoParent, ListingParent } from '../resolvers/catalog/parents.ts';
import type { ViewerParent } from '../resolvers/session/viewer.ts';
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

/** How a one-time code reaches the visitor. */
export type AuthStrategy =
  | 'EMAIL'
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

/** A link in a breadcrumb trail. */
export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  /** The category slug (a link to /catalog/{slug}). */
  slug: Scalars['String']['output'];
  /** The visible text. */
  title: Scalars['String']['output'];
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

/** The kind of a company: a legal entity (ИНН of 10 digits and a КПП) or a sole trader (ИНН of 12). */
export type CompanyType =
  /** A sole trader (ИП). */
  | 'INDIVIDUAL'
  /** A legal entity. */
  | 'LEGAL';

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
  | 'CATEGORY'
  | 'PROMO'
  | 'SELLER';

/** The orders a listing can be sorted in. */
export type ListingSort =
  | 'NEWEST'
  | 'POPULARITY'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

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
  subscription: Maybe<Subscription>;
};

/** The front end's themes; the white-label market uses PRODUCT. */
export type MarketTheme =
  | 'GARWIN'
  | 'IPR'
  | 'LICOTA'
  | 'PRODUCT'
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
  /** Adds a company of the register to the current account; needs CREATE_COMPANY. */
  createCompany: CreateCompanyPayload;
  /** E-mails an invitation to join the current account as a guest; needs INVITE_USERS. */
  inviteUser: InviteUserPayload;
  /** Always true; a write with no effect, for checking that mutations reach the BFF. */
  noop: Scalars['Boolean']['output'];
  /** Sends a one-time code by e-mail or SMS. */
  requestOtp: RequestOtpPayload;
  /** Works in another account of the user; its first company becomes the customer. */
  selectAccount: SelectContextPayload;
  /** Buys for another company of the current account: prices and delivery follow it. */
  selectCustomer: SelectContextPayload;
  /** Ends the session (sign-out). */
  signOut: SignOutPayload;
  /** Subscribes an e-mail to the market's newsletter; only markets with a subscription section have one. */
  subscribe: SubscribePayload;
  /** Changes the names of the signed-in user. */
  updateProfile: UpdateProfilePayload;
  /** Changes a member's role; needs MANAGE_USERS. */
  updateUserRole: UpdateUserRolePayload;
  /** Checks a one-time code and signs in (or registers). One per operation. */
  verifyOtp: VerifyOtpPayload;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationCreateCompanyArgs = {
  input: CreateCompanyInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationInviteUserArgs = {
  email: Scalars['String']['input'];
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationRequestOtpArgs = {
  input: RequestOtpInput;
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSelectAccountArgs = {
  accountId: Scalars['ID']['input'];
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSelectCustomerArgs = {
  customerId: Scalars['ID']['input'];
};


/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type MutationSubscribeArgs = {
  input: SubscribeInput;
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
  | 'IN_STOCK'
  | 'ON_ORDER'
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

/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** The users of the current account, paged; needs LIST_USERS. */
  accountUsers: AccountUserPage;
  /** The accounts of the signed-in user, paged (pages from 1, 20 by default). */
  accounts: AccountSummaryPage;
  /** A fresh ALTCHA proof-of-work challenge (JSON) for the captcha of SMS sign-in. */
  captchaChallenge: Scalars['String']['output'];
  /** A category page by slug; null when no category has that slug. */
  category: Maybe<Category>;
  /** The catalogue's root page: the top categories with their children, and the page's SEO data. */
  categoryCatalog: CategoryCatalogPage;
  /** The city nearest to a point (decimal degrees as strings), not yet confirmed. */
  cityByGeo: City;
  /** The city of the visitor's IP address, else the default city; not yet confirmed. */
  cityByIp: City;
  /** The companies of the current account, paged; needs LIST_COMPANIES. */
  companies: CompanyPage;
  /** The cost centres of the current account; needs LIST_COST_CENTERS. */
  costCenters: Array<CostCenter>;
  /** The visitor's city. */
  currentCity: City;
  /** A company of the state register by type and tax ids; null when there is none. */
  findCompany: Maybe<RegistryCompany>;
  /** The home page of the current market. */
  homePage: HomePage;
  /** A listing: products with facets, for the catalogue, a category, a promotion, a seller or a search. */
  listing: Listing;
  /** The market of this request. */
  market: Market;
  /** Always true; lets a client check that the BFF answers. */
  ping: Scalars['Boolean']['output'];
  /** A product page by slug; null when no product has that slug. */
  product: Maybe<Product>;
  /** A promotion by slug; null when no promotion has that slug. */
  promo: Maybe<Promo>;
  /** Every promotion of the market, current ones first. */
  promoCatalog: PromoCatalogPage;
  /** Products recommended next to a product (page size 8). A failure gives an empty list. */
  recommendedProducts: Array<ProductCard>;
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
export type QueryProductArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryPromoArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type QueryRecommendedProductsArgs = {
  productId: Scalars['ID']['input'];
  type: RecommendationType;
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

/** Which recommendations to list. */
export type RecommendationType =
  | 'RELATED_PRODUCTS'
  | 'SIMILAR_PRODUCTS';

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

/** The answer to a switch of account or customer. */
export type SelectContextPayload = {
  __typename?: 'SelectContextPayload';
  /** The new selection; null when the switch failed. */
  selection: Maybe<ContextSelection>;
  /** Why the switch failed (ACCOUNT_NOT_FOUND, CUSTOMER_NOT_FOUND). */
  userErrors: Array<UserError>;
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

/** The footer's newsletter subscription section. */
export type Subscription = {
  __typename?: 'Subscription';
  /** The text under the title. */
  description: Scalars['String']['output'];
  /** The section title. */
  title: Scalars['String']['output'];
};

/** Where a visitor subscribed to the newsletter. */
export type SubscriptionSource =
  /** The subscription form of the footer. */
  | 'FOOTER'
  /** The newsletter checkbox of the sign-in code step, after an e-mail sign-in. */
  | 'SIGN_IN';

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
  /** The captcha solution was rejected. */
  | 'CAPTCHA_INVALID'
  /** The captcha is missing. */
  | 'CAPTCHA_REQUIRED'
  /** The company is already among the account's customers. */
  | 'COMPANY_ALREADY_ADDED'
  /** The company register has no such company. */
  | 'COMPANY_NOT_FOUND'
  /** The customer does not exist or is not the user's. */
  | 'CUSTOMER_NOT_FOUND'
  /** The message with the code could not be delivered. */
  | 'DELIVERY_FAILED'
  /** The message with the code could not be sent. */
  | 'DELIVERY_UNAVAILABLE'
  /** The request was refused for a reason the BFF has no code for; the message says why. */
  | 'FAILED'
  /** The one-time code is wrong or expired. */
  | 'INVALID_CODE'
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
  /** The invitation was sent to another address than the signed-in user's. */
  | 'INVITATION_EMAIL_MISMATCH'
  /** The invitation does not exist or has expired. */
  | 'INVITATION_NOT_FOUND'
  /** The thing the mutation names does not exist or is not visible to this user. */
  | 'NOT_FOUND'
  /** The owner's role cannot be changed. */
  | 'OWNER_ROLE_FIXED'
  /** The signed-in user lacks the permission this mutation needs. */
  | 'PERMISSION_DENIED'
  /** Too many attempts in a period; try again later. */
  | 'RATE_LIMITED'
  /** Sign-in is not available on this market or right now. */
  | 'SIGN_IN_UNAVAILABLE'
  /** The market has no newsletter. */
  | 'SUBSCRIPTION_UNAVAILABLE'
  /** Too many invitations were sent in a period. */
  | 'TOO_MANY_INVITATIONS'
  /** Too many one-time codes were asked for one identity or address. */
  | 'TOO_MANY_MESSAGES'
  /** Too many newsletter subscriptions from one address. */
  | 'TOO_MANY_SUBSCRIPTIONS'
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
  AcceptInvitationPayload: ResolverTypeWrapper<AcceptInvitationPayload>;
  AcceptedInvitation: ResolverTypeWrapper<AcceptedInvitation>;
  Account: ResolverTypeWrapper<Account>;
  AccountRole: AccountRole;
  AccountSummary: ResolverTypeWrapper<AccountSummary>;
  AccountSummaryPage: ResolverTypeWrapper<AccountSummaryPage>;
  AccountUser: ResolverTypeWrapper<AccountUser>;
  AccountUserPage: ResolverTypeWrapper<AccountUserPage>;
  AuthStrategy: AuthStrategy;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  Category: ResolverTypeWrapper<CategoryParent>;
  CategoryCatalogPage: ResolverTypeWrapper<CategoryCatalogPageDto>;
  CategoryRef: ResolverTypeWrapper<CategoryRef>;
  City: ResolverTypeWrapper<City>;
  Company: ResolverTypeWrapper<Company>;
  CompanyLimit: ResolverTypeWrapper<CompanyLimit>;
  CompanyLimitType: CompanyLimitType;
  CompanyPage: ResolverTypeWrapper<CompanyPage>;
  CompanyType: CompanyType;
  Contacts: ResolverTypeWrapper<Contacts>;
  ContextCategory: ResolverTypeWrapper<Omit<ContextCategory, 'categories' | 'image'> & { categories: Array<ResolversTypes['ContextCategory']>, image?: Maybe<ResolversTypes['Image']> }>;
  ContextSelection: ResolverTypeWrapper<ContextSelection>;
  CostCenter: ResolverTypeWrapper<CostCenter>;
  CreateCompanyInput: CreateCompanyInput;
  CreateCompanyPayload: ResolverTypeWrapper<CreateCompanyPayload>;
  Currencies: ResolverTypeWrapper<Currencies>;
  Currency: ResolverTypeWrapper<Currency>;
  Customer: ResolverTypeWrapper<Customer>;
  Datasheet: ResolverTypeWrapper<Datasheet>;
  Dimensions: ResolverTypeWrapper<Dimensions>;
  FacetBucket: ResolverTypeWrapper<FacetBucket>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FooterColumn: ResolverTypeWrapper<FooterColumn>;
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
  Market: ResolverTypeWrapper<MarketSettingsDto>;
  MarketConfig: ResolverTypeWrapper<MarketConfig>;
  MarketSettings: ResolverTypeWrapper<MarketSettings>;
  MarketTheme: MarketTheme;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavItem: ResolverTypeWrapper<NavItem>;
  PackageItem: ResolverTypeWrapper<PackageItem>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
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
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecommendationType: RecommendationType;
  RegistryCompany: ResolverTypeWrapper<RegistryCompany>;
  RequestOtpInput: RequestOtpInput;
  RequestOtpPayload: ResolverTypeWrapper<RequestOtpPayload>;
  SearchSuggestions: ResolverTypeWrapper<SuggestionsDto>;
  SelectContextPayload: ResolverTypeWrapper<SelectContextPayload>;
  Seller: ResolverTypeWrapper<SellerPageDto>;
  SellerRef: ResolverTypeWrapper<SellerRef>;
  Seo: ResolverTypeWrapper<Seo>;
  Shipping: ResolverTypeWrapper<Shipping>;
  ShippingOption: ResolverTypeWrapper<ShippingOption>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeInput: SubscribeInput;
  SubscribePayload: ResolverTypeWrapper<SubscribePayload>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionSource: SubscriptionSource;
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
  AcceptInvitationPayload: AcceptInvitationPayload;
  AcceptedInvitation: AcceptedInvitation;
  Account: Account;
  AccountSummary: AccountSummary;
  AccountSummaryPage: AccountSummaryPage;
  AccountUser: AccountUser;
  AccountUserPage: AccountUserPage;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  Breadcrumb: Breadcrumb;
  Category: CategoryParent;
  CategoryCatalogPage: CategoryCatalogPageDto;
  CategoryRef: CategoryRef;
  City: City;
  Company: Company;
  CompanyLimit: CompanyLimit;
  CompanyPage: CompanyPage;
  Contacts: Contacts;
  ContextCategory: Omit<ContextCategory, 'categories' | 'image'> & { categories: Array<ResolversParentTypes['ContextCategory']>, image?: Maybe<ResolversParentTypes['Image']> };
  ContextSelection: ContextSelection;
  CostCenter: CostCenter;
  CreateCompanyInput: CreateCompanyInput;
  CreateCompanyPayload: CreateCompanyPayload;
  Currencies: Currencies;
  Currency: Currency;
  Customer: Customer;
  Datasheet: Datasheet;
  Dimensions: Dimensions;
  FacetBucket: FacetBucket;
  Float: Scalars['Float']['output'];
  FooterColumn: FooterColumn;
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
  InviteUserPayload: InviteUserPayload;
  Layout: Layout;
  Limit: Limit;
  Link: Link;
  Listing: ListingParent;
  ListingFacets: ListingFacets;
  ListingFilter: ListingFilter;
  ListingInput: ListingInput;
  ListingScope: ListingScope;
  Market: MarketSettingsDto;
  MarketConfig: MarketConfig;
  MarketSettings: MarketSettings;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NavItem: NavItem;
  PackageItem: PackageItem;
  PageInfo: PageInfo;
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
  Query: Record<PropertyKey, never>;
  RegistryCompany: RegistryCompany;
  RequestOtpInput: RequestOtpInput;
  RequestOtpPayload: RequestOtpPayload;
  SearchSuggestions: SuggestionsDto;
  SelectContextPayload: SelectContextPayload;
  Seller: SellerPageDto;
  SellerRef: SellerRef;
  Seo: Seo;
  Shipping: Shipping;
  ShippingOption: ShippingOption;
  SignOutPayload: SignOutPayload;
  SocialLink: SocialLink;
  String: Scalars['String']['output'];
  SubscribeInput: SubscribeInput;
  SubscribePayload: SubscribePayload;
  Subscription: Record<PropertyKey, never>;
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

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BreadcrumbResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = ResolversObject<{
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type CompanyLimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyLimit'] = ResolversParentTypes['CompanyLimit']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CompanyLimitType'], ParentType, ContextType>;
}>;

export type CompanyPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyPage'] = ResolversParentTypes['CompanyPage']> = ResolversObject<{
  companies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  pageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContactsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contacts'] = ResolversParentTypes['Contacts']> = ResolversObject<{
  callbackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exposePhoneToHeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feedbackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type CreateCompanyPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateCompanyPayload'] = ResolversParentTypes['CreateCompanyPayload']> = ResolversObject<{
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
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

export type DimensionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dimensions'] = ResolversParentTypes['Dimensions']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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
  subscription?: Resolver<Maybe<ResolversTypes['Subscription']>, ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvitation?: Resolver<ResolversTypes['AcceptInvitationPayload'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'token'>>;
  createCompany?: Resolver<ResolversTypes['CreateCompanyPayload'], ParentType, ContextType, RequireFields<MutationCreateCompanyArgs, 'input'>>;
  inviteUser?: Resolver<ResolversTypes['InviteUserPayload'], ParentType, ContextType, RequireFields<MutationInviteUserArgs, 'email'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestOtp?: Resolver<ResolversTypes['RequestOtpPayload'], ParentType, ContextType, RequireFields<MutationRequestOtpArgs, 'input'>>;
  selectAccount?: Resolver<ResolversTypes['SelectContextPayload'], ParentType, ContextType, RequireFields<MutationSelectAccountArgs, 'accountId'>>;
  selectCustomer?: Resolver<ResolversTypes['SelectContextPayload'], ParentType, ContextType, RequireFields<MutationSelectCustomerArgs, 'customerId'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  subscribe?: Resolver<ResolversTypes['SubscribePayload'], ParentType, ContextType, RequireFields<MutationSubscribeArgs, 'input'>>;
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

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accountUsers?: Resolver<ResolversTypes['AccountUserPage'], ParentType, ContextType, Partial<QueryAccountUsersArgs>>;
  accounts?: Resolver<ResolversTypes['AccountSummaryPage'], ParentType, ContextType, Partial<QueryAccountsArgs>>;
  captchaChallenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'slug'>>;
  categoryCatalog?: Resolver<ResolversTypes['CategoryCatalogPage'], ParentType, ContextType>;
  cityByGeo?: Resolver<ResolversTypes['City'], ParentType, ContextType, RequireFields<QueryCityByGeoArgs, 'latitude' | 'longitude'>>;
  cityByIp?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  companies?: Resolver<ResolversTypes['CompanyPage'], ParentType, ContextType, Partial<QueryCompaniesArgs>>;
  costCenters?: Resolver<Array<ResolversTypes['CostCenter']>, ParentType, ContextType>;
  currentCity?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  findCompany?: Resolver<Maybe<ResolversTypes['RegistryCompany']>, ParentType, ContextType, RequireFields<QueryFindCompanyArgs, 'inn' | 'type'>>;
  homePage?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<QueryListingArgs, 'input'>>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'slug'>>;
  promo?: Resolver<Maybe<ResolversTypes['Promo']>, ParentType, ContextType, RequireFields<QueryPromoArgs, 'slug'>>;
  promoCatalog?: Resolver<ResolversTypes['PromoCatalogPage'], ParentType, ContextType>;
  recommendedProducts?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType, RequireFields<QueryRecommendedProductsArgs, 'productId' | 'type'>>;
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

export type RequestOtpPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestOtpPayload'] = ResolversParentTypes['RequestOtpPayload']> = ResolversObject<{
  retryTimeout?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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

export type SubscribePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscribePayload'] = ResolversParentTypes['SubscribePayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  description?: SubscriptionResolver<ResolversTypes['String'], "description", ParentType, ContextType>;
  title?: SubscriptionResolver<ResolversTypes['String'], "title", ParentType, ContextType>;
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
  AcceptInvitationPayload?: AcceptInvitationPayloadResolvers<ContextType>;
  AcceptedInvitation?: AcceptedInvitationResolvers<ContextType>;
  Account?: AccountResolvers<ContextType>;
  AccountSummary?: AccountSummaryResolvers<ContextType>;
  AccountSummaryPage?: AccountSummaryPageResolvers<ContextType>;
  AccountUser?: AccountUserResolvers<ContextType>;
  AccountUserPage?: AccountUserPageResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryCatalogPage?: CategoryCatalogPageResolvers<ContextType>;
  CategoryRef?: CategoryRefResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyLimit?: CompanyLimitResolvers<ContextType>;
  CompanyPage?: CompanyPageResolvers<ContextType>;
  Contacts?: ContactsResolvers<ContextType>;
  ContextCategory?: ContextCategoryResolvers<ContextType>;
  ContextSelection?: ContextSelectionResolvers<ContextType>;
  CostCenter?: CostCenterResolvers<ContextType>;
  CreateCompanyPayload?: CreateCompanyPayloadResolvers<ContextType>;
  Currencies?: CurrenciesResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  Datasheet?: DatasheetResolvers<ContextType>;
  Dimensions?: DimensionsResolvers<ContextType>;
  FacetBucket?: FacetBucketResolvers<ContextType>;
  FooterColumn?: FooterColumnResolvers<ContextType>;
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
  Market?: MarketResolvers<ContextType>;
  MarketConfig?: MarketConfigResolvers<ContextType>;
  MarketSettings?: MarketSettingsResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavItem?: NavItemResolvers<ContextType>;
  PackageItem?: PackageItemResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
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
  Query?: QueryResolvers<ContextType>;
  RegistryCompany?: RegistryCompanyResolvers<ContextType>;
  RequestOtpPayload?: RequestOtpPayloadResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  SelectContextPayload?: SelectContextPayloadResolvers<ContextType>;
  Seller?: SellerResolvers<ContextType>;
  SellerRef?: SellerRefResolvers<ContextType>;
  Seo?: SeoResolvers<ContextType>;
  Shipping?: ShippingResolvers<ContextType>;
  ShippingOption?: ShippingOptionResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  SubscribePayload?: SubscribePayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UpdateUserRolePayload?: UpdateUserRolePayloadResolvers<ContextType>;
  UserContext?: UserContextResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VerifyOtpPayload?: VerifyOtpPayloadResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

