import { describe, expect, it } from 'vitest';
import { countryOf, formatPhone, nationalDigits, parsePhone } from './phone.ts';

const ru = countryOf('ru');
const br = countryOf('br');
const kz = countryOf('kz');

describe('a phone pasted or autofilled into the field', () => {
  it.each([
    ['+7 (999) 123-45-67', '9991234567'],
    ['+79991234567', '9991234567'],
    ['89991234567', '9991234567'],
    ['8 999 123 45 67', '9991234567'],
    ['8 (999) 123-45-67', '9991234567'],
    ['7 999 123-45-67', '9991234567'],
    ['79991234567', '9991234567'],
    ['9991234567', '9991234567'],
    [' (999) 123 45 67 ', '9991234567'],
  ])('%s in Russia is %s', (value, digits) => {
    expect(parsePhone(value, ru)).toEqual({ country: ru, digits });
  });

  it('a Belarusian number switches the country and keeps its nine digits', () => {
    expect(parsePhone('+375 (29) 071-98-09', ru)).toEqual({ country: br, digits: '290719809' });
    expect(parsePhone('375290719809', ru)).toEqual({ country: br, digits: '290719809' });
    expect(parsePhone('8 029 071 98 09', br)).toEqual({ country: br, digits: '290719809' });
  });

  it('+7 keeps Kazakhstan when it is chosen', () => {
    expect(parsePhone('+7 701 123 45 67', kz)).toEqual({ country: kz, digits: '7011234567' });
    expect(parsePhone('87011234567', kz)).toEqual({ country: kz, digits: '7011234567' });
  });

  it('typing into the mask keeps the digits as typed, never more than the mask holds', () => {
    expect(parsePhone('(812) 123-45-67', ru).digits).toBe('8121234567');
    expect(parsePhone('(812) 123-45-678', ru).digits).toBe('8121234567');
    expect(parsePhone('8', ru).digits).toBe('8');
    expect(nationalDigits('(29) 071-98-09', br)).toBe('290719809');
  });
});

describe('a stored phone as people read it', () => {
  it('lays the national number into its country mask', () => {
    expect(formatPhone('+79991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('79991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('+375290719809')).toBe('+375 (29) 071-98-09');
  });

  it('shows a number of no known shape as stored', () => {
    expect(formatPhone('+4930123456')).toBe('+4930123456');
    expect(formatPhone('+7999')).toBe('+7999');
  });
});
