import { REQUEST_FAILED_MESSAGE } from '../../components/ui/request-failed.ts';
import type { FormOutcome } from '../../lib/apollo/use-form-mutation.ts';
import { INVALID_CODE_MESSAGE, TOO_MANY_MESSAGES_MESSAGE } from '@store/api/rules';

/** Spec section 8: the one-time code request refused for the message limit (HTTP 409). */
export const RATE_LIMIT_MESSAGE = TOO_MANY_MESSAGES_MESSAGE;
/** Spec sections 5 and 8: a wrong or failed code check. */
export { INVALID_CODE_MESSAGE };
/** A captcha the API rejected: a new challenge follows. */
export const CAPTCHA_REJECTED_MESSAGE = 'Проверка не пройдена, пройдите её ещё раз';

/**
 * The text a sign-in step shows for a failed code request, chosen by the refusal's code; null when
 * the spec says the failure is only logged (it already is, with its cause).
 */
export function requestCodeFailureText(outcome: FormOutcome<unknown>): string | null {
  if (outcome.ok) return null;
  if (outcome.failed) return REQUEST_FAILED_MESSAGE;
  const failure = outcome.userErrors[0];
  if (failure?.code === 'RATE_LIMITED' || failure?.code === 'TOO_MANY_MESSAGES') {
    return RATE_LIMIT_MESSAGE;
  }
  if (failure?.code === 'CAPTCHA_INVALID' || failure?.code === 'CAPTCHA_REQUIRED') {
    return CAPTCHA_REJECTED_MESSAGE;
  }
  console.error('requestOtp refused', failure);
  return null;
}

/** The text for a failed code check: the wait of the wrong-code cap as the API says it, else the spec's. */
export function verifyFailureText(outcome: FormOutcome<unknown>): string | null {
  if (outcome.ok) return null;
  if (outcome.failed) return REQUEST_FAILED_MESSAGE;
  const failure = outcome.userErrors[0];
  if (failure?.code === 'TOO_MANY_ATTEMPTS') return failure.message;
  return INVALID_CODE_MESSAGE;
}
