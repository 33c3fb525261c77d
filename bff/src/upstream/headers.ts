import type { CookieJar } from './cookies.ts';

export interface VisitorCity {
  name: string;
  kladrId: string;
  fiasId: string;
  regionKladrId: string;
  regionFiasId: string;
  regionTitle: string | null;
  confirmed: boolean;
}

/** Санкт-Петербург: the city of a visitor without location cookies. */
export const DEFAULT_CITY: VisitorCity = {
  name: 'Санкт-Петербург',
  kladrId: '7800000000000',
  fiasId: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
  regionKladrId: '7800000000000',
  regionFiasId: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
  regionTitle: 'Санкт-Петербург',
  confirmed: false,
};

/** The visitor's city from the location cookies; any missing id falls back to the default city. */
export function cityFromCookies(jar: CookieJar): VisitorCity {
  const kladrId = jar.get('city_kladr_id');
  const fiasId = jar.get('city_fias_id');
  if (!kladrId && !fiasId) return DEFAULT_CITY;
  return {
    name: jar.get('city_name') ?? DEFAULT_CITY.name,
    kladrId: kladrId ?? DEFAULT_CITY.kladrId,
    fiasId: fiasId ?? DEFAULT_CITY.fiasId,
    regionKladrId: jar.get('region_kladr_id') ?? DEFAULT_CITY.regionKladrId,
    regionFiasId: jar.get('region_fias_id') ?? DEFAULT_CITY.regionFiasId,
    regionTitle: jar.get('region_title') ?? null,
    confirmed: jar.get('city_confirmed') === '1',
  };
}

/** The market and city headers every REST call carries. */
export function storeHeaders(market: string, city: VisitorCity): Record<string, string> {
  return {
    'x-market-id': market,
    'x-city-kladr-id': city.kladrId,
    'x-city-fias-id': city.fiasId,
    'x-region-kladr-id': city.regionKladrId,
    'x-region-fias-id': city.regionFiasId,
  };
}
