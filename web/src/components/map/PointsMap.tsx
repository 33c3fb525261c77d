import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './PointsMap.module.scss';
import type { PointsMapProps } from './types.ts';

// Leaflet touches `window` when it loads, and its code and styles are only for the pages that
// show a map: it is loaded in the browser, after hydration, in a chunk of its own.
const LeafletMap = lazy(() => import('./LeafletMap.tsx'));

/**
 * A map with the given points as markers (Leaflet, tiles from configuration). The server and the
 * first client render show an empty frame of the same size, so SSR never loads Leaflet. Whatever
 * the map shows must also be reachable without it (a list beside it): tiles may fail to load.
 */
export function PointsMap(props: PointsMapProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const frame = <div className={`${styles.frame} ${props.className ?? ''}`} aria-hidden="true" />;
  if (!inBrowser) return frame;
  return (
    <Suspense fallback={frame}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
