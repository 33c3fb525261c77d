import { UpstreamClock } from '../src/lib/apollo/upstream-clock.ts';

/**
 * The Server-Timing of one page: `upstream` is the time spent waiting for the BFF, `render` the
 * rest of the server's work until the response starts, so devtools show where a slow page went.
 */
export class PageTiming {
  readonly upstream = new UpstreamClock();
  readonly #started = performance.now();

  /** The header value, measured now. */
  header(): string {
    const total = performance.now() - this.#started;
    const upstream = this.upstream.ms;
    const render = Math.max(0, total - upstream);
    return `upstream;dur=${upstream.toFixed(1)}, render;dur=${render.toFixed(1)}, total;dur=${total.toFixed(1)}`;
  }
}
