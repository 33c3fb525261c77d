import { vi } from 'vitest';
import type { Clock } from '../../src/auth/clock.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import type { DatabaseKind } from '../support/db.ts';

export interface AuthTestOptions {
  /** Environment the sign-in feature reads while the app is built (NODE_ENV, SMTP_URL, …). */
  env?: Record<string, string>;
  clock?: Clock;
}

/** The whole API over a fresh database, with the sign-in settings and clock a test needs. */
export async function startAuthApp(
  kind: DatabaseKind,
  options: AuthTestOptions = {},
): Promise<TestApp> {
  for (const [name, value] of Object.entries(options.env ?? {})) vi.stubEnv(name, value);
  try {
    const t = await startTestApp(kind);
    if (options.clock) t.app.auth.clock = options.clock;
    return t;
  } finally {
    vi.unstubAllEnvs();
  }
}
