import { useEffect, useState } from 'react';

/**
 * False on the server and in the first client render, true after hydration: the help desk asks for
 * its data in the browser only, so no page render waits for it.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
