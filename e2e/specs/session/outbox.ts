export { codeFor, uniqueEmail } from '../../fixtures/outbox.ts';

/** A wrong code for sure. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}
