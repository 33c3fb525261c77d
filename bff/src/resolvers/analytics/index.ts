import type { Resolvers } from '../../__generated__/resolvers-types.ts';

/**
 * The Yandex Metrica counter of the deployment, from METRICA_COUNTER_ID (digits only); read once at
 * start. Without it the web loads no analytics script and shows no consent banner.
 */
const counterId = /^\d+$/.test(process.env['METRICA_COUNTER_ID'] ?? '')
  ? (process.env['METRICA_COUNTER_ID'] ?? null)
  : null;

/** Web analytics settings. */
export const analyticsResolvers: Resolvers = {
  Query: { analytics: () => ({ metricaCounterId: counterId }) },
};
