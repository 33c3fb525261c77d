import { z } from 'zod';
import { ApiErrorSchema } from '../schemas/common.ts';

/** The headers every store route takes, for the OpenAPI document. */
export const MarketHeaders = z.object({
  'x-market-id': z
    .string()
    .describe('Market id: garwin, sprout, ipr, licota or the white-label id'),
  'x-city-kladr-id': z.string().optional(),
  'x-city-fias-id': z.string().optional(),
  'x-region-kladr-id': z.string().optional(),
  'x-region-fias-id': z.string().optional(),
});

export const ErrorResponses = { 400: ApiErrorSchema, 404: ApiErrorSchema, 500: ApiErrorSchema };
