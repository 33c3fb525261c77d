import type {
  OrderDeliveryMethod,
  OrderPaymentMethod,
  OrderResolvers,
} from '../../__generated__/resolvers-types.ts';
import { invoicePath, loadTracking, type OrderContactDto } from '../../upstream/orders.ts';
import { money } from './money.ts';

const contact = (c: OrderContactDto) => ({
  name: c.name || null,
  phone: c.phone || null,
  email: c.email || null,
});

const PAYMENT_METHODS = new Set<OrderPaymentMethod>([
  'CARD_ONLINE',
  'SBP',
  'INVOICE',
  'ON_RECEIPT',
  'CREDIT',
]);

/** PAYMENT_METHOD_CARD_ONLINE → CARD_ONLINE; an unknown method is UNSPECIFIED. */
export function paymentMethod(wire: string): OrderPaymentMethod {
  const method = wire.replace(/^PAYMENT_METHOD_/, '') as OrderPaymentMethod;
  return PAYMENT_METHODS.has(method) ? method : 'UNSPECIFIED';
}

const deliveryMethod = (wire: string): OrderDeliveryMethod =>
  wire.endsWith('PICKUP') ? 'PICKUP' : 'COURIER';

/** The parent is the REST order; tracking comes from one batched call per operation. */
export const Order: OrderResolvers = {
  id: (o) => o.id,
  number: (o) => o.number,
  status: (o) => o.status,
  aggregatedStatus: (o) => o.aggregated_status,
  createdAt: (o) => o.create_time,
  sellerTitle: (o) => o.seller.title || null,
  contact: (o) => contact(o.contact),
  user: (o) => ({ id: o.user.id, displayName: o.user.display_name || null }),
  customer: (o) => o.customer,
  costCenter: (o) =>
    o.cost_center && { ...o.cost_center, description: o.cost_center.description ?? '' },
  shipping: ({ shipping: s }) => ({
    method: deliveryMethod(s.method),
    address: s.address,
    pickupPointKind: s.pickup_point_kind,
    pickupPointBrand: s.pickup_point_brand,
    contact: contact(s.contact),
  }),
  payment: ({ payment: p }) => ({
    status: p.status,
    method: paymentMethod(p.method),
    dueAmount: money(p.due_amount),
    amountPaid: money(p.amount_payed),
    online: p.online,
    credit: p.credit,
    installment: p.installment,
    error: p.error || null,
    abilities: { invoice: p.abilities.invoice, invoiceDownload: p.abilities.invoice_download },
  }),
  summary: ({ summary: s }) => ({
    goodsCount: s.goods_count,
    subtotal: money(s.subtotal),
    shipping: money(s.shipping),
    total: money(s.total),
  }),
  items: (o) =>
    o.items.map((item) => ({
      id: `${o.id}:${item.product_id}`,
      productId: item.product_id,
      title: item.title,
      slug: item.slug,
      sku: item.sku,
      brand: item.brand.name
        ? { id: item.brand.id ?? item.brand.slug, slug: item.brand.slug, title: item.brand.name }
        : null,
      image: item.image_id ? { id: item.image_id } : null,
      price: money(item.price),
      quantity: item.quantity,
      total: money(item.total),
    })),
  tracking: async (o, _args, { api, loaders }) =>
    (await loadTracking(api, loaders, o.id)).map((t) => ({
      number: t.number,
      url: t.url || null,
      providerTitle: t.provider_title || null,
    })),
  invoiceUrl: (o) => (o.payment.abilities.invoice_download ? invoicePath(o.id) : null),
};
