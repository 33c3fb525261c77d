import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CitySchema,
  CitySearchRequestSchema,
  CitySearchResponseSchema,
  ResolveCityByGeoRequestSchema,
  type City,
} from '../../schemas/city.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Sql } from '../../db/types.ts';
import { findCityByKladr, findNearestCity, searchCities } from '../../repositories/city/cities.ts';
import { openGeoIp, type GeoIpLocator } from '../../repositories/city/geoip.ts';
import { allowEmptyJsonBody } from '../../auth/empty-json.ts';
import { errorAnswers, storeRoute } from '../store-route.ts';

const route = storeRoute('city', errorAnswers(400));
const ipRoute = storeRoute('city', {});

export interface CityRoutesOptions {
  db: Sql;
  /** A MaxMind-format city database; defaults to GEOIP_DB_PATH. */
  geoipDbPath?: string | null;
}

/** Санкт-Петербург, the store's default city, as the wire contract fixes it. */
export const DEFAULT_CITY: City = {
  fias_id: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
  kladr_id: '7800000000000',
  title: 'Санкт-Петербург',
  region_fias_id: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
  region_kladr_id: '7800000000000',
  region_title: 'Санкт-Петербург',
};

function coordinate(raw: string, limit: number, field: string): number {
  const value = Number(raw.trim());
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw new HttpError(400, 'VALIDATION_FAILED', `Некорректное значение ${field}`);
  }
  return value;
}

/** City picker search and detection by coordinates or by the visitor's IP address. */
export const cityRoutes: FastifyPluginAsyncZod<CityRoutesOptions> = async (app, options) => {
  const { db } = options;
  allowEmptyJsonBody(app);
  const geoipDbPath = options.geoipDbPath ?? process.env.GEOIP_DB_PATH ?? null;
  let locate: GeoIpLocator | null = null;
  if (geoipDbPath) {
    try {
      locate = await openGeoIp(geoipDbPath);
    } catch (error) {
      app.log.error({ err: error }, 'GeoIP database could not be opened; using the default city');
    }
  }
  const defaultCity = async () =>
    (await findCityByKladr(db, DEFAULT_CITY.kladr_id)) ?? DEFAULT_CITY;

  app.post(
    '/v1/city::search',
    route('Cities whose name starts with the query, larger first (at most 20)', {
      body: CitySearchRequestSchema,
      response: { 200: CitySearchResponseSchema },
    }),
    async (request) => ({ cities: await searchCities(db, request.body.query) }),
  );

  app.post(
    '/v1/city::resolve_by_geo',
    route('The city nearest to a point', {
      body: ResolveCityByGeoRequestSchema,
      response: { 200: CitySchema },
    }),
    async (request) => {
      const point = {
        latitude: coordinate(request.body.latitude, 90, 'latitude'),
        longitude: coordinate(request.body.longitude, 180, 'longitude'),
      };
      return (await findNearestCity(db, point)) ?? defaultCity();
    },
  );

  app.post(
    '/v1/city::resolve_by_ip',
    ipRoute("The city of the visitor's IP address (GeoIP), else the default city", {
      response: { 200: CitySchema },
    }),
    async (request) => {
      const point = locate?.(request.ip) ?? null;
      return (point && (await findNearestCity(db, point))) ?? defaultCity();
    },
  );
};
