import type { QueryResolvers } from '../../__generated__/resolvers-types.ts';
import { UpstreamError } from '../../errors.ts';
import { helpdeskApi } from '../../upstream/helpdesk.ts';
import { mapSeo } from '../home-mapper.ts';
import { productIdOf } from './errors.ts';

export const Query: QueryResolvers = {
  aboutCompanyPage: async (_parent, _args, { api, market }) => {
    const page = await helpdeskApi.companyPage(api);
    return {
      id: market,
      title: page.title,
      about: page.about,
      requisites: page.requisites,
      contacts: { ...page.contacts, salesEmail: page.contacts.sales_email },
      offices: page.offices,
      feedbackAllowed: page.feedback_allowed,
      callbackAllowed: page.callback_allowed,
      seo: mapSeo(page.seo),
    };
  },

  documentUploadLimits: async (_parent, _args, { api }) => {
    const limits = await helpdeskApi.documentLimits(api);
    return { maxFileBytes: limits.max_file_bytes, maxFiles: limits.max_files, types: limits.types };
  },

  rentTerms: async (_parent, { productId }, { api }) => {
    const id = productIdOf(productId);
    if (id === null) return null;
    try {
      const terms = await helpdeskApi.rentTerms(api, id);
      return { id: String(terms.product_id), rentAllowed: terms.rent_allowed };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  },
};
