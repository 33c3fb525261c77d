import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  OrderAggregatedStatus,
  OrderList_ConnectionFragment,
} from '../../__generated__/graphql.ts';
import { fragmentFixture, type Answer } from '../../test/mock-bff.ts';
import { OrderList, OrderListConnectionFragment } from './OrderList.tsx';

const money = (amount: number) => ({ __typename: 'Money', amount, currencyCode: 'RUB' });

type Connection = Answer<OrderList_ConnectionFragment>;

const order = (id: string, total: number, due: number): Connection['orders'][number] => ({
  __typename: 'Order',
  id,
  number: `GW-${id}`,
  status: due > 0 ? 'AWAITING_PAYMENT' : 'PAID',
  createdAt: '2026-11-20T10:00:00.000Z',
  sellerTitle: 'Гарвин',
  summary: { __typename: 'OrderSummary', goodsCount: 1, total: money(total) },
  payment: { __typename: 'OrderPayment', dueAmount: money(due) },
});

const facet = (counts: number[]) =>
  (['ACTIVE', 'AWAITING_PAYMENT', 'COMPLETED', 'CANCELLED'] as const).map((status, i) => ({
    __typename: 'OrderStatusFacetBucket',
    status,
    count: counts[i] ?? 0,
  }));

function render(
  orders: Connection['orders'],
  counts: number[],
  selected: OrderAggregatedStatus | null = null,
) {
  const connection = fragmentFixture(OrderListConnectionFragment, {
    __typename: 'OrderConnection',
    statusFacet: facet(counts),
    pageInfo: { __typename: 'PageInfo', totalSize: orders.length },
    orders,
  });
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/cabinet/orders?page=2']}>
      <OrderList connection={connection} selected={selected} />
    </MemoryRouter>,
  );
}

describe('the order list', () => {
  it('shows every status group with its count, «Все» with the sum, and the chosen one marked', () => {
    const html = render([order('1', 1000, 400)], [2, 1, 3, 0], 'AWAITING_PAYMENT');
    expect(html).toContain('Все <span');
    expect(html).toMatch(/Все <span[^>]*>6</);
    expect(html).toMatch(/aria-current="true"[^>]*>Ожидают оплаты <span[^>]*>1</);
    // A new filter starts from the first page.
    expect(html).toContain('href="/cabinet/orders?status=completed"');
    expect(html).toContain('href="/cabinet/orders"');
  });

  it('shows each order’s number, date, status, total and what is still owed', () => {
    const html = render([order('100234', 12490, 2490)], [0, 1, 0, 0]);
    expect(html).toContain('Заказ № GW-100234');
    expect(html).toContain('href="/cabinet/orders/100234"');
    expect(html).toContain('от 20 ноября 2026 г.');
    expect(html).toContain('Ожидает оплаты');
    expect(html).toContain('12\u202f490\u202f₽');
    expect(html).toContain('2\u202f490\u202f₽');
  });

  it('says there are no orders yet and leads to the catalogue when the account has none', () => {
    const html = render([], [0, 0, 0, 0]);
    expect(html).toContain('Заказов пока нет');
    expect(html).toContain('href="/catalog"');
    expect(html).not.toContain('Статус заказа');
  });

  it('says which group is empty when a filter finds nothing', () => {
    const html = render([], [2, 0, 0, 0], 'CANCELLED');
    expect(html).toContain('Нет заказов в разделе «Отменённые».');
    expect(html).toContain('Показать все заказы');
  });
});
