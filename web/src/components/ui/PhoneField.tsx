import {
  PHONE_COUNTRIES,
  countryOf,
  formatNational,
  nationalDigits,
  parsePhone,
  type CountryKey,
  type PhoneCountry,
} from '../../lib/rules/phone.ts';
import { Field } from './Field.tsx';

/** A phone number as a field holds it: the country and the national digits. */
export interface PhoneValue {
  country: PhoneCountry;
  digits: string;
}

/**
 * A phone field with its country: the number is typed into the country's mask, and choosing another
 * country clears it (spec section 5). With `pastedCountry` a pasted or autofilled full number may
 * bring its own country (`parsePhone`); otherwise it is read in the chosen one. The look
 * (`className`, `countryClassName`) belongs to the form that shows the field.
 */
export function PhoneField({
  label,
  value: { country, digits },
  error,
  onChange,
  name,
  className,
  countryClassName,
  codesOnly = false,
  pastedCountry = false,
}: {
  label: string;
  value: PhoneValue;
  error?: string | null | undefined;
  onChange: (value: PhoneValue) => void;
  name?: string;
  className?: string;
  countryClassName?: string;
  /** The country list shows the calling codes alone, without the countries' names. */
  codesOnly?: boolean;
  pastedCountry?: boolean;
}) {
  return (
    <Field
      label={label}
      name={name}
      className={className}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={country.mask}
      value={formatNational(digits, country)}
      error={error}
      onChange={(event) =>
        onChange(
          pastedCountry
            ? parsePhone(event.target.value, country)
            : { country, digits: nationalDigits(event.target.value, country) },
        )
      }
      addon={
        <select
          aria-label="Страна"
          className={countryClassName}
          value={country.key}
          onChange={(event) =>
            onChange({ country: countryOf(event.target.value as CountryKey), digits: '' })
          }
        >
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.key} value={c.key}>
              {codesOnly ? `+${c.code}` : `${c.title} +${c.code}`}
            </option>
          ))}
        </select>
      }
    />
  );
}
