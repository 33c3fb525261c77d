import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a describe block whose tests each import the modules under test anew (their state is
 * per module) with fake timers, and stub globals: modules reset and timers faked before each
 * test, timers and globals restored after.
 */
export function freshModulesWithFakeTimers(): void {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
