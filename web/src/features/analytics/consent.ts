/** The visitor's answer to the analytics cookie question, kept for a year. */
export const CONSENT_COOKIE = 'analytics_consent';
const YEAR = 365 * 24 * 60 * 60;

export type Consent = 'granted' | 'denied';

/** The answer in a Cookie header, or null when the visitor has not answered. */
export function consentFrom(cookieHeader: string): Consent | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)`).exec(cookieHeader);
  return (match?.[1] as Consent | undefined) ?? null;
}

/** The cookie line that saves an answer. */
export const consentCookie = (consent: Consent) =>
  `${CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
