/** A product's size and mass as the API gives them: lengths in mm, weight in kg, volume in m³. */
export interface DimensionsData {
  width: number;
  height: number;
  length: number;
  weight: number;
  volume: number;
}

/** The display values of a product's dimensions; null where a value is not shown. */
export interface DimensionsDisplay {
  /** «L × W × H» with units, or null unless all three are nonzero. */
  size: string | null;
  /** Kilograms with 2 decimals, or null under 0.001 kg. */
  weight: string | null;
  /** Cubic metres with 5 decimals, or null under 1e-6 m³. */
  volume: string | null;
}

const MIN_WEIGHT_KG = 0.001;
const MIN_VOLUME_M3 = 1e-6;
/** Sizes switch from millimetres to centimetres once the smallest reaches this many millimetres. */
const CENTIMETRES_FROM_MM = 100;

/** A number with at most `digits` decimals, trailing zeros dropped, a comma as the separator. */
function trimmed(value: number, digits: number): string {
  return String(Number(value.toFixed(digits))).replace('.', ',');
}

const fixed = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');

/**
 * Applies the store's dimension display rules (spec section 5): the size only when width, height
 * and length are all nonzero, in millimetres when the smallest is under 100 mm and in centimetres
 * otherwise; weight hidden under 0.001 kg (2 decimals); volume hidden under 1e-6 m³ (5 decimals).
 */
export function formatDimensions(d: DimensionsData): DimensionsDisplay {
  const sides = [d.length, d.width, d.height];
  let size: string | null = null;
  if (sides.every((side) => side !== 0)) {
    const inMillimetres = Math.min(...sides) < CENTIMETRES_FROM_MM;
    const shown = sides.map((mm) => (inMillimetres ? trimmed(mm, 1) : trimmed(mm / 10, 1)));
    size = `${shown.join(' × ')} ${inMillimetres ? 'мм' : 'см'}`;
  }
  return {
    size,
    weight: d.weight < MIN_WEIGHT_KG ? null : `${fixed(d.weight, 2)} кг`,
    volume: d.volume < MIN_VOLUME_M3 ? null : `${fixed(d.volume, 5)} м³`,
  };
}
