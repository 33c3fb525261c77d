import { useState, type ChangeEvent } from 'react';
import { Field } from '../../components/ui/Field.tsx';
import { EMAIL_FORMAT_MESSAGE, isValidEmail } from '../../lib/rules/email.ts';
import { NAME_FORMAT_MESSAGE, isValidName } from '../../lib/rules/person-name.ts';
import { PHONE_MESSAGE } from '../../lib/rules/phone.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import type { PhoneValue } from '../../components/ui/PhoneField.tsx';
import { isPhoneComplete } from './PhoneField.tsx';
import type { FieldErrors } from './RequestForm.tsx';
import { TextArea } from './TextArea.tsx';

/** A name the request needs: filled in and by the name rule. */
export function nameError(name: string): string | null {
  if (!name.trim()) return REQUIRED_MESSAGE;
  return isValidName(name) ? null : NAME_FORMAT_MESSAGE;
}

/**
 * The errors of a request's contact: the name, the phone (when given, if optional) and the e-mail
 * (when the form asks for one; when given, if optional).
 */
export function contactErrors(
  contact: { name: string; phone: PhoneValue; email?: string },
  optional: { phone?: boolean; email?: boolean } = {},
): FieldErrors {
  const found: FieldErrors = {};
  const badName = nameError(contact.name);
  if (badName) found['name'] = badName;
  const { phone, email } = contact;
  if ((phone.digits || !optional.phone) && !isPhoneComplete(phone)) found['phone'] = PHONE_MESSAGE;
  if (email !== undefined && (email.trim() || !optional.email) && !isValidEmail(email)) {
    found['email'] = email.trim() ? EMAIL_FORMAT_MESSAGE : REQUIRED_MESSAGE;
  }
  return found;
}

type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * The state of a help-desk form: its values, and the field errors the last submit found. `text`
 * binds a text input or area to a value by its name, `field` any other control (the phone).
 */
export function useRequestFields<TValues extends Record<string, unknown>>(initial: () => TValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof TValues>(key: K, value: TValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = <K extends keyof TValues & string>(key: K) => ({
    name: key,
    value: String(values[key]),
    error: errors[key],
    onChange: (event: TextChange) => set(key, event.target.value as TValues[K]),
  });
  const field = <K extends keyof TValues & string>(key: K) => ({
    value: values[key],
    error: errors[key],
    onChange: (value: TValues[K]) => set(key, value),
  });
  return { values, set, text, field, errors, onErrors: setErrors };
}

interface BoundText {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (event: TextChange) => void;
}

/** The requester's name. */
export function NameField({ label = 'Имя', ...bound }: BoundText & { label?: string }) {
  return <Field label={label} autoComplete="name" {...bound} />;
}

/** The requester's e-mail. */
export function EmailField({ optional = false, ...bound }: BoundText & { optional?: boolean }) {
  const label = optional ? 'E-mail (необязательно)' : 'E-mail';
  return <Field label={label} type="email" autoComplete="email" {...bound} />;
}

/** An optional comment to the request. */
export function CommentField({ placeholder, ...bound }: BoundText & { placeholder?: string }) {
  return (
    <TextArea
      label="Комментарий (необязательно)"
      rows={3}
      maxLength={1000}
      placeholder={placeholder}
      {...bound}
    />
  );
}
