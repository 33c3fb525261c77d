/**
 * Where one GraphQL request spent its time upstream: the wall-clock time during which at least one
 * REST call was in flight (parallel calls count once), the calls made and the answers the public
 * cache gave without a call. Sent back as `Server-Timing`.
 */
export class UpstreamTiming {
  calls = 0;
  cached = 0;
  private busyMs = 0;
  private inFlight = 0;
  private since = 0;

  /** Marks a REST call started; the returned function marks it finished. */
  start(): () => void {
    this.calls += 1;
    if (this.inFlight++ === 0) this.since = performance.now();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (--this.inFlight === 0) this.busyMs += performance.now() - this.since;
    };
  }

  /** The `Server-Timing` value: `upstream` (REST time and calls) and `total` (the whole request). */
  header(totalMs: number): string {
    const busy = this.inFlight > 0 ? this.busyMs + performance.now() - this.since : this.busyMs;
    const calls = `${this.calls} REST call${this.calls === 1 ? '' : 's'}, ${this.cached} cached`;
    return `upstream;dur=${busy.toFixed(1)};desc="${calls}", total;dur=${totalMs.toFixed(1)}`;
  }
}
