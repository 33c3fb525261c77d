import type { UserError } from '../../__generated__/resolvers-types.ts';
import { UpstreamError, userErrorCode } from '../../errors.ts';

/**
 * A REST failure of a sign-in or profile mutation as the user errors of its payload. Session
 * resets and anything that is not the API's answer to this input are rethrown, so they reach the
 * client as GraphQL errors.
 */
export function userErrorsFor(
  error: unknown,
  mapping: (error: UpstreamError) => UserError | null,
): UserError[] {
  if (!(error instanceof UpstreamError)) throw error;
  const mapped = mapping(error);
  if (!mapped) throw error;
  return [mapped];
}

/**
 * generate_otp failures: 409 is the spec's rate limit; other 4xx and 503 keep the API's code. The
 * messages are the API's; the web chooses the text it shows by the code.
 */
export function requestOtpError(error: UpstreamError): UserError | null {
  if (error.status === 409 || error.status === 429) {
    return { field: ['userIdentity'], message: error.message, code: 'RATE_LIMITED' };
  }
  if (error.status === 400 || error.status === 503) {
    const captcha = error.code?.startsWith('CAPTCHA') ?? false;
    return {
      field: [captcha ? 'captcha' : 'userIdentity'],
      message: error.message,
      code: userErrorCode(error.code),
    };
  }
  return null;
}

/**
 * verify_otp failures: a refusal is a wrong code (the web shows the spec's text for it), except the
 * cap on wrong codes, whose message says how long to wait.
 */
export function verifyOtpError(error: UpstreamError): UserError | null {
  if (error.code === 'TOO_MANY_ATTEMPTS') {
    return { field: ['otp'], message: error.message, code: 'TOO_MANY_ATTEMPTS' };
  }
  if (error.status === 400 || error.status === 409 || error.status === 429) {
    return { field: ['otp'], message: error.message, code: 'INVALID_CODE' };
  }
  return null;
}

/** PATCH profile failures: 400 INVALID_NAME carries the API's name-format message. */
export function updateProfileError(error: UpstreamError): UserError | null {
  if (error.status === 400) {
    return {
      field: [],
      message: error.message,
      code: error.code ? userErrorCode(error.code) : 'INVALID_NAME',
    };
  }
  return null;
}
