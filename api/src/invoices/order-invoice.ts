import type { Order } from '../schemas/orders.ts';
import type { Invoice, InvoiceBuyer, InvoiceLine, InvoiceSeller } from './invoice-pdf.ts';
import { toKopecks, vatRateOn } from './money.ts';

/**
 * The invoice of an order: its goods, delivery as a line of its own, and whatever discount brings
 * the lines down to the order's total, so the printed sums always add up to what is owed in full.
 */
export function orderInvoice(order: Order, seller: InvoiceSeller, buyer: InvoiceBuyer): Invoice {
  const lines: InvoiceLine[] = order.items.map((item) => ({
    title: item.title,
    sku: item.sku,
    quantity: item.quantity,
    unit: 'шт',
    priceKopecks: toKopecks(item.price),
    totalKopecks: toKopecks(item.total),
  }));
  const shipping = toKopecks(order.summary.shipping);
  if (shipping > 0) {
    lines.push({
      title: 'Доставка',
      sku: null,
      quantity: 1,
      unit: 'усл',
      priceKopecks: shipping,
      totalKopecks: shipping,
    });
  }
  const total = toKopecks(order.summary.total);
  const sum = lines.reduce((n, line) => n + line.totalKopecks, 0);
  const date = new Date(order.create_time);
  return {
    number: order.number,
    date,
    seller,
    buyer,
    lines,
    discountKopecks: Math.max(0, sum - total),
    totalKopecks: total,
    vatRate: vatRateOn(date),
  };
}
