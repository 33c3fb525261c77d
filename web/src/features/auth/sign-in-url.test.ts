import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInUrl, signInRequest } from './sign-in-url.ts';

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

describe('an address that asks for sign-in', () => {
  it('gives the page to return to and the query without the request', () => {
    expect(signInRequest('?openAuth=true&back=%2Fcheckout&utm=1')).toEqual({
      returnTo: '/checkout',
      search: '?utm=1',
    });
    expect(signInRequest('?openAuth=true')).toEqual({ returnTo: null, search: '' });
  });

  it('is no request without openAuth=true, and drops a return path that leaves the store', () => {
    expect(signInRequest('?openAuth=false')).toBeNull();
    expect(signInRequest('?q=openAuth')).toBeNull();
    expect(signInRequest('?openAuth=true&back=%2F%2Fevil.example')?.returnTo).toBeNull();
  });
});
