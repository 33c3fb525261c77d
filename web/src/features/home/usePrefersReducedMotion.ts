import { startTransition, useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * True when the visitor asked the system for less motion. The server cannot know, so it assumes
 * reduced motion: nothing moves until the browser has said otherwise. The browser's answer comes
 * as a transition after the page is shown, so a hydrated page is not rendered again at once (a
 * store whose value differs from the server's would make React do that in the same task).
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => startTransition(() => setReduced(media.matches));
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}
