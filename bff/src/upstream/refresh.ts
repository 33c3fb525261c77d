import { UpstreamError } from '../errors.ts';

/**
 * What a refresh call came to: new cookies, a refusal by the API (401 or 403: the session is
 * over), or a failure that says nothing about the session (the API down, slow or erring).
 */
export type RefreshOutcome =
  | { kind: 'renewed'; setCookies: string[] }
  | { kind: 'refused' }
  | { kind: 'unavailable'; error: UpstreamError };

/** How long a finished refresh is reused by requests that still carry the old cookies. */
const REUSE_MS = 10_000;

/**
 * One refresh per session and device at a time. Requests of the same session that meet a 401
 * while a refresh runs wait for it and share its outcome, and so do those arriving just after it
 * finished with the old token (the API has rotated it, so a second refresh would look like
 * reuse). The key holds the device fingerprint too: an old refresh token sent from another device
 * never shares the rightful device's new cookies. An outage is not remembered: once the flight
 * ends, the next request tries again.
 */
export class SessionRefresher {
  private readonly flights = new Map<string, { promise: Promise<RefreshOutcome>; at: number }>();

  refresh(sessionKey: string, run: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
    const now = Date.now();
    const existing = this.flights.get(sessionKey);
    if (existing && now - existing.at < REUSE_MS) return existing.promise;
    const promise = run().catch((error: unknown): RefreshOutcome => ({
      kind: 'unavailable',
      error:
        error instanceof UpstreamError
          ? error
          : new UpstreamError(0, `Refresh failed: ${String(error)}`),
    }));
    this.flights.set(sessionKey, { promise, at: now });
    const forget = () => {
      if (this.flights.get(sessionKey)?.promise === promise) this.flights.delete(sessionKey);
    };
    void promise.then((outcome) => {
      if (outcome.kind === 'unavailable') return forget();
      setTimeout(forget, REUSE_MS).unref();
    });
    return promise;
  }
}
