import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInUrl } from './sign-in-url.ts';

describe('the return target of a private-route redirect', () => {
  it('keeps a path of the store with its query', () => {
    expect(safeReturnPath('/cabinet/orders/5?page=2')).toBe('/cabinet/orders/5?page=2');
    expect(signInUrl('/cabinet/payment/7')).toBe('/?openAuth=true&back=%2Fcabinet%2Fpayment%2F7');
  });

  it('drops anything that could leave the store', () => {
    for (const target of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'cabinet/orders',
      '',
      null,
    ]) {
      expect(safeReturnPath(target)).toBeNull();
    }
    expect(signInUrl('//evil.example')).toBe('/?openAuth=true');
  });
});
