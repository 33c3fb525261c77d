import { Breadcrumbs as Trail } from '../../components/ui/Breadcrumbs.tsx';
import type { Crumb } from './breadcrumbs.ts';
import { SCROLL_TO_LISTING } from './useListingScroll.ts';

/** The trail above a listing page's heading, from the home page; the last step is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const current = crumbs.at(-1);
  if (!current) return null;
  const between = crumbs.slice(1, -1).map(({ path, title }) => ({ to: path, title }));
  return <Trail trail={between} current={current.title} linkState={SCROLL_TO_LISTING} />;
}
