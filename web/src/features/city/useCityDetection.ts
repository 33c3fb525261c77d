import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import type { ChosenCity } from './city-cookies.ts';

const CityByGeoQuery = graphql(`
  query CityByGeo($latitude: String!, $longitude: String!) {
    cityByGeo(latitude: $latitude, longitude: $longitude) {
      ...ChosenCity @unmask
    }
  }
`);

const CityByIpQuery = graphql(`
  query CityByIp {
    cityByIp {
      ...ChosenCity @unmask
    }
  }
`);

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('no geolocation'));
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      timeout: 8000,
      maximumAge: 600_000,
    });
  });
}

/**
 * While the city is unconfirmed, detects it in the browser: by geolocation first, by the
 * visitor's IP address when that is refused or fails. Undefined while detecting (on the server
 * too), null when nothing was found or the city is confirmed.
 */
export function useCityDetection(confirmed: boolean): ChosenCity | null | undefined {
  const client = useApolloClient();
  const [detected, setDetected] = useState<ChosenCity | null | undefined>(
    confirmed ? null : undefined,
  );

  useEffect(() => {
    if (confirmed) return;
    let cancelled = false;
    void (async () => {
      try {
        const { coords } = await position();
        const { data } = await client.query({
          query: CityByGeoQuery,
          variables: { latitude: String(coords.latitude), longitude: String(coords.longitude) },
          fetchPolicy: 'no-cache',
        });
        if (data) return data.cityByGeo;
      } catch {
        // Refused or unavailable: the address is the next best guess.
      }
      const { data } = await client.query({ query: CityByIpQuery, fetchPolicy: 'no-cache' });
      return data?.cityByIp ?? null;
    })()
      .then((city) => {
        if (!cancelled) setDetected(city);
      })
      .catch((error: unknown) => {
        if (!cancelled) setDetected(null);
        console.error('city detection', error);
      });
    return () => {
      cancelled = true;
    };
  }, [client, confirmed]);

  return detected;
}
