import { Field } from '../../components/ui/Field.tsx';
import {
  PHONE_COUNTRIES,
  formatNational,
  parsePhone,
  type CountryKey,
  type PhoneCountry,
} from './validation.ts';
import styles from './SignInDialog.module.scss';

/**
 * The phone field: a country (its code and mask) and the national number typed into the mask. A
 * pasted or autofilled full number goes through the one phone rule (`parsePhone`).
 */
export function PhoneInput({
  country,
  digits,
  error,
  onCountry,
  onPhone,
}: {
  country: PhoneCountry;
  digits: string;
  error: string | null;
  onCountry: (key: CountryKey) => void;
  /** A typed, pasted or autofilled number; a full number may bring its own country. */
  onPhone: (country: CountryKey, digits: string) => void;
}) {
  return (
    <Field
      label="Номер телефона"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={country.mask}
      value={formatNational(digits, country)}
      error={error}
      onChange={(event) => {
        const parsed = parsePhone(event.target.value, country);
        onPhone(parsed.country.key, parsed.digits);
      }}
      addon={
        <select
          aria-label="Страна"
          className={styles.country}
          value={country.key}
          onChange={(event) => onCountry(event.target.value as CountryKey)}
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
