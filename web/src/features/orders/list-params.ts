import type { OrderAggregatedStatus } from '../../__generated__/graphql.ts';
import { STATUS_FACET_LABELS } from './labels.ts';

/** The query parameter of the order list's status filter (`?status=awaiting_payment`). */
export const STATUS_PARAM = 'status';

/** The spec's order page size (section 9). */
export const ORDERS_PAGE_SIZE = 20;

/** The status group of the list's address; an unknown value means no filter. */
export function statusFromSearch(search: string): OrderAggregatedStatus | null {
  const value = new URLSearchParams(search).get(STATUS_PARAM)?.toUpperCase();
  return value && value in STATUS_FACET_LABELS ? (value as OrderAggregatedStatus) : null;
}

/** The page of the list's address, from 1. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The variables of the list's query for an address. */
export const orderListVariables = (search: string) => ({
  pageNumber: pageFromSearch(search),
  pageSize: ORDERS_PAGE_SIZE,
  aggregatedStatus: statusFromSearch(search),
});
