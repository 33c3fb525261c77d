import type { Sql } from '../../db/types.ts';
import type { CheckoutItem, DeliveryVariant, Shipment } from '../../schemas/checkout.ts';
import { deliveryDays, type CustomerPricing } from '../cabinet/pricing.ts';
import type { CartLine } from '../cart/lines.ts';
import { kop, rub } from './money.ts';
import type { PickupPointWithDays } from './pickup-points.ts';

/** What delivery needs to know of a product beyond the cart line. */
export interface ProductFacts {
  status: 'IN_STOCK' | 'ON_ORDER' | 'OUT_OF_STOCK';
  retail_price: number;
  express_available: boolean;
  delivery_cost: number;
  delivery_days: number;
  pickup_days: number;
}

export async function productFacts(
  db: Sql,
  productIds: readonly string[],
): Promise<Map<string, ProductFacts>> {
  const { rows } = await db.query<ProductFacts & { id: string }>(
    `SELECT p.id::text AS id, p.status, p.user_price::float8 AS retail_price,
       COALESCE((details #>> '{shipping,express_available}')::boolean, false) AS express_available,
       COALESCE((details #>> '{shipping,delivery,cost}')::float8, 390) AS delivery_cost,
       COALESCE((details #>> '{shipping,delivery,days}')::int, 3) AS delivery_days,
       COALESCE((details #>> '{shipping,pickup,days}')::int, 0) AS pickup_days
     FROM products p LEFT JOIN product_details d ON d.product_id = p.id
     WHERE p.id = ANY($1::int[])`,
    [productIds.map(Number)],
  );
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/** Courier delivery is free from this sum of a shipment (kopecks), unless a heavy item is in it. */
export const FREE_COURIER_FROM = 5_000_00;
const COURIER_COST = 390_00;
const HEAVY_COST = 990_00;
const EXPRESS_EXTRA = 590_00;

export type DeliveryChoice =
  | { method: 'DELIVERY_METHOD_COURIER' }
  | { method: 'DELIVERY_METHOD_PICKUP'; point: PickupPointWithDays }
  | null;

export function itemOf(line: CartLine): CheckoutItem {
  return {
    product_id: line.product_id,
    title: line.title,
    sku: line.sku,
    slug: line.slug,
    image_id: line.image_id,
    brand: { id: line.brand.id, name: line.brand.title, slug: line.brand.slug },
    quantity: line.quantity,
    base_price: line.current.base_price,
    price: line.current.user_price,
    total: rub(kop(line.current.user_price) * line.quantity),
  };
}

function dayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

interface VariantInput {
  kind: Shipment['kind'];
  lines: CartLine[];
  facts: ReadonlyMap<string, ProductFacts>;
  total: number;
  choice: DeliveryChoice;
  pricing: CustomerPricing;
  now: Date;
}

/** The delivery variants of one shipment for the chosen way of delivery, cheapest first. */
export function variantsOf(input: VariantInput): DeliveryVariant[] {
  const { choice, pricing, now } = input;
  if (!choice) return [];
  const facts = input.lines.map((line) => input.facts.get(line.product_id));
  const max = (pick: (f: ProductFacts) => number) =>
    Math.max(0, ...facts.map((f) => (f ? pick(f) : 0)));
  if (choice.method === 'DELIVERY_METHOD_PICKUP') {
    const days = deliveryDays(max((f) => f.pickup_days) + choice.point.extra_days, pricing);
    return [
      {
        id: 'PICKUP',
        method: 'DELIVERY_METHOD_PICKUP',
        title: 'Самовывоз',
        time: dayAfter(now, days),
        cost: choice.point.cost,
      },
    ];
  }
  const heavy = max((f) => kop(f.delivery_cost)) >= HEAVY_COST;
  const cost = heavy ? HEAVY_COST : input.total >= FREE_COURIER_FROM ? 0 : COURIER_COST;
  const days = deliveryDays(
    max((f) => f.delivery_days),
    pricing,
    1,
  );
  const variants: DeliveryVariant[] = [
    {
      id: 'COURIER_STANDARD',
      method: 'DELIVERY_METHOD_COURIER',
      title: 'Курьером',
      time: dayAfter(now, days),
      cost: rub(cost),
    },
  ];
  const express = input.kind === 'IN_STOCK' && facts.every((f) => f?.express_available);
  if (express) {
    variants.push({
      id: 'COURIER_EXPRESS',
      method: 'DELIVERY_METHOD_COURIER',
      title: 'Экспресс-доставка',
      time: dayAfter(now, 0),
      cost: rub(cost + EXPRESS_EXTRA),
    });
  }
  return variants;
}

/** In stock now, or ordered from the supplier first. */
export function shipmentKindOf(line: CartLine, facts: ProductFacts | undefined): Shipment['kind'] {
  const inStock =
    facts?.status === 'IN_STOCK' && (line.stock === null || line.stock >= line.quantity);
  return inStock ? 'IN_STOCK' : 'ON_ORDER';
}

/**
 * The shipments of an order: what is in stock and what is on order, each with its variants and
 * the chosen one (the buyer's choice when still offered, else the cheapest).
 */
export function shipmentsOf(
  orderId: string,
  lines: readonly CartLine[],
  facts: ReadonlyMap<string, ProductFacts>,
  choice: DeliveryChoice,
  chosen: Readonly<Record<string, string>>,
  pricing: CustomerPricing,
  now: Date,
): Shipment[] {
  const kinds: Shipment['kind'][] = ['IN_STOCK', 'ON_ORDER'];
  return kinds.flatMap((kind) => {
    const own = lines.filter((line) => shipmentKindOf(line, facts.get(line.product_id)) === kind);
    if (own.length === 0) return [];
    const items = own.map(itemOf);
    const total = items.reduce((sum, item) => sum + kop(item.total), 0);
    const variants = variantsOf({ kind, lines: own, facts, total, choice, pricing, now });
    const id = `${orderId}-${kind === 'IN_STOCK' ? 'in-stock' : 'on-order'}`;
    const picked = chosen[id];
    const selected = variants.find((v) => v.id === picked) ?? variants[0] ?? null;
    return [
      {
        id,
        kind,
        items,
        delivery: { available_variants: variants, selected_variant_id: selected?.id ?? null },
        total: rub(total),
      },
    ];
  });
}
