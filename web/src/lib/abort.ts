/** A signal that aborts with the first of its sources, and lets go of them when released. */
export interface LinkedSignal {
  signal: AbortSignal;
  /**
   * Detaches from the sources and stops the timer, so nothing outside keeps this signal, or
   * anything that listens to it, reachable once its work is over.
   */
  release(): void;
}

/**
 * Links signals (and an optional deadline) into one. Unlike `AbortSignal.any` and
 * `AbortSignal.timeout`, whose listeners and timers live on after the work they guard, everything
 * here is let go of at `release()`: a server render's objects become garbage the moment it ends.
 */
export function linkSignals(
  sources: readonly (AbortSignal | undefined)[],
  timeout?: { ms: number; reason: () => unknown },
): LinkedSignal {
  const controller = new AbortController();
  const attached: AbortSignal[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    for (const source of attached) source.removeEventListener('abort', onAbort);
    attached.length = 0;
  };
  function onAbort(this: AbortSignal) {
    controller.abort(this.reason);
    release();
  }
  for (const source of sources) {
    if (!source) continue;
    if (source.aborted) {
      controller.abort(source.reason);
      release();
      return { signal: controller.signal, release };
    }
    source.addEventListener('abort', onAbort);
    attached.push(source);
  }
  if (timeout) {
    timer = setTimeout(() => {
      controller.abort(timeout.reason());
      release();
    }, timeout.ms);
  }
  return { signal: controller.signal, release };
}
