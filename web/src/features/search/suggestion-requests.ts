/** Spec section 9: suggestions are asked for 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Shorter texts get no suggestions (the history shows instead when the box is empty). */
export const MIN_SUGGEST_LENGTH = 2;

/**
 * Asks for suggestions after the debounce. The returned cancel, called when the text changes
 * again, drops the timer, aborts a request in flight and makes sure a late answer is ignored.
 * Failures are quiet: the box simply shows no suggestions.
 */
export function scheduleSuggestions<T>(
  text: string,
  request: (text: string, signal: AbortSignal) => Promise<T>,
  onResult: (result: T) => void,
  delay = SEARCH_DEBOUNCE_MS,
): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    request(text, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) onResult(result);
      },
      () => {},
    );
  }, delay);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
