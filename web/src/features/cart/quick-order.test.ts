import { describe, expect, it } from 'vitest';
import { parseQuickOrder } from './quick-order.ts';

describe('quick order lines', () => {
  it('reads pasted lines and CSV with any separator, skipping a header and empty lines', () => {
    const text = 'Артикул;Количество\nGW-1001 2\r\nGW-1002\t5\n\n"GW-1003",1\nGW-1004';
    expect(parseQuickOrder(text)).toEqual({
      lines: [
        { sku: 'GW-1001', quantity: 2 },
        { sku: 'GW-1002', quantity: 5 },
        { sku: 'GW-1003', quantity: 1 },
        { sku: 'GW-1004', quantity: 1 },
      ],
      unreadable: [],
    });
  });

  it('sums a repeated article and reports lines it cannot read', () => {
    expect(parseQuickOrder('gw-1 2\nGW-1 3\nGW-2 two\nGW-3 0\nA B C')).toEqual({
      lines: [{ sku: 'gw-1', quantity: 5 }],
      unreadable: ['GW-2 two', 'GW-3 0', 'A B C'],
    });
  });
});
