import { Field } from '../../components/ui/Field.tsx';
import {
  PHONE_COUNTRIES,
  countryOf,
  formatNational,
  isCompletePhone,
  nationalDigits,
  type CountryKey,
  type PhoneCountry,
} from '../../lib/rules/phone.ts';
import styles from './HelpdeskForm.module.scss';

export interface PhoneValue {
  country: PhoneCountry;
  digits: string;
}

export const emptyPhone = (): PhoneValue => ({ country: countryOf('ru'), digits: '' });

/** The phone as the API takes it: "+", the country code and the national digits. */
export const phoneOf = ({ country, digits }: PhoneValue) => `+${country.code}${digits}`;

export const isPhoneComplete = ({ country, digits }: PhoneValue) =>
  isCompletePhone(digits, country);

/** A phone field with its country: the number is typed into the country's mask. */
export function PhoneField({
  value,
  error,
  onChange,
  label = 'Телефон',
}: {
  value: PhoneValue;
  error?: string | null | undefined;
  onChange: (value: PhoneValue) => void;
  label?: string;
}) {
  return (
    <Field
      label={label}
      name="phone"
      className={styles.phoneInput}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={value.country.mask}
      value={formatNational(value.digits, value.country)}
      error={error}
      onChange={(event) =>
        onChange({ ...value, digits: nationalDigits(event.target.value, value.country) })
      }
      addon={
        <select
          aria-label="Страна"
          className={styles.country}
          value={value.country.key}
          // Spec section 5: changing the country clears the number.
          onChange={(event) =>
            onChange({ country: countryOf(event.target.value as CountryKey), digits: '' })
          }
        >
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.key} value={c.key}>
              {c.title} +{c.code}
            </option>
          ))}
        </select>
      }
    />
  );
}
