import { isValidEmail } from '../rules/email.ts';

export type Transport = 'EMAIL' | 'SMS';

export interface Identity {
  transport: Transport;
  /** Canonical form: a lower-case e-mail, or a phone as "+" and 11–15 digits. */
  value: string;
}

const PHONE_DECORATION = /[\s()\-.]/g;

/** The canonical identity of what the visitor typed, or null when it is neither. */
export function parseIdentity(raw: string): Identity | null {
  const trimmed = raw.trim();
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return isValidEmail(email) ? { transport: 'EMAIL', value: email } : null;
  }
  const digits = trimmed.replace(PHONE_DECORATION, '').replace(/^\+/, '');
  return /^\d{11,15}$/.test(digits) ? { transport: 'SMS', value: `+${digits}` } : null;
}
