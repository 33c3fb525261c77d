import type { City, CitySearchResponse } from '@store/api/contract';
import type { VisitorCity } from './headers.ts';
import type { StoreApi } from './store-api.ts';

/** A REST city as the GraphQL City: found or detected cities are not confirmed yet. */
export function toVisitorCity(city: City): VisitorCity {
  return {
    name: city.title,
    kladrId: city.kladr_id,
    fiasId: city.fias_id,
    regionKladrId: city.region_kladr_id,
    regionFiasId: city.region_fias_id,
    regionTitle: city.region_title,
    confirmed: false,
  };
}

/** POST /v1/city:search. */
export async function searchCities(api: StoreApi, query: string): Promise<VisitorCity[]> {
  const { cities } = await api.post<CitySearchResponse>('/v1/city:search', { query });
  return cities.map(toVisitorCity);
}

/** POST /v1/city:resolve_by_geo, coordinates as strings as the contract has them. */
export async function resolveCityByGeo(
  api: StoreApi,
  latitude: string,
  longitude: string,
): Promise<VisitorCity> {
  return toVisitorCity(await api.post<City>('/v1/city:resolve_by_geo', { latitude, longitude }));
}

/** POST /v1/city:resolve_by_ip (no body). */
export async function resolveCityByIp(api: StoreApi): Promise<VisitorCity> {
  return toVisitorCity(await api.post<City>('/v1/city:resolve_by_ip'));
}
