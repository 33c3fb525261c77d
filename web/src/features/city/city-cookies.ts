import { cookieLine } from '../../lib/cookies.ts';

/** The location cookies the BFF reads (see its upstream/headers.ts); they live one year. */
export interface ChosenCity {
  name: string;
  kladrId: string;
  fiasId: string;
  regionKladrId: string;
  regionFiasId: string;
  regionTitle?: string | null;
}

/** The cookie lines that store a chosen (confirmed) city. */
export function cityCookies(city: ChosenCity): string[] {
  return [
    cookieLine('city_name', city.name),
    cookieLine('city_kladr_id', city.kladrId),
    cookieLine('city_fias_id', city.fiasId),
    cookieLine('region_kladr_id', city.regionKladrId),
    cookieLine('region_fias_id', city.regionFiasId),
    cookieLine('region_title', city.regionTitle ?? ''),
    cookieLine('city_confirmed', '1'),
  ];
}

/** Saves the city in the cookies and reloads the page, so every call carries the new city. */
export function chooseCity(city: ChosenCity): void {
  for (const line of cityCookies(city)) document.cookie = line;
  window.location.reload();
}
