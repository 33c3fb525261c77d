import { pino, type Logger } from 'pino';

/**
 * The BFF's structured log (JSON lines, like the API's): one access line per request at info,
 * failures at error with their cause. Cookies and tokens never reach it.
 */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: 'bff',
    level,
    redact: ['headers.cookie', 'headers.authorization', 'headers["set-cookie"]'],
  });
}

export type { Logger };
