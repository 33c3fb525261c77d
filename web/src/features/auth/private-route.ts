import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { guardChunkLoad } from '../../lib/chunk-reload.ts';

const loadGuard = guardChunkLoad(() => import('./require-signed-in.ts'));

/**
 * The loader of the private routes' parent (see `require-signed-in.ts`). Its code and query load
 * when a private page is first asked for, so the pages a shopper lands on do not carry them.
 */
export async function requireSignedIn(args: LoaderFunctionArgs): Promise<null> {
  const { requireSignedIn: load } = await loadGuard();
  return load(args);
}

/** The guard runs again on every navigation between private pages, not only on entering them. */
export const revalidatePrivateRoute: ShouldRevalidateFunction = () => true;

/** Marks the private routes, so signing out there leaves for the home page (spec section 4). */
export const PRIVATE_ROUTE_HANDLE = { private: true } as const;
