import type { Sql } from '../../db/types.ts';
import type {
  CheckoutOrder,
  CheckoutStep,
  Contact,
  CourierAddress,
} from '../../schemas/checkout.ts';
import { listCostCenters, type CostCenter } from '../cabinet/cost-centers.ts';
import { pricingForUser, type CustomerPricing } from '../cabinet/pricing.ts';
import { cartLines, type CartLine } from '../cart/lines.ts';
import { listContacts } from './contacts.ts';
import { listCourierAddresses } from './courier-addresses.ts';
import { kop } from './money.ts';
import { paymentOptions } from './payment.ts';
import { listPickupAddresses, wirePoint, type PickupPointWithDays } from './pickup-points.ts';
import { findPromoCode, personalDiscountPercent, type PromoCode } from './promo-codes.ts';
import { productFacts, shipmentsOf, itemOf, type DeliveryChoice } from './shipments.ts';
import { ensureStates, type CheckoutOwner, type CheckoutState } from './state.ts';
import { discountsOf, summaryOf, sumGoods, type PromoCodeProblem } from './summary.ts';

/** A checkout order with what submit needs beyond the wire answer. */
export interface BuiltOrder {
  order: CheckoutOrder;
  state: CheckoutState;
  lines: CartLine[];
  /** Selected lines whose offer changed since approval (price, or no longer available). */
  changed: CartLine[];
  contact: Contact | null;
  courier: CourierAddress | null;
  point: PickupPointWithDays | null;
  costCenter: CostCenter | null;
  promo: PromoCode | null;
  promoProblem: PromoCodeProblem;
}

async function buyerTitle(db: Sql, owner: CheckoutOwner): Promise<string> {
  const { rows } = await db.query<{ title: string }>(
    `SELECT COALESCE(
       (SELECT title FROM customers WHERE id = $2::uuid),
       NULLIF(trim(concat_ws(' ', u.last_name, u.first_name, u.middle_name)), ''),
       u.email, u.phone) AS title
     FROM users u WHERE u.id = $1`,
    [owner.user_id, owner.customer_id],
  );
  return rows[0]?.title ?? '';
}

function missingSteps(order: Omit<CheckoutOrder, 'missing_steps'>): CheckoutStep[] {
  const steps: CheckoutStep[] = [];
  if (!order.contact) steps.push('CONTACT');
  const delivered = order.shipments.every((s) => s.delivery.selected_variant_id !== null);
  if (!order.delivery_method || !delivered) steps.push('DELIVERY');
  if (order.cost_center_required && !order.cost_center) steps.push('COST_CENTER');
  if (!order.payment.available_methods.includes(order.payment.selected_method)) {
    steps.push('PAYMENT_METHOD');
  }
  return steps;
}

/**
 * The owner's checkout: one order per seller of the selected lines that are available now (in
 * the order the cart lists them), each with the buyer's saved choices applied. Read with a
 * transaction to see the cart as that transaction does.
 */
export async function buildCheckout(
  db: Sql,
  owner: CheckoutOwner,
  now: Date,
): Promise<BuiltOrder[]> {
  const selected = (await cartLines(db, { kind: 'user', ...owner })).filter((l) => l.selected);
  const available = selected.filter((line) => line.current.available);
  const sellerIds = [...new Set(available.map((line) => line.seller.id))];
  if (sellerIds.length === 0) return [];
  // One after another: inside a transaction they share one connection.
  const states = await ensureStates(db, owner, sellerIds, now);
  const facts = await productFacts(
    db,
    available.map((l) => l.product_id),
  );
  const pricing = await pricingForUser(db, owner.user_id);
  const personal = await personalDiscountPercent(db, owner.user_id);
  const buyer = await buyerTitle(db, owner);
  const contacts = await listContacts(db, owner.user_id);
  const couriers = await listCourierAddresses(db, owner.user_id);
  const pickups = await listPickupAddresses(db, owner.user_id);
  const costCenters = await listCostCenters(db, owner.account_id);
  const built: BuiltOrder[] = [];
  for (const sellerId of sellerIds) {
    const state = states.get(sellerId);
    if (!state) continue;
    const lines = available.filter((line) => line.seller.id === sellerId);
    const ofSeller = selected.filter((line) => line.seller.id === sellerId);
    const promo = state.promo_code
      ? await findPromoCode(db, owner.market_id, state.promo_code)
      : null;
    built.push(
      buildOrder({
        state,
        lines,
        unavailable: ofSeller.filter((line) => !line.current.available),
        facts,
        pricing,
        personal,
        buyer,
        contact: contacts.find((c) => c.id === state.contact_id) ?? null,
        courier: couriers.find((c) => c.id === state.courier_address_id) ?? null,
        pickup: pickups.find((p) => p.id === state.pickup_address_id) ?? null,
        costCenter: costCenters.find((c) => c.id === state.cost_center_id) ?? null,
        promo,
        isCompany: owner.customer_id !== null,
        now,
      }),
    );
  }
  return built;
}

