/** A page number to link to, or a gap between distant pages. */
export type PageItem = number | 'gap';

/**
 * The pages a pager shows: the first and the last, and the current one with `around` neighbours on
 * each side; runs of hidden pages become a gap (a single hidden page is shown instead).
 */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  if (total <= 1) return [];
  const shown = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

/** How many pages a listing has. */
export function pageCount(totalSize: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalSize / Math.max(1, pageSize)));
}
