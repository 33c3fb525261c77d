import type { QueryResolvers } from '../../__generated__/resolvers-types.ts';
import { resolveCityByGeo, resolveCityByIp, searchCities } from '../../upstream/city.ts';
import { SessionResetError } from '../../upstream/store-api.ts';
import { getCaptchaChallenge, getProfile } from '../../upstream/session.ts';

export const sessionQueries: QueryResolvers = {
  /**
   * Null without session cookies (no call is made) and after a refresh that failed: a page is
   * then shown to a visitor, and the cleared cookies reach the browser with it.
   */
  viewer: async (_parent, _args, { api, cookies }) => {
    if (!cookies.get('access_token') && !cookies.get('refresh_token')) return null;
    try {
      return { profile: await getProfile(api) };
    } catch (error) {
      if (error instanceof SessionResetError) return null;
      throw error;
    }
  },
  captchaChallenge: async (_parent, _args, { api }) =>
    JSON.stringify(await getCaptchaChallenge(api)),
  searchCities: (_parent, { query }, { api }) => searchCities(api, query.trim()),
  cityByGeo: (_parent, { latitude, longitude }, { api }) =>
    resolveCityByGeo(api, latitude, longitude),
  cityByIp: (_parent, _args, { api }) => resolveCityByIp(api),
};
