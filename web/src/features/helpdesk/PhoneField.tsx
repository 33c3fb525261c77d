import {
  PhoneField as SharedPhoneField,
  type PhoneValue,
} from '../../components/ui/PhoneField.tsx';
import { countryOf, isCompletePhone } from '../../lib/rules/phone.ts';
import styles from './HelpdeskForm.module.scss';

export const emptyPhone = (): PhoneValue => ({ country: countryOf('ru'), digits: '' });

/** The phone as the API takes it: "+", the country code and the national digits. */
export const phoneOf = ({ country, digits }: PhoneValue) => `+${country.code}${digits}`;

export const isPhoneComplete = ({ country, digits }: PhoneValue) =>
  isCompletePhone(digits, country);

/** The help-desk forms' phone field (see the shared `PhoneField`), «Телефон» unless told. */
export function PhoneField({
  label = 'Телефон',
  ...field
}: {
  value: PhoneValue;
  error?: string | null | undefined;
  onChange: (value: PhoneValue) => void;
  label?: string;
}) {
  return (
    <SharedPhoneField
      {...field}
      label={label}
      name="phone"
      className={styles.phoneInput}
      countryClassName={styles.country}
    />
  );
}
