import { useEffect } from 'react';

/**
 * Marks the document once the browser app has hydrated it (`<html data-hydrated>`), so journeys
 * and monitoring can wait for the app instead of guessing: a click before this reaches only the
 * server-rendered HTML.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
