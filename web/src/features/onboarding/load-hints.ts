import { guardChunkLoad } from '../../lib/chunk-reload.ts';

/**
 * Which hints were seen, and what shows one (its turn, its cookie, its card), load once the page
 * works: a returning visitor who has seen them all gets nothing more.
 */
export const loadHints = guardChunkLoad(() => import('./HintSlot.tsx'));
