import { describe, expect, it } from 'vitest';
import { cookieLine, readCookie } from './cookies.ts';

describe('cookies', () => {
  it('writes an encoded value for the whole site, for a year unless told', () => {
    expect(cookieLine('city', 'Санкт-Петербург; 1')).toBe(
      'city=%D0%A1%D0%B0%D0%BD%D0%BA%D1%82-%D0%9F%D0%B5%D1%82%D0%B5%D1%80%D0%B1%D1%83%D1%80%D0%B3%3B%201; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(cookieLine('currency', 'USD', 0)).toBe('currency=USD; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('refuses a name a cookie cannot have', () => {
    expect(() => cookieLine('a b', 'x')).toThrow(TypeError);
  });

  it('reads the first cookie of a name, decoded, and what cannot be decoded as written', () => {
    const header = ' a=1; b=%20x; a=2; flag; bad=%zz; city=%D0%9C';
    expect(readCookie(header, 'a')).toBe('1');
    expect(readCookie(header, 'b')).toBe(' x');
    expect(readCookie(header, 'bad')).toBe('%zz');
    expect(readCookie(header, 'city')).toBe('М');
    expect(readCookie(header, 'flag')).toBeUndefined();
    expect(readCookie(undefined, 'a')).toBeUndefined();
  });
});
