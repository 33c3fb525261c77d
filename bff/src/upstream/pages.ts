import type { BrandIndex, ContentPage, ContentPageList } from '@store/api/contract';
import { UpstreamError } from '../errors.ts';
import type { StoreApi } from './store-api.ts';

/** A malformed slug cannot name a page: the API's 400 means the same as its 404 here. */
const NO_SUCH_PAGE = new Set([400, 404]);

/** The information pages and the brands page. */
export const pagesApi = {
  /** An information page; null when the market has none of that slug. */
  contentPage: async (api: StoreApi, slug: string): Promise<ContentPage | null> => {
    try {
      return await api.get<ContentPage>(`/v1/pages/content/${encodeURIComponent(slug)}`);
    } catch (error) {
      if (error instanceof UpstreamError && NO_SUCH_PAGE.has(error.status)) return null;
      throw error;
    }
  },
  contentPages: (api: StoreApi) => api.get<ContentPageList>('/v1/pages/content'),
  brandIndex: (api: StoreApi) => api.get<BrandIndex>('/v1/brands'),
};
