import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Gives memory back once the server goes quiet. A render under load lives long enough (it waits
 * for the BFF) for its objects to reach V8's old generation, which grows with the load and is
 * only swept when it fills; with no traffic nothing fills it, so a server that served a burst
 * would keep the burst's garbage resident. A full collection a moment after the last page
 * finished (and after at least `minPages` pages since the last one) returns the heap to what is
 * live. It never runs while a page is being served.
 */
export function idleCollector({ quietMs = 2000, minPages = 50 } = {}) {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  let open = 0;
  let pagesSince = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
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
        if (open > 0 || pagesSince < minPages) return;
        timer = setTimeout(() => {
          timer = undefined;
          if (open > 0) return;
          pagesSince = 0;
          collect();
        }, quietMs);
        timer.unref();
      };
    },
  };
}
