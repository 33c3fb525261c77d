import type {
  CaptchaChallenge,
  GenerateOtpResponse,
  Profile,
  UpdateProfileRequest,
  UserContext,
  VerifyOtpResponse,
} from '@store/api/contract';
import type { StoreApi } from './store-api.ts';

/** GET /v1/auth/captcha: an ALTCHA challenge, needed before an SMS code (each is single use). */
export function getCaptchaChallenge(api: StoreApi): Promise<CaptchaChallenge> {
  return api.get<CaptchaChallenge>('/v1/auth/captcha');
}

/** POST /v1/auth/generate_otp. Throws UpstreamError (409 when too many codes were sent). */
export function generateOtp(
  api: StoreApi,
  body: { transport: 'EMAIL' | 'SMS'; userIdentity: string; fingerprint: string; captcha?: string },
): Promise<GenerateOtpResponse> {
  return api.post<GenerateOtpResponse>('/v1/auth/generate_otp', {
    transport: body.transport,
    user_identity: body.userIdentity,
    fingerprint: body.fingerprint,
    captcha: body.captcha ?? null,
  });
}

/** POST /v1/auth/verify_otp; on success the API's Set-Cookie lines carry the session. */
export function verifyOtp(
  api: StoreApi,
  body: { userIdentity: string; otp: string; fingerprint: string },
): Promise<VerifyOtpResponse> {
  return api.post<VerifyOtpResponse>('/v1/auth/verify_otp', {
    user_identity: body.userIdentity,
    otp: body.otp,
    fingerprint: body.fingerprint,
  });
}

/** POST /v1/users/me/sessions/current:terminate; clears the session cookies. */
export async function terminateSession(api: StoreApi): Promise<void> {
  await api.post<unknown>('/v1/users/me/sessions/current:terminate');
}

export function getProfile(api: StoreApi): Promise<Profile> {
  return api.get<Profile>('/v1/users/me/profile');
}

/** PATCH /v1/users/me/profile; 400 INVALID_NAME names the offending fields in `details`. */
export function updateProfile(api: StoreApi, body: UpdateProfileRequest): Promise<Profile> {
  return api.patch<Profile>('/v1/users/me/profile', body);
}

export function getUserContext(api: StoreApi): Promise<UserContext> {
  return api.get<UserContext>('/v1/users/me/context');
}