interface OrderInput {
  state: CheckoutState;
  lines: CartLine[];
  unavailable: CartLine[];
  facts: Awaited<ReturnType<typeof productFacts>>;
  pricing: CustomerPricing;
  personal: number;
  buyer: string;
  contact: Contact | null;
  courier: CourierAddress | null;
  pickup: { id: string; pickup_point: PickupPointWithDays } | null;
  costCenter: CostCenter | null;
  promo: PromoCode | null;
  isCompany: boolean;
  now: Date;
}

function buildOrder(input: OrderInput): BuiltOrder {
  const { state, lines, facts, pricing, courier, pickup, now } = input;
  const point = courier ? null : (pickup?.pickup_point ?? null);
  const choice: DeliveryChoice = courier
    ? { method: 'DELIVERY_METHOD_COURIER' }
    : point
      ? { method: 'DELIVERY_METHOD_PICKUP', point }
      : null;
  const shipments = shipmentsOf(
    state.id,
    lines,
    facts,
    choice,
    state.delivery_variants,
    pricing,
    now,
  );
  const shipping = shipments.reduce((sum, s) => {
    const variant = s.delivery.available_variants.find(
      (v) => v.id === s.delivery.selected_variant_id,
    );
    return sum + kop(variant?.cost ?? 0);
  }, 0);
  const retail = new Map([...facts].map(([id, f]) => [id, f.retail_price]));
  const goods = sumGoods(lines, retail);
  const discounts = discountsOf(goods.goods, input.personal, input.promo, now);
  const summary = summaryOf(goods, discounts, shipping);
  const payment = paymentOptions({
    isCompany: input.isCompany,
    pricing,
    total: summary.total,
    pickupKind: point?.kind ?? null,
  });
  const first = lines[0];
  const order: Omit<CheckoutOrder, 'missing_steps'> = {
    id: state.id,
    seller_id: state.seller_id,
    seller_title: first?.seller.title ?? '',
    buyer_title: input.buyer,
    contact: input.contact,
    delivery_method: choice?.method ?? null,
    courier_data: courier,
    pickup_data: pickup && point ? { id: pickup.id, pickup_point: wirePoint(point) } : null,
    cost_center: input.costCenter,
    cost_center_required: input.isCompany,
    promo_code: input.promo
      ? { code: input.promo.code, description: input.promo.description }
      : null,
    payment: { ...payment, selected_method: state.payment_method },
    shipments,
    unavailable_items: input.unavailable.map(itemOf),
    has_changed_offers: false,
    summary,
  };
  const changed = [
    ...lines.filter((line) => line.changed),
    ...input.unavailable.filter((line) => line.approved.available),
  ];
  order.has_changed_offers = changed.length > 0;
  return {
    order: { ...order, missing_steps: missingSteps(order) },
    state,
    lines,
    changed,
    contact: input.contact,
    courier,
    point,
    costCenter: input.costCenter,
    promo: input.promo,
    promoProblem: discounts.problem,
  };
}
