import type { APIRequestContext } from '@playwright/test';
import { expect } from '../../fixtures/store.ts';
import { ports } from '../../ports.ts';

/**
 * The newest one-time code sent to an identity, read from the API's development outbox (the e2e
 * stack runs with DEV_OUTBOX=true). Waits until a message newer than `after` codes arrives.
 */
export async function codeFor(
  request: APIRequestContext,
  identity: string,
  after = 0,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(
        `http://127.0.0.1:${ports.api}/_dev/outbox?user_identity=${encodeURIComponent(identity)}`,
      );
      const messages = (await response.json()) as { text: string }[];
      code = /\b(\d{4})\b/.exec(messages[0]?.text ?? '')?.[1] ?? '';
      return messages.length > after ? code : '';
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** A wrong code for sure. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/** An identity no other run or test has used. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
