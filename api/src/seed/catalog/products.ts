import type { SeedImage } from '../content.ts';
import { BRANDS, PROFILE_PROPERTIES, type BrandSeed } from './brands.ts';
import { productDetails } from './details.ts';
import { ENUM_VALUES, NUMBER_RANGES, PROPERTIES } from './properties.ts';
import { foldText, Random, slugify } from './text.ts';
import type { LeafSeed, Profile } from './tree.ts';

/** A leaf category with the ids the product rows refer to. */
export interface PlacedLeaf {
  leaf: LeafSeed;
  id: number;
  path: number[];
  pathTitles: string[];
  glyph: string;
  topSlug: string;
  branchTitle: string;
}

/** A promotion's rule: which products may join it. */
export interface PromoRule {
  id: number;
  brand?: string;
  topSlug?: string;
  branchTitle?: string;
}

export interface ProductRow {
  id: number;
  slug: string;
  sku: string;
  title: string;
  brandId: number;
  categoryId: number;
  categoryPath: number[];
  sellerId: number;
  basePrice: number;
  userPrice: number;
  discount: number;
  status: 'IN_STOCK' | 'ON_ORDER' | 'OUT_OF_STOCK';
  popularity: number;
  rating: number | null;
  createdAt: string;
  imageIds: string[];
  promoIds: number[];
  enumProps: string[];
  numKeys: string[];
  numValues: number[];
  details: object;
  searchText: string;
  searchExtra: string;
}

export interface GeneratorContext {
  leaves: readonly PlacedLeaf[];
  brandIds: ReadonlyMap<string, number>;
  sellerIds: ReadonlyMap<string, number>;
  promos: readonly PromoRule[];
  /** How many products the whole seed writes: ids run through the categories in tree order. */
  total: number;
}

const BRAND_COLORS: Record<string, string> = {
  Makita: 'Синий',
  Bosch: 'Синий',
  DeWALT: 'Жёлтый',
  Metabo: 'Зелёный',
  HiKOKI: 'Зелёный',
  Ryobi: 'Зелёный',
  Stihl: 'Оранжевый',
  Husqvarna: 'Оранжевый',
  Интерскол: 'Красный',
  Зубр: 'Оранжевый',
};
const GENERIC_SELLERS = ['instrument-opt', 'promsnab', 'tekhnopark'];
const SELLER_BY_TOP: Record<string, string> = {
  'sadovaya-tekhnika': 'sad-i-ogorod',
  avtoinstrument: 'avtomaster',
};
const UNIT_NAMES = new Map(PROPERTIES.map((p) => [p.id, p.units]));
const BASE_DATE = Date.UTC(2026, 9, 1);
const PRODUCT_SEED = 20260101;

function numberValue(rng: Random, id: string, profile: Profile): number {
  if (id === 'voltage') {
    return profile === 'welding' ? rng.pick([220, 380]) : rng.pick([10.8, 12, 18, 20, 36]);
  }
  if (id === 'capacity') return rng.pick([1.5, 2, 3, 4, 5, 6]);
  if (id === 'pressure') return rng.pick([4, 6, 8, 10]);
  const range = NUMBER_RANGES[id];
  if (!range) throw new Error(`no range for ${id}`);
  const [min, max, decimals] = range;
  const scale = 10 ** decimals;
  return Math.round((min + rng.next() * (max - min)) * scale) / scale;
}

function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** The words a product title ends with: its headline property, e.g. «18 В» or «1200 Вт». */
function headline(profile: Profile, nums: Map<string, number>): string {
  const key = { battery: 'voltage', mains: 'power', welding: 'current', pneumatic: 'pressure' }[
    profile as 'battery'
  ];
  const value = key ? nums.get(key) : undefined;
  return key && value !== undefined ? ` ${formatNumber(value)} ${UNIT_NAMES.get(key) ?? ''}` : '';
}

function status(rng: Random): ProductRow['status'] {
  const r = rng.next();
  return r < 0.75 ? 'IN_STOCK' : r < 0.93 ? 'ON_ORDER' : 'OUT_OF_STOCK';
}

/** Brands that make each profile's goods. */
function brandsByProfile(): Map<Profile, BrandSeed[]> {
  const map = new Map<Profile, BrandSeed[]>();
  for (const brand of BRANDS) {
    for (const profile of brand.profiles) map.set(profile, [...(map.get(profile) ?? []), brand]);
  }
  return map;
}

/**
 * Generates products `from`..`to` (1-based ids, `to` excluded). The same id always gives the same
 * product, whatever the batch boundaries, because every product draws from its own generator.
 */
