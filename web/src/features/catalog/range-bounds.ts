/** What a min/max filter's fields show and take, in the units the visitor sees. */
export interface RangeUnits {
  /** Units shown per stored unit (a display currency's rate for prices); 1 for properties. */
  scale: number;
  /** Whole numbers only in the hints (prices): the range rounded outwards. */
  whole: boolean;
  /** Amounts (prices) are never negative. */
  nonNegative: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** What a field accepts as it is typed: digits and a decimal separator, a minus where allowed. */
export function typedNumber(text: string, nonNegative: boolean): string {
  const kept = text.replace(nonNegative ? /[^\d.,]/g : /[^\d.,-]/g, '');
  // A minus only in front.
  return nonNegative ? kept : kept.replace(/(?!^)-/g, '');
}

/** A stored bound as its field shows it; empty when absent. */
export function shownBound(value: number | null | undefined, units: RangeUnits): string {
  return value === null || value === undefined ? '' : String(cents(value * units.scale));
}

/** The facet's range as the fields' hints show it, rounded outwards for whole numbers. */
export function shownLimits(
  limits: { min?: number | null; max?: number | null },
  units: RangeUnits,
): { min?: number; max?: number } {
  const shown = (value: number | null | undefined, round: (value: number) => number) =>
    value === null || value === undefined
      ? undefined
      : (units.whole ? round : cents)(value * units.scale);
  return { min: shown(limits.min, Math.floor), max: shown(limits.max, Math.ceil) };
}

/**
 * The bounds the visitor typed, for the address: what is not a number is dropped, a negative
 * amount clamps to zero, a value outside the facet's range clamps to its end, min and max are put
 * in order, and shown units turn back into stored ones.
 */
export function appliedBounds(
  typed: { min: string; max: string },
  limits: { min?: number | null; max?: number | null },
  units: RangeUnits,
): { min: string | null; max: string | null } {
  const range = shownLimits(limits, units);
  const read = (text: string): number | null => {
    const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
    if (!cleaned) return null;
    const parsed = Number(cleaned);
    if (!Number.isFinite(parsed)) return null;
    let value = units.nonNegative ? Math.max(0, parsed) : parsed;
    if (range.min !== undefined) value = Math.max(range.min, value);
    if (range.max !== undefined) value = Math.min(range.max, value);
    return value;
  };
  let min = read(typed.min);
  let max = read(typed.max);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const stored = (value: number | null) =>
    value === null ? null : String(units.scale === 1 ? value : cents(value / units.scale));
  return { min: stored(min), max: stored(max) };
}
