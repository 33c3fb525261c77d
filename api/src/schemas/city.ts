import { z } from 'zod';

export const CitySchema = z.object({
  fias_id: z.string(),
  kladr_id: z.string(),
  title: z.string(),
  region_fias_id: z.string(),
  region_kladr_id: z.string(),
  region_title: z.string(),
});
export type City = z.infer<typeof CitySchema>;

export const CitySearchRequestSchema = z.object({
  query: z.string().max(100).describe('Beginning of a city name; empty lists the largest cities'),
});
export type CitySearchRequest = z.infer<typeof CitySearchRequestSchema>;

export const CitySearchResponseSchema = z.object({ cities: z.array(CitySchema) });
export type CitySearchResponse = z.infer<typeof CitySearchResponseSchema>;

const COORDINATE = /^\s*-?\d{1,3}(?:\.\d+)?\s*$/;

export const ResolveCityByGeoRequestSchema = z.object({
  latitude: z.string().regex(COORDINATE).describe('Decimal degrees, e.g. "59.93"'),
  longitude: z.string().regex(COORDINATE).describe('Decimal degrees, e.g. "30.31"'),
});
export type ResolveCityByGeoRequest = z.infer<typeof ResolveCityByGeoRequestSchema>;
