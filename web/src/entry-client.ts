import { guardChunkLoad, installChunkReloadGuard } from './lib/chunk-reload.ts';
import { nextTask } from './lib/next-task.ts';
import './styles/global.scss';

/**
 * The app's code, evaluated a part at a time. A module script runs its whole graph of static
 * imports in one task: React, Apollo Client, React Router and the app's own modules together held
 * a slow phone's main thread for longer than any step of hydration. Imported one after the other,
 * each in a task of its own, every part is evaluated once and the browser may paint and handle
 * input in between. The server preloads all of them with the entry (web/server/renderer.ts), and
 * the first-load budget counts them (web/scripts/first-load.ts): these imports, the entry's only
 * dynamic ones, are the entry's own code, split in time rather than left for later.
 */
const STAGES: readonly (() => Promise<unknown>)[] = [
  async () => (await import('react-dom/client')).hydrateRoot,
  async () => (await import('@apollo/client')).InMemoryCache,
  async () => (await import('react-router/dom')).RouterProvider,
];

async function boot(): Promise<void> {
  installChunkReloadGuard();
  for (const stage of STAGES) {
    await guardChunkLoad(stage)();
    await nextTask();
  }
  const { startApp } = await guardChunkLoad(() => import('./boot.tsx'))();
  await startApp();
}

void boot();
