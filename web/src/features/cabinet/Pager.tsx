import { useLocation } from 'react-router';
import { pageCount } from '../../components/ui/page-items.ts';
import { Pagination } from '../../components/ui/Pagination.tsx';

/** Page links of a cabinet list (`?page=N`, pages from 1); nothing when everything fits one page. */
export function Pager({
  totalSize,
  pageSize,
  pageNumber,
}: {
  totalSize: number;
  pageSize: number;
  pageNumber: number;
}) {
  const { pathname, search } = useLocation();
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return <Pagination page={pageNumber} total={pageCount(totalSize, pageSize)} hrefFor={href} />;
}

/** The paging variables of a cabinet list page's query: its page size, the page of the address. */
export function pageVariables(pageSize: number) {
  return ({ search }: { search: string }) => ({ pageSize, pageNumber: pageFromSearch(search) });
}

/** The page number of a cabinet list from its address. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
