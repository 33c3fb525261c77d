import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { stackEnv } from '../scripts/stack-env.ts';
import { ports } from './ports.ts';
const dataDir = mkdtempSync(join(tmpdir(), 'store-e2e-'));

/** Journeys of a phone's layout: they set their own width and run in the compact project only. */
const PHONE_ONLY = ['**/mobile-*.spec.ts'];

/**
 * Journeys whose outcome does not depend on the window's width, run in the desktop project only:
 * the link crawl (the page holds the compact header's drawer and the tab bar at every width; the
 * crawl checks they are there), a submit's idempotency, and the orders made through the REST API.
 */
const WIDTH_INDEPENDENT = [
  '**/links/no-dead-links.spec.ts',
  '**/checkout/double-submit.spec.ts',
  '**/orders/*.spec.ts',
];

export default defineConfig({
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${ports.web}`,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
      testIgnore: PHONE_ONLY,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 800, height: 1000 }, hasTouch: true },
      testIgnore: WIDTH_INDEPENDENT,
    },
  ],
  webServer: {
    command: 'node ../scripts/start.ts',
    url: `http://localhost:${ports.web}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      ...stackEnv(ports, dataDir),
      COOKIE_SECURE: 'false',
      // Sign-in journeys read codes from the development outbox (a test deployment only), with a
      // fixed secret, a short resend timeout and a light captcha so the browser solves it quickly.
      DEV_OUTBOX: 'true',
      OTP_SECRET: 'e2e-only-otp-secret-not-for-production',
      OTP_RETRY_SECONDS: '3',
      OTP_IP_LIMIT: '500',
      OTP_IDENTITY_LIMIT: '50',
      ALTCHA_COST: '50',
      ALTCHA_MAX_COUNTER: '100',
      // The BFF passes the visitor's address on; the API counts codes per that address.
      TRUST_PROXY: 'loopback',
      // Orders: the built-in test acquirer (its card page on the API) returns the buyer to this
      // store, and the back office's status feed takes this token.
      TEST_ACQUIRER: 'true',
      STORE_WEB_URL: `http://{market}.localhost:${ports.web}`,
      FEED_TOKEN: 'e2e-only-feed-token',
      // Help desk: every journey comes from one address; documents go to a folder of this run.
      HELPDESK_IP_LIMIT: '500',
      // Sign-in journeys on garwin subscribe a new address each time the newsletter box is ticked.
      SUBSCRIPTION_IP_LIMIT: '500',
      UPLOADS_DIR: join(dataDir, 'uploads'),
    },
  },
});
