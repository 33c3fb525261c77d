import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * Keeps the server's memory bounded and gives it back once traffic pauses. A render under load
 * lives long enough (it waits for the BFF) for its objects to reach V8's old generation, which V8
 * lets grow well past what is live before sweeping it, and which it neither sweeps nor returns to
 * the system while no traffic comes. So, between pages: a moment after the last page finished
 * (and at least `minPages` pages since the last time), and under load whenever the resident
 * memory passes `targetMb` (at most once every `minIntervalMs`), a full collection that also
 * compacts the heap and releases its free pages. Under load the web server's heap grows by some
 * 50 MB a second between collections: every 2 s keeps it under 300 MB, at a few per cent of its
 * CPU (every 10 s let it reach 400 MB). The resident memory is read at most once every
 * `checkEveryMs`: reading it (/proc) on every request took a tenth of the BFF's CPU under load.
 */
export function memoryKeeper({
  quietMs = 2000,
  minPages = 50,
  targetMb = 256,
  minIntervalMs = 2000,
  checkEveryMs = 100,
} = {}) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as Collect;
  let open = 0;
  let pagesSince = 0;
  let lastAt = 0;
  let checkedAt = Number.NEGATIVE_INFINITY;
  /** A collection under load came since the last pause: the pause is owed one, however few pages. */
  let loaded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const collect = (underLoad: boolean) => {
    pagesSince = 0;
    loaded = underLoad;
    lastAt = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  };
  return {
    /** Marks a page as started; the returned function marks it finished (once). */
    begin(): () => void {
      open += 1;
      pagesSince += 1;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        open -= 1;
        if (pagesSince < minPages && !loaded) return;
        const now = performance.now();
        const due = pagesSince >= minPages && now - lastAt > minIntervalMs;
        if (due && now - checkedAt >= checkEveryMs) {
          checkedAt = now;
          if (process.memoryUsage.rss() > targetMb * 1024 * 1024) return collect(true);
        }
        if (open > 0) return;
        timer = setTimeout(() => {
          timer = undefined;
          if (open === 0) collect(false);
        }, quietMs);
        timer.unref();
      };
    },
  };
}
