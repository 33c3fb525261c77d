import { describe, expect, it } from 'vitest';
import { orderListVariables } from './list-params.ts';

describe('order list address', () => {
  it('is page 1 of 20 without a filter by default', () => {
    expect(orderListVariables('')).toEqual({ pageNumber: 1, pageSize: 20, aggregatedStatus: null });
  });

  it('reads the page and the status group; an unknown group or page is ignored', () => {
    expect(orderListVariables('?status=awaiting_payment&page=3')).toEqual({
      pageNumber: 3,
      pageSize: 20,
      aggregatedStatus: 'AWAITING_PAYMENT',
    });
    expect(orderListVariables('?status=lost&page=-2')).toMatchObject({
      pageNumber: 1,
      aggregatedStatus: null,
    });
  });
});
