import { Pagination as PageLinks } from '../../components/ui/Pagination.tsx';
import { pageChange } from './listing-links.ts';
import { useListingLinks } from './useListingLinks.ts';

/** Links to the listing's pages, keeping every other listing parameter of the address. */
export function Pagination({ page, total }: { page: number; total: number }) {
  const { hrefFor } = useListingLinks();
  return (
    <PageLinks
      page={page}
      total={total}
      hrefFor={(target) => hrefFor(pageChange(target))}
      preventScrollReset
    />
  );
}
