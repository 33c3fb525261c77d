import { describe, expect, it } from 'vitest';
import { PayAttempt } from './pay-attempt.ts';

describe('the idempotency key of a pay attempt', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('is sent again when the answer was lost, so a retry cannot start a second payment', () => {
    const attempt = new PayAttempt(counter());
    expect(attempt.key()).toBe('key-1');
    expect(attempt.key()).toBe('key-1');
  });

  it('is new after the API refused the attempt', () => {
    const attempt = new PayAttempt(counter());
    attempt.key();
    attempt.refused();
    expect(attempt.key()).toBe('key-2');
  });
});
