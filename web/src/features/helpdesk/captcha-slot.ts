import type { ReactNode } from 'react';

/**
 * Draws the captcha that visitors who are not signed in solve (the ALTCHA widget of sign-in,
 * composed in by the app). It reports the solved payload, or null while unsolved; a new `key`
 * asks for a fresh challenge, since a solution is accepted once.
 */
export type CaptchaSlot = (onChange: (payload: string | null) => void, key: number) => ReactNode;
