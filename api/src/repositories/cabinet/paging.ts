import type { PageQuery } from '../../schemas/cabinet.ts';

/** LIMIT and OFFSET of a 1-based page. */
export function pageWindow(page: PageQuery): { limit: number; offset: number } {
  return { limit: page.page_size, offset: (page.page_number - 1) * page.page_size };
}

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : iso(value);
