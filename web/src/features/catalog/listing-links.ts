import { PARAM, SORT_PARAM } from './listing-params.ts';
import type { ListingSort } from '../../__generated__/graphql.ts';

/** A change of the address: parameters to set (a list sets all its values) or remove (null). */
export type ParamChange = Record<string, string | readonly string[] | null>;

/** The keys of the filters a visitor sets; «reset all» removes these and keeps the rest. */
export function isFilterParam(key: string): boolean {
  return (
    key === PARAM.priceMin ||
    key === PARAM.priceMax ||
    key === PARAM.brand ||
    key === PARAM.category ||
    key === PARAM.virtualCategory ||
    key.startsWith(PARAM.property) ||
    key.startsWith(PARAM.propertyMin) ||
    key.startsWith(PARAM.propertyMax)
  );
}

/**
 * The search string after a change. Any change of filters or order starts again at page one,
 * unless the change sets the page itself.
 */
export function changeParams(current: URLSearchParams, change: ParamChange): string {
  const next = new URLSearchParams(current);
  if (!(PARAM.page in change)) next.delete(PARAM.page);
  for (const [key, value] of Object.entries(change)) {
    next.delete(key);
    if (value === null) continue;
    if (typeof value === 'string') next.set(key, value);
    else for (const item of value) next.append(key, item);
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** Removes every filter and the page; the search text, order and view mode stay. */
export function resetFilters(current: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!isFilterParam(key) && key !== PARAM.page) next.append(key, value);
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** The change that adds or removes one value of a multi-valued parameter. */
export function toggleValue(
  current: URLSearchParams,
  key: string,
  value: string,
): Record<string, string[]> {
  const values = current.getAll(key);
  return {
    [key]: values.includes(value) ? values.filter((item) => item !== value) : [...values, value],
  };
}

/** The change that orders the listing. */
export function sortChange(sort: ListingSort): ParamChange {
  return { [PARAM.sort]: sort === 'POPULARITY' ? null : SORT_PARAM[sort] };
}

/** The change that opens a page; page one has no parameter. */
export function pageChange(page: number): ParamChange {
  return { [PARAM.page]: page > 1 ? String(page) : null };
}
