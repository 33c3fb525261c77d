import { createHmac, randomBytes } from 'node:crypto';

/** Settings of sign-in, sessions, delivery and captcha, read once from the environment. */
export interface AuthConfig {
  production: boolean;
  /** Null in production without OTP_SECRET: sign-in then answers 503 instead of guessing. */
  otpSecret: string | null;
  sessionSecret: string | null;
  otp: {
    ttlSeconds: number;
    retrySeconds: number;
    maxAttempts: number;
    identityLimit: number;
    ipLimit: number;
    limitWindowSeconds: number;
    /** Wrong codes one identity may send, across all its codes, within the failure window. */
    identityFailureLimit: number;
    /** Wrong codes one address may send, for any identity, within the failure window. */
    ipFailureLimit: number;
    failureWindowSeconds: number;
  };
  session: { accessTtlSeconds: number; refreshTtlSeconds: number; graceSeconds: number };
  cookieSecure: boolean;
  delivery: {
    smtpUrl: string | null;
    smtpFrom: string;
    smsGatewayUrl: string | null;
    smsGatewayToken: string | null;
    /** Keep unsent messages in the outbox table and serve GET /_dev/outbox. */
    devOutbox: boolean;
  };
  captcha: { hmacKey: string | null; cost: number; maxCounter: number; ttlSeconds: number };
  geoipDbPath: string | null;
}

type Env = Record<string, string | undefined>;

/** A positive whole number from the environment, `fallback` when unset; anything else throws. */
export function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string): boolean | null {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return null;
  return raw === 'true' || raw === '1' || raw === 'yes';
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** A secret from the environment, else (outside production) a random one for this process. */
function secret(env: Env, name: string, production: boolean): string | null {
  return text(env, name) ?? (production ? null : randomBytes(32).toString('hex'));
}

function derive(master: string | null, purpose: string): string | null {
  return master === null ? null : createHmac('sha256', master).update(purpose).digest('hex');
}

export function readAuthConfig(env: Env = process.env): AuthConfig {
  const production = env.NODE_ENV === 'production';
  const otpSecret = secret(env, 'OTP_SECRET', production);
  const smtpUrl = text(env, 'SMTP_URL');
  const smsGatewayUrl = text(env, 'SMS_GATEWAY_URL');
  return {
    production,
    otpSecret,
    // One secret is enough to run; separate ones may be given to rotate them independently.
    sessionSecret: text(env, 'SESSION_SECRET') ?? derive(otpSecret, 'session'),
    otp: {
      ttlSeconds: int(env, 'OTP_TTL_SECONDS', 600),
      retrySeconds: int(env, 'OTP_RETRY_SECONDS', 60),
      maxAttempts: int(env, 'OTP_MAX_ATTEMPTS', 5),
      identityLimit: int(env, 'OTP_IDENTITY_LIMIT', 5),
      ipLimit: int(env, 'OTP_IP_LIMIT', 20),
      limitWindowSeconds: int(env, 'OTP_LIMIT_WINDOW_SECONDS', 3600),
      identityFailureLimit: int(env, 'OTP_IDENTITY_FAILURE_LIMIT', 10),
      ipFailureLimit: int(env, 'OTP_IP_FAILURE_LIMIT', 50),
      failureWindowSeconds: int(env, 'OTP_FAILURE_WINDOW_SECONDS', 86_400),
    },
    session: {
      accessTtlSeconds: int(env, 'ACCESS_TTL_SECONDS', 900),
      refreshTtlSeconds: int(env, 'REFRESH_TTL_SECONDS', 1_209_600),
      graceSeconds: int(env, 'REFRESH_GRACE_SECONDS', 10),
    },
    cookieSecure: production && flag(env, 'COOKIE_SECURE') !== false,
    delivery: {
      smtpUrl,
      smtpFrom: text(env, 'SMTP_FROM') ?? 'no-reply@localhost',
      smsGatewayUrl,
      smsGatewayToken: text(env, 'SMS_GATEWAY_TOKEN'),
      devOutbox: flag(env, 'DEV_OUTBOX') ?? !production,
    },
    captcha: {
      hmacKey: text(env, 'ALTCHA_HMAC_KEY') ?? derive(otpSecret, 'altcha'),
      cost: int(env, 'ALTCHA_COST', 1000),
      maxCounter: int(env, 'ALTCHA_MAX_COUNTER', 3000),
      ttlSeconds: int(env, 'ALTCHA_TTL_SECONDS', 600),
    },
    geoipDbPath: text(env, 'GEOIP_DB_PATH'),
  };
}
