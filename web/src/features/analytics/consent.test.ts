import { describe, expect, it } from 'vitest';
import { consentCookie, consentFrom } from './consent.ts';

describe('analytics consent', () => {
  it('reads the answer saved in its cookie and nothing else', () => {
    expect(consentFrom(`a=1; ${consentCookie('granted').split(';')[0]}; b=2`)).toBe('granted');
    expect(consentFrom('analytics_consent=denied')).toBe('denied');
    expect(consentFrom('my_analytics_consent=granted')).toBeNull();
    expect(consentFrom('')).toBeNull();
  });

  it('keeps the answer for a year on the whole site', () => {
    expect(consentCookie('denied')).toBe(
      'analytics_consent=denied; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });
});
