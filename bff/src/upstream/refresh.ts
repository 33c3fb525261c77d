export interface RefreshOutcome {
  ok: boolean;
  setCookies: string[];
}

/** How long a finished refresh is reused by requests that still carry the old cookies. */
const REUSE_MS = 10_000;

/**
 * One refresh per session at a time. Requests of the same session that meet a 401 while a refresh
 * runs wait for it and share its outcome, and so do those arriving just after it finished with the
 * old token (the API has rotated it, so a second refresh would look like reuse).
 */
export class SessionRefresher {
  private readonly flights = new Map<string, { promise: Promise<RefreshOutcome>; at: number }>();

  refresh(sessionKey: string, run: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
    const now = Date.now();
    const existing = this.flights.get(sessionKey);
    if (existing && now - existing.at < REUSE_MS) return existing.promise;
    const promise = run().catch((): RefreshOutcome => ({ ok: false, setCookies: [] }));
    this.flights.set(sessionKey, { promise, at: now });
    void promise.finally(() => {
      const timer = setTimeout(() => {
        if (this.flights.get(sessionKey)?.promise === promise) this.flights.delete(sessionKey);
      }, REUSE_MS);
      timer.unref();
    });
    return promise;
  }
}
