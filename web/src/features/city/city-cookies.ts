/** The location cookies the BFF reads (see its upstream/headers.ts); they live one year. */
export interface ChosenCity {
  name: string;
  kladrId: string;
  fiasId: string;
  regionKladrId: string;
  regionFiasId: string;
  regionTitle?: string | null;
}

const ONE_YEAR = 31_536_000;

function cookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax`;
}

/** The cookie lines that store a chosen (confirmed) city. */
export function cityCookies(city: ChosenCity): string[] {
  return [
    cookie('city_name', city.name),
    cookie('city_kladr_id', city.kladrId),
    cookie('city_fias_id', city.fiasId),
    cookie('region_kladr_id', city.regionKladrId),
    cookie('region_fias_id', city.regionFiasId),
    cookie('region_title', city.regionTitle ?? ''),
    cookie('city_confirmed', '1'),
  ];
}

/** Saves the city in the cookies and reloads the page, so every call carries the new city. */
export function chooseCity(city: ChosenCity): void {
  for (const line of cityCookies(city)) document.cookie = line;
  window.location.reload();
}
