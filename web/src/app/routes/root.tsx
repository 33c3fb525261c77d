import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { prefetchErrorPage } from '../route-error-boundary.tsx';
import { hydrateLater, lazyComponent } from '../../lib/hydrate-later.tsx';
import styles from './root.module.scss';

/**
 * Scroll restoration renders nothing and matters from the first navigation on: its code loads,
 * and it starts, once the page has hydrated and the browser is idle, or at the visitor's first
 * press (before the page it leads to has come). A reload is put back where it was by the browser
 * meanwhile (scroll-memory.tsx hands the position to it as the page is left).
 */
const ScrollMemory = hydrateLater(
  lazyComponent(() => import('../scroll-memory.tsx'), 'ScrollMemory'),
);

/**
 * The root route: every page renders its own frame (store, checkout or error), so this only adds
 * what all of them share — scroll restoration and a progress bar while the next page loads.
 */
export function Root() {
  const loading = useNavigation().state !== 'idle';
  useEffect(() => prefetchErrorPage(), []);
  return (
    <>
      <div className={styles.progress} data-active={loading} aria-hidden="true" />
      <Outlet />
      <ScrollMemory />
    </>
  );
}