export function generateProducts(
  ctx: GeneratorContext,
  from: number,
  to: number,
): { products: ProductRow[]; images: SeedImage[] } {
  const makers = brandsByProfile();
  const products: ProductRow[] = [];
  const images: SeedImage[] = [];
  for (let id = from; id < to; id++) {
    const rng = new Random(PRODUCT_SEED ^ Math.imul(id, 2654435761));
    // Consecutive ids share a category, so a category's rows sit together on disk and a listing
    // reads few pages; every leaf gets its share even in a small seed.
    const placed = ctx.leaves[Math.floor(((id - 1) * ctx.leaves.length) / ctx.total)];
    if (!placed) throw new Error(`no category for product ${id}`);
    const { leaf } = placed;
    const brand = rng.pick(makers.get(leaf.profile) ?? BRANDS);
    const brandId = ctx.brandIds.get(brand.title) ?? 0;
    const nums = new Map<string, number>();
    const enums: string[] = [];
    for (const prop of PROFILE_PROPERTIES[leaf.profile]) {
      const values = ENUM_VALUES[prop];
      if (!values) {
        nums.set(prop, numberValue(rng, prop, leaf.profile));
      } else if (prop === 'color') {
        enums.push(`color=${BRAND_COLORS[brand.title] ?? rng.pick(values)}`);
      } else if (prop === 'battery_type') {
        enums.push(`battery_type=${rng.chance(0.85) ? 'Li-Ion' : rng.pick(values)}`);
      } else if (prop === 'power_source' && leaf.profile === 'mains') {
        enums.push('power_source=Сеть 220 В');
      } else {
        enums.push(`${prop}=${rng.pick(values)}`);
      }
    }
    const model = `${brand.code}${rng.int(10, 999)}${rng.chance(0.4) ? rng.pick(['Z', 'RFE', 'K', 'X', 'L']) : ''}`;
    const variant = leaf.variants && rng.chance(0.8) ? ` ${rng.pick(leaf.variants)}` : '';
    const title = `${leaf.noun}${variant} ${brand.title} ${model}${headline(leaf.profile, nums)}`;
    const sku = `${slugify(brand.code).toUpperCase() || 'X'}-${String(id).padStart(6, '0')}`;

    const [low, high] = leaf.price;
    const raw =
      Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low))) * brand.tier;
    const basePrice = raw < 1000 ? Math.round(raw) : Math.round(raw / 10) * 10 - 1;
    const discount = rng.chance(0.35) ? rng.pick([5, 7, 10, 12, 15, 20, 25, 30, 35]) : 0;
    const userPrice = Math.round(basePrice * (100 - discount)) / 100;
    const productStatus = status(rng);
    const weight = nums.get('weight') ?? Math.round(rng.next() * 200) / 100;

    const imageCount = rng.int(2, 5);
    const imageIds: string[] = [];
    const hue = rng.int(0, 359);
    for (let n = 1; n <= imageCount; n++) {
      const imageId = `product-${id}-${n}`;
      imageIds.push(imageId);
      images.push({
        id: imageId,
        kind: 'product',
        title,
        hue: (hue + n * 24) % 360,
        accent: (hue + 180) % 360,
        glyph: placed.glyph,
      });
    }
    let video360: string[] | null = null;
    if (rng.chance(0.1)) {
      video360 = [];
      for (let n = 0; n < 8; n++) {
        const frame = `product-${id}-360-${n}`;
        video360.push(frame);
        images.push({
          id: frame,
          kind: 'product',
          title,
          hue: (hue + n * 45) % 360,
          accent: hue,
          glyph: placed.glyph,
        });
      }
    }

    const promoIds = ctx.promos
      .filter(
        (p) =>
          (p.brand === undefined || p.brand === brand.title) &&
          (p.topSlug === undefined || p.topSlug === placed.topSlug) &&
          (p.branchTitle === undefined || p.branchTitle === placed.branchTitle),
      )
      .filter(() => rng.chance(0.35))
      .map((p) => p.id);

    const sellerSlug =
      brand.title === 'GARWIN' && rng.chance(0.7)
        ? 'garwin-official'
        : (SELLER_BY_TOP[placed.topSlug] ?? rng.pick(GENERIC_SELLERS));
    const details = productDetails(rng, {
      id,
      leaf,
      brand: brand.title,
      model,
      sku,
      status: productStatus,
      weight,
      userPrice,
      video360,
    });

    products.push({
      id,
      slug: `${slugify(title)}-${id}`,
      sku,
      title,
      brandId,
      categoryId: placed.id,
      categoryPath: placed.path,
      sellerId: ctx.sellerIds.get(sellerSlug) ?? 1,
      basePrice,
      userPrice,
      discount,
      status: productStatus,
      popularity: Math.floor(1000 / (1 + rng.next() * 60)) + rng.int(0, 20),
      rating: rng.chance(0.3) ? null : Math.round((3.5 + rng.next() * 1.5) * 10) / 10,
      createdAt: new Date(BASE_DATE - rng.int(0, 730) * 86_400_000 - id * 1000).toISOString(),
      imageIds,
      promoIds,
      enumProps: enums,
      numKeys: [...nums.keys()],
      numValues: [...nums.values()],
      details,
      searchText: foldText(`${title} ${brand.alias ?? ''} ${sku}`),
      searchExtra: foldText(placed.pathTitles.join(' ')),
    });
  }
  return { products, images };
}
