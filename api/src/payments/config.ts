import { randomBytes } from 'node:crypto';

type Env = Record<string, string | undefined>;

export interface PaymentsConfig {
  yookassa: { shopId: string; secretKey: string; apiUrl: string } | null;
  /** The built-in test acquirer and its card page at /_dev/acquirer/{payment_id}. */
  testAcquirer: boolean;
  /** Key of the test acquirer's webhook signatures. */
  acquirerSecret: string;
  /** The API as the buyer's browser reaches it (the test acquirer's card page). */
  publicApiUrl: string;
  /** The store's address; `{market}` becomes the order's market. */
  storeWebUrl: string;
}

const text = (env: Env, name: string): string | null => env[name]?.trim() || null;

/** ЮKassa when both its keys are set; else the test acquirer, outside production or when asked. */
export function readPaymentsConfig(env: Env = process.env): PaymentsConfig {
  const production = env.NODE_ENV === 'production';
  const shopId = text(env, 'YOOKASSA_SHOP_ID');
  const secretKey = text(env, 'YOOKASSA_SECRET_KEY');
  const acquirerFlag = text(env, 'TEST_ACQUIRER');
  return {
    yookassa:
      shopId && secretKey
        ? {
            shopId,
            secretKey,
            apiUrl: (text(env, 'YOOKASSA_API_URL') ?? 'https://api.yookassa.ru/v3').replace(
              /\/$/,
              '',
            ),
          }
        : null,
    testAcquirer: acquirerFlag === null ? !production : ['true', '1', 'yes'].includes(acquirerFlag),
    acquirerSecret: text(env, 'TEST_ACQUIRER_SECRET') ?? randomBytes(32).toString('hex'),
    publicApiUrl: (
      text(env, 'API_PUBLIC_URL') ?? `http://127.0.0.1:${env.API_PORT ?? '8080'}`
    ).replace(/\/$/, ''),
    storeWebUrl: (text(env, 'STORE_WEB_URL') ?? 'http://{market}.localhost:3000').replace(
      /\/$/,
      '',
    ),
  };
}

export function storeUrl(config: PaymentsConfig, market: string, path: string): string {
  return `${config.storeWebUrl.replace('{market}', market)}${path}`;
}
