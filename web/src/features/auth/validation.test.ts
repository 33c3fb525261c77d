import { describe, expect, it } from 'vitest';
import {
  PHONE_COUNTRIES,
  formatNational,
  isCompletePhone,
  maskEmail,
  maskPhone,
  nationalDigits,
} from './validation.ts';
import { isValidEmail } from '../../lib/rules/email.ts';
import { isValidName } from '../../lib/rules/person-name.ts';

const [ru, by] = PHONE_COUNTRIES as [(typeof PHONE_COUNTRIES)[0], (typeof PHONE_COUNTRIES)[0]];

describe('sign-in field rules', () => {
  it('accepts e-mails and refuses what is not one', () => {
    expect(isValidEmail('buyer@example.com')).toBe(true);
    expect(isValidEmail('buyer@example')).toBe(false);
    expect(isValidEmail('buyer example.com')).toBe(false);
  });

  it('lays phone digits into the country mask and counts them per country', () => {
    expect(formatNational(nationalDigits('9991234567', ru), ru)).toBe('(999) 123-45-67');
    expect(formatNational('999', ru)).toBe('(999');
    expect(nationalDigits('29123456789', by)).toBe('291234567');
    expect(isCompletePhone('291234567', by)).toBe(true);
    expect(isCompletePhone('29123456', by)).toBe(false);
    expect(isCompletePhone('999123456', ru)).toBe(false);
  });

  it('follows the name rule: empty, 2–30 letters, at most two words', () => {
    expect(isValidName('')).toBe(true);
    expect(isValidName('Анна-Мария')).toBe(true);
    expect(isValidName("O'Brien")).toBe(true);
    expect(isValidName('Ли Мин')).toBe(true);
    expect(isValidName('А')).toBe(false);
    expect(isValidName('Анна Мария Луиза')).toBe(false);
    expect(isValidName('Иван2')).toBe(false);
    expect(isValidName('-Иван')).toBe(false);
    expect(isValidName('а'.repeat(31))).toBe(false);
  });

  it('hides most of the identity', () => {
    expect(maskEmail('buyer@example.com')).toBe('bu***@example.com');
    expect(maskPhone('7', '9991234567')).toBe('+7 ***-***-45-67');
    expect(maskPhone('375', '291234567')).toBe('+375 ***-***-45-67');
  });
});
