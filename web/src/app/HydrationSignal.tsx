import { useEffect } from 'react';
import { afterHeldParts, markRootHydrated } from '../lib/later-parts.ts';

/**
 * Marks the document once the browser app has hydrated it (`<html data-hydrated>`), parts held
 * back for later (`HydrateLater`) included, so journeys and monitoring can wait for the app
 * instead of guessing: a click before this may reach only the server-rendered HTML.
 */
export function HydrationSignal() {
  useEffect(() => {
    markRootHydrated();
    return afterHeldParts(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}
