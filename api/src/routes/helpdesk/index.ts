import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { int } from '../../auth/config.ts';
import type { MarketRepository } from '../../repositories/market/markets.ts';
import { createDocumentStorage } from '../../storage/index.ts';
import type { DocumentStorage } from '../../storage/types.ts';
import { companyPageRoutes } from './company.ts';
import { helpdeskDocumentRoutes } from './documents.ts';
import type { HelpdeskOptions } from './options.ts';
import { rentTermsRoutes } from './rent-terms.ts';
import { helpdeskRequestRoutes } from './requests.ts';

export interface HelpdeskFeatureOptions {
  markets: MarketRepository;
  /** Replaces the configured storage (tests). */
  storage?: DocumentStorage;
  env?: Record<string, string | undefined>;
}

/**
 * The help desk and the company page. Needs the account feature registered before it (sessions,
 * captcha, e-mail delivery). Multipart parsing is registered here only, for the upload routes.
 */
export const helpdeskFeature: FastifyPluginAsync<HelpdeskFeatureOptions> = async (
  app,
  { markets, storage, env = process.env },
) => {
  const options: HelpdeskOptions = {
    markets,
    storage: storage ?? createDocumentStorage(env),
    hourlyLimit: int(env, 'HELPDESK_IP_LIMIT', 10),
    documentHourlyLimit: int(env, 'HELPDESK_DOCUMENT_IP_LIMIT', 40),
  };
  await app.register(multipart);
  await app.register(helpdeskRequestRoutes, options);
  await app.register(helpdeskDocumentRoutes, options);
  await app.register(companyPageRoutes, options);
  await app.register(rentTermsRoutes);
};
