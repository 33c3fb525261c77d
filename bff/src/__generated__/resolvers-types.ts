import type { GraphQLResolveInfo } from 'graphql';
import type { MarketSettings as MarketSettingsDto } from '@store/api/contract';
import type { ImageParent } from '../resolvers/Image.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** How a one-time code reaches the visitor. */
export type AuthStrategy =
  | 'EMAIL'
  | 'SMS';

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

/** A plain link. */
export type Link = {
  __typename?: 'Link';
  /** The visible text. */
  title: Scalars['String']['output'];
  /** Where it leads: a path inside the store or an absolute address. */
  url: Scalars['String']['output'];
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
  subscription: Maybe<Subscription>;
};

/** The front end's themes; the white-label market uses PRODUCT. */
export type MarketTheme =
  | 'GARWIN'
  | 'IPR'
  | 'LICOTA'
  | 'PRODUCT'
  | 'SPROUT';

/** The root of every write. Each domain file adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Always true; a write with no effect, for checking that mutations reach the BFF. */
  noop: Scalars['Boolean']['output'];
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

/** The root of every read. Each domain file adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** The visitor's city. */
  currentCity: City;
  /** The home page of the current market. */
  homePage: HomePage;
  /** The market of this request. */
  market: Market;
  /** Always true; lets a client check that the BFF answers. */
  ping: Scalars['Boolean']['output'];
  /** The currency code chosen by the visitor (the currencyCode cookie), or null for the base currency. */
  selectedCurrencyCode: Maybe<Scalars['String']['output']>;
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

/** The footer's newsletter subscription section. */
export type Subscription = {
  __typename?: 'Subscription';
  /** The text under the title. */
  description: Scalars['String']['output'];
  /** The section title. */
  title: Scalars['String']['output'];
};

/** A business failure of a mutation, shown under the field it concerns. */
export type UserError = {
  __typename?: 'UserError';
  /** A machine code for the failure (for example RATE_LIMITED, INVALID_CODE). */
  code: Scalars['String']['output'];
  /** Path of the input field the error concerns; empty when it concerns the whole form. */
  field: Array<Scalars['String']['output']>;
  /** The message to show to the user, in Russian. */
  message: Scalars['String']['output'];
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
  AuthStrategy: AuthStrategy;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  City: ResolverTypeWrapper<City>;
  Contacts: ResolverTypeWrapper<Contacts>;
  Currencies: ResolverTypeWrapper<Currencies>;
  Currency: ResolverTypeWrapper<Currency>;
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
  Layout: ResolverTypeWrapper<Layout>;
  Link: ResolverTypeWrapper<Link>;
  Market: ResolverTypeWrapper<MarketSettingsDto>;
  MarketConfig: ResolverTypeWrapper<MarketConfig>;
  MarketSettings: ResolverTypeWrapper<MarketSettings>;
  MarketTheme: MarketTheme;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavItem: ResolverTypeWrapper<NavItem>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Seo: ResolverTypeWrapper<Seo>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UserError: ResolverTypeWrapper<UserError>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  City: City;
  Contacts: Contacts;
  Currencies: Currencies;
  Currency: Currency;
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
  Layout: Layout;
  Link: Link;
  Market: MarketSettingsDto;
  MarketConfig: MarketConfig;
  MarketSettings: MarketSettings;
  Mutation: Record<PropertyKey, never>;
  NavItem: NavItem;
  Query: Record<PropertyKey, never>;
  Seo: Seo;
  SocialLink: SocialLink;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UserError: UserError;
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

export type ContactsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contacts'] = ResolversParentTypes['Contacts']> = ResolversObject<{
  callbackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exposePhoneToHeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feedbackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type LayoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Layout'] = ResolversParentTypes['Layout']> = ResolversObject<{
  bottomMenu?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  expressMenu?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  footerColumns?: Resolver<Array<ResolversTypes['FooterColumn']>, ParentType, ContextType>;
  footerLinks?: Resolver<Array<ResolversTypes['Link']>, ParentType, ContextType>;
  mobileNavigation?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
}>;

export type LinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Link'] = ResolversParentTypes['Link']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type NavItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NavItem'] = ResolversParentTypes['NavItem']> = ResolversObject<{
  highlight?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  currentCity?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  homePage?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selectedCurrencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SeoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Seo'] = ResolversParentTypes['Seo']> = ResolversObject<{
  h1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaKeywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noindex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SocialLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  description?: SubscriptionResolver<ResolversTypes['String'], "description", ParentType, ContextType>;
  title?: SubscriptionResolver<ResolversTypes['String'], "title", ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  City?: CityResolvers<ContextType>;
  Contacts?: ContactsResolvers<ContextType>;
  Currencies?: CurrenciesResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  FooterColumn?: FooterColumnResolvers<ContextType>;
  HomeBanner?: HomeBannerResolvers<ContextType>;
  HomeCategory?: HomeCategoryResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  HomeSeller?: HomeSellerResolvers<ContextType>;
  HomeSlide?: HomeSlideResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Layout?: LayoutResolvers<ContextType>;
  Link?: LinkResolvers<ContextType>;
  Market?: MarketResolvers<ContextType>;
  MarketConfig?: MarketConfigResolvers<ContextType>;
  MarketSettings?: MarketSettingsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavItem?: NavItemResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Seo?: SeoResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
}>;

