/**
 * The wall time a server render spends waiting for the BFF. Calls that overlap count once, so
 * the figure is what the visitor waited, not the sum of the calls.
 */
export class UpstreamClock {
  #open = 0;
  #since = 0;
  #total = 0;

  /** Marks a call as started; the returned function marks it finished (once). */
  begin(): () => void {
    if (this.#open++ === 0) this.#since = performance.now();
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      if (--this.#open === 0) this.#total += performance.now() - this.#since;
    };
  }

  /** Milliseconds spent with at least one call open, up to now. */
  get ms(): number {
    return this.#total + (this.#open > 0 ? performance.now() - this.#since : 0);
  }
}
