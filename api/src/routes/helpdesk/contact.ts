import { parseIdentity } from '../../auth/identity.ts';
import { HttpError } from '../../plugins/errors.ts';
import { EMAIL_FORMAT_MESSAGE, PHONE_FORMAT_MESSAGE } from '../../schemas/common.ts';
import { NAME_FORMAT_MESSAGE, isValidPersonName } from '../../schemas/user.ts';

export interface ContactInput {
  name: string;
  phone?: string | undefined;
  email?: string | undefined;
}

export interface Contact {
  name: string;
  /** "+" and digits. */
  phone: string | null;
  /** Lower case. */
  email: string | null;
}

/** How each way to reach a contact is told and refused. */
const CONTACT_FIELDS = {
  phone: { transport: 'SMS', code: 'INVALID_PHONE', message: PHONE_FORMAT_MESSAGE },
  email: { transport: 'EMAIL', code: 'INVALID_EMAIL', message: EMAIL_FORMAT_MESSAGE },
} as const;

/**
 * The canonical value of a contact's phone or e-mail, null when it is blank and not required;
 * throws 400 INVALID_PHONE or INVALID_EMAIL naming the field when it is not one.
 */
function contactField(
  field: keyof typeof CONTACT_FIELDS,
  raw: string | undefined,
  required: boolean,
): string | null {
  const text = raw?.trim() ?? '';
  if (!text && !required) return null;
  const { transport, code, message } = CONTACT_FIELDS[field];
  const identity = parseIdentity(text);
  if (identity?.transport !== transport) {
    throw new HttpError(400, code, message, { fields: [field] });
  }
  return identity.value;
}

/**
 * Checks a contact by the rules of spec section 5 that sign-in and the profile use: the name rule
 * (and a name is needed), the phone and e-mail forms. Throws 400 INVALID_NAME, INVALID_PHONE or
 * INVALID_EMAIL naming the field; returns the canonical values.
 */
export function checkContact(
  input: ContactInput,
  required: { phone: boolean; email: boolean },
): Contact {
  const name = input.name.trim();
  if (!name || !isValidPersonName(name)) {
    throw new HttpError(400, 'INVALID_NAME', NAME_FORMAT_MESSAGE, { fields: ['name'] });
  }
  const phone = contactField('phone', input.phone, required.phone);
  const email = contactField('email', input.email, required.email);
  return { name, phone, email };
}
