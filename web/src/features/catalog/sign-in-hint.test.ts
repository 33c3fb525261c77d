import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSignInAfterMenu } from './sign-in-hint.ts';

describe('the catalogue menu hint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens sign-in 500 ms after it is chosen, not before', () => {
    const openSignIn = vi.fn();
    openSignInAfterMenu(openSignIn);
    vi.advanceTimersByTime(499);
    expect(openSignIn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(openSignIn).toHaveBeenCalledTimes(1);
  });

  it('does not open sign-in when cancelled within the delay', () => {
    const openSignIn = vi.fn();
    const cancel = openSignInAfterMenu(openSignIn);
    vi.advanceTimersByTime(300);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(openSignIn).not.toHaveBeenCalled();
  });
});
