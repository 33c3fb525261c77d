import type { MutationResolvers } from '../../__generated__/resolvers-types.ts';
import { generateOtp, terminateSession, updateProfile, verifyOtp } from '../../upstream/session.ts';
import { assertSingleCodeCheck } from './single-verify.ts';
import {
  requestOtpError,
  updateProfileError,
  userErrorsFor,
  verifyOtpError,
} from './user-errors.ts';
import { mapProfile } from './viewer.ts';

const fingerprintOf = (cookies: { get(name: string): string | undefined }) =>
  cookies.get('fingerprint') ?? '';

export const sessionMutations: MutationResolvers = {
  requestOtp: async (_parent, { input }, { api, cookies }) => {
    try {
      const { retry_timeout } = await generateOtp(api, {
        transport: input.transport,
        userIdentity: input.userIdentity.trim(),
        fingerprint: fingerprintOf(cookies),
        captcha: input.captcha ?? undefined,
      });
      return { retryTimeout: retry_timeout, userErrors: [] };
    } catch (error) {
      return { retryTimeout: null, userErrors: userErrorsFor(error, requestOtpError) };
    }
  },

  verifyOtp: async (_parent, { input }, { api, cookies }, info) => {
    assertSingleCodeCheck(info);
    try {
      const result = await verifyOtp(api, {
        userIdentity: input.userIdentity.trim(),
        otp: input.otp.trim(),
        fingerprint: fingerprintOf(cookies),
      });
      return {
        isRegistration: result.is_registration,
        accessTokenExpires: result.access_token_expires,
        userErrors: [],
      };
    } catch (error) {
      return {
        isRegistration: null,
        accessTokenExpires: null,
        userErrors: userErrorsFor(error, verifyOtpError),
      };
    }
  },

  signOut: async (_parent, _args, { api }) => {
    await terminateSession(api);
    return { ok: true, userErrors: [] };
  },

  updateProfile: async (_parent, { input }, { api }) => {
    try {
      const profile = await updateProfile(api, {
        first_name: input.firstName ?? undefined,
        last_name: input.lastName ?? undefined,
        middle_name: input.middleName ?? undefined,
      });
      return { profile: mapProfile(profile), userErrors: [] };
    } catch (error) {
      return { profile: null, userErrors: userErrorsFor(error, updateProfileError) };
    }
  },
};
