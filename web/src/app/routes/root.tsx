import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { prefetchErrorPage } from '../route-error-boundary.tsx';
import { ScrollMemory } from '../scroll-memory.tsx';
import styles from './root.module.scss';

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
