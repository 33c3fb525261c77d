import maxmind, { type CityResponse } from 'maxmind';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Where an IP address is, as far as the GeoIP database knows; null when it does not. */
export type GeoIpLocator = (ip: string) => GeoPoint | null;

/** Countries whose cities the store knows; an address elsewhere falls back to the default city. */
const SERVED_COUNTRIES = new Set(['RU', 'BY', 'KZ']);

/** Opens a MaxMind-format city database (GeoLite2-City or compatible) when a path is given. */
export async function openGeoIp(path: string | null): Promise<GeoIpLocator | null> {
  if (!path) return null;
  const reader = await maxmind.open<CityResponse>(path);
  return (rawIp) => {
    const ip = rawIp.startsWith('::ffff:') ? rawIp.slice('::ffff:'.length) : rawIp;
    if (!maxmind.validate(ip)) return null;
    let record: CityResponse | null;
    try {
      record = reader.get(ip);
    } catch {
      // an IPv6 address against an IPv4-only database
      return null;
    }
    const country = record?.country?.iso_code;
    const location = record?.location;
    if (!location || (country && !SERVED_COUNTRIES.has(country))) return null;
    return { latitude: location.latitude, longitude: location.longitude };
  };
}
