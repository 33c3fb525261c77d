import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { statusFromError } from './error-status.ts';

describe('statusFromError', () => {
  it('turns the BFF error code into the page status', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'No such product', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(statusFromError(error)).toBe(404);
  });

  it('uses the HTTP status of a failed BFF answer', () => {
    const response = new Response('', { status: 503 });
    expect(statusFromError(new ServerError('down', { response, bodyText: '' }))).toBe(503);
  });

  it('defaults to 500 for an unreachable BFF or an unknown code', () => {
    expect(statusFromError(new TypeError('fetch failed'))).toBe(500);
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(statusFromError(error)).toBe(500);
  });
});
