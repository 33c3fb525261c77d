import type {
  Breadcrumb,
  CategoryPage,
  ListingResponse,
  Promo as PromoDto,
  Seo as SeoDto,
} from '@store/api/contract';

/** A category node as the tree gives it: enough for links and tiles, the rest loads by slug. */
export interface CategoryNodeDto {
  id: string;
  slug: string;
  title: string;
  image_id: string | null;
  children?: CategoryNodeDto[];
}

/**
 * The parent of the Category type: a node of the tree, with its own page when it was loaded by
 * slug. Fields the node lacks (description, SEO…) come from the page, fetched once per request.
 */
export interface CategoryParent {
  node: CategoryNodeDto;
  /** The trail from the root to this category's parent, when the tree told it. */
  trail?: Breadcrumb[];
  page?: CategoryPage;
}

/** The parent of the Promo type: the promotion, with its page's SEO when it was loaded by slug. */
export interface PromoParent {
  promo: PromoDto;
  seo?: SeoDto;
}

/** The parent of the Listing type: the REST answer and the page it was asked for. */
export interface ListingParent {
  response: ListingResponse;
  page: number;
  pageSize: number;
}
