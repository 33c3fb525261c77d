import type { CartLine } from '../cart/lines.ts';
import { isPromoCodeActive, type PromoCode } from './promo-codes.ts';
import { kop, rub } from './money.ts';

/** Why an attached promo code gives nothing now. */
export type PromoCodeProblem = 'EXPIRED' | 'MIN_SUM' | null;

export interface Goods {
  goods_count: number;
  /** All in kopecks. */
  subtotal: number;
  promo: number;
  customer: number;
  /** What the goods cost at the buyer's prices. */
  goods: number;
}

/**
 * Sums the lines: `subtotal` at base prices; the catalogue promotion is the base price over the
 * retail price, the customer's discount the retail price over the buyer's price.
 */
export function sumGoods(lines: readonly CartLine[], retail: ReadonlyMap<string, number>): Goods {
  const sum: Goods = { goods_count: 0, subtotal: 0, promo: 0, customer: 0, goods: 0 };
  for (const line of lines) {
    const base = kop(line.current.base_price);
    const price = kop(line.current.user_price);
    const retailPrice = Math.min(base, Math.max(price, kop(retail.get(line.product_id) ?? 0)));
    sum.goods_count += line.quantity;
    sum.subtotal += Math.max(base, price) * line.quantity;
    sum.promo += (Math.max(base, price) - Math.max(retailPrice, price)) * line.quantity;
    sum.customer += (Math.max(retailPrice, price) - price) * line.quantity;
    sum.goods += price * line.quantity;
  }
  return sum;
}

export interface Discounts {
  personal: number;
  promo_code: number;
  problem: PromoCodeProblem;
}

/**
 * The personal discount (percent of the goods at the buyer's prices), then the promo code on
 * what is left: a percent, or a fixed sum never above it. A code out of its dates or under its
 * minimum sum gives nothing and says why.
 */
export function discountsOf(
  goods: number,
  personalPercent: number,
  promo: PromoCode | null,
  now: Date,
): Discounts {
  const personal = Math.round((goods * personalPercent) / 100);
  const rest = goods - personal;
  if (!promo) return { personal, promo_code: 0, problem: null };
  if (!isPromoCodeActive(promo, now)) return { personal, promo_code: 0, problem: 'EXPIRED' };
  if (goods < kop(promo.min_sum)) return { personal, promo_code: 0, problem: 'MIN_SUM' };
  const off = promo.kind === 'PERCENT' ? Math.round((rest * promo.value) / 100) : kop(promo.value);
  return { personal, promo_code: Math.min(off, rest), problem: null };
}

/** The wire summary from the goods, discounts and shipping (kopecks in, roubles out). */
export function summaryOf(goods: Goods, discounts: Discounts, shipping: number) {
  const total = goods.promo + goods.customer + discounts.personal + discounts.promo_code;
  return {
    goods_count: goods.goods_count,
    subtotal: rub(goods.subtotal),
    discounts: {
      total: rub(total),
      promo_code: rub(discounts.promo_code),
      personal: rub(discounts.personal),
      customer: rub(goods.customer),
      promo: rub(goods.promo),
    },
    shipping: rub(shipping),
    total: rub(goods.subtotal - total + shipping),
  };
}
