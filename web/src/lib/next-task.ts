/** Ends the current task, so the browser may paint and handle input before what follows. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `callback` in a task of its own once the browser has painted the next frame: what it reads
 * of the layout is then up to date, and what it costs does not delay that frame. A page in the
 * background paints nothing until shown, so there it runs in the next task. Returns a function
 * that cancels it, if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inNextTask = () => {
    timer = setTimeout(callback, 0);
  };
  if (document.visibilityState === 'hidden') inNextTask();
  else frame = requestAnimationFrame(inNextTask);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Resolves as `afterNextPaint` would run a callback. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => void afterNextPaint(resolve));
}
