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
  const phoneText = input.phone?.trim() ?? '';
  let phone: string | null = null;
  if (phoneText || required.phone) {
    const identity = parseIdentity(phoneText);
    if (identity?.transport !== 'SMS') {
      throw new HttpError(400, 'INVALID_PHONE', PHONE_FORMAT_MESSAGE, { fields: ['phone'] });
    }
    phone = identity.value;
  }
  const emailText = input.email?.trim() ?? '';
  let email: string | null = null;
  if (emailText || required.email) {
    const identity = parseIdentity(emailText);
    if (identity?.transport !== 'EMAIL') {
      throw new HttpError(400, 'INVALID_EMAIL', EMAIL_FORMAT_MESSAGE, { fields: ['email'] });
    }
    email = identity.value;
  }
  return { name, phone, email };
}
