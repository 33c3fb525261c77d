import type { Sql } from '../../db/types.ts';
import { SELLERS } from '../catalog-tiles.ts';
import type { SeedImage } from '../content.ts';
import { BRANDS } from './brands.ts';
import type { PlacedLeaf } from './products.ts';
import { PROMOS } from './promos.ts';
import { PROPERTIES } from './properties.ts';
import { POPULAR_QUERIES } from './queries.ts';
import { foldText, slugify } from './text.ts';
import { TREE } from './tree.ts';

const DAY = 86_400_000;

const SELLER_TEXT: Record<string, string> = {
  'garwin-official':
    'Официальный магазин бренда GARWIN: профессиональный инструмент, оснастка и мебель для мастерских с гарантией производителя.',
  'instrument-opt':
    'Оптовые и розничные поставки электро- и ручного инструмента со складов в Москве и Санкт-Петербурге.',
  promsnab:
    'Снабжение предприятий: сварочное оборудование, крепёж, средства защиты, работа с юрлицами по договору.',
  'sad-i-ogorod':
    'Садовая техника и инвентарь для дачи и участка: газонокосилки, триммеры, насосы и мойки.',
  avtomaster:
    'Всё для автосервиса и гаража: подъёмное оборудование, наборы головок, съёмники, пуско-зарядные устройства.',
  tekhnopark:
    'Технопарк Северо-Запад — инструмент и оборудование для строительства и производства с доставкой по СЗФО.',
};

/**
 * Sellers, brands, properties, the category tree, promotions (dated from `now`) and popular
 * queries. Returns the leaf categories products go to and the images of it all.
 */
export async function insertReference(
  tx: Sql,
  now: number,
): Promise<{ leaves: PlacedLeaf[]; images: SeedImage[] }> {
  const images: SeedImage[] = [];
  const sellerIds = new Map<string, number>();
  for (const [i, seller] of SELLERS.entries()) {
    const imageId = `seller-${seller.slug}`;
    images.push({
      id: imageId,
      kind: 'seller',
      title: seller.title,
      hue: (i * 53) % 360,
      accent: (i * 53 + 150) % 360,
      glyph: 'store',
    });
    sellerIds.set(seller.slug, i + 1);
    await tx.query(
      'INSERT INTO sellers (id, slug, title, description, image_id) VALUES ($1, $2, $3, $4, $5)',
      [i + 1, seller.slug, seller.title, SELLER_TEXT[seller.slug] ?? seller.title, imageId],
    );
  }
  await tx.query(
    `INSERT INTO brands (id, slug, title, search_title)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])`,
    [
      BRANDS.map((_, i) => i + 1),
      BRANDS.map((b) => slugify(b.title)),
      BRANDS.map((b) => b.title),
      BRANDS.map((b) => foldText(`${b.title} ${b.alias ?? ''}`.trim())),
    ],
  );
  await tx.query(
    `INSERT INTO properties (id, title, kind, units, position)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])`,
    [
      PROPERTIES.map((p) => p.id),
      PROPERTIES.map((p) => p.title),
      PROPERTIES.map((p) => p.kind),
      PROPERTIES.map((p) => p.units),
      PROPERTIES.map((_, i) => i),
    ],
  );

  const categories: unknown[][] = [];
  const leaves: PlacedLeaf[] = [];
  const slugs = new Set<string>();
  const uniqueSlug = (title: string, parent: string) => {
    const slug = slugs.has(slugify(title)) ? `${parent}-${slugify(title)}` : slugify(title);
    slugs.add(slug);
    return slug;
  };
  let nextId = 1;
  const addCategory = (
    title: string,
    slug: string,
    parent: number | null,
    path: number[],
    position: number,
    description: string,
    glyph: string,
    seller: string | null,
  ) => {
    const id = nextId++;
    const imageId = `category-${slug}`;
    images.push({
      id: imageId,
      kind: 'category',
      title,
      hue: (id * 37) % 360,
      accent: (id * 37 + 160) % 360,
      glyph,
    });
    categories.push([
      id,
      slug,
      parent,
      path.length + 1,
      [...path, id],
      position,
      title,
      foldText(title),
      description,
      imageId,
      seller ? (sellerIds.get(seller) ?? null) : null,
    ]);
    return id;
  };
  for (const [t, top] of TREE.entries()) {
    slugs.add(top.slug);
    const topId = addCategory(
      top.title,
      top.slug,
      null,
      [],
      t,
      top.description,
      top.glyph,
      top.seller,
    );
    for (const [b, branch] of top.branches.entries()) {
      const branchSlug = uniqueSlug(branch.title, top.slug);
      const branchId = addCategory(
        branch.title,
        branchSlug,
        topId,
        [topId],
        b,
        `${branch.title}: ${branch.leaves.map((l) => l.title.toLowerCase()).join(', ')}.`,
        top.glyph,
        null,
      );
      for (const [l, leaf] of branch.leaves.entries()) {
        const slug = uniqueSlug(leaf.title, branchSlug);
        const id = addCategory(
          leaf.title,
          slug,
          branchId,
          [topId, branchId],
          l,
          `${leaf.title} в разделе «${top.title}»: модели разных брендов, цены, наличие на складах и доставка.`,
          top.glyph,
          null,
        );
        leaves.push({
          leaf,
          id,
          path: [topId, branchId, id],
          pathTitles: [top.title, branch.title, leaf.title],
          glyph: top.glyph,
          topSlug: top.slug,
          branchTitle: branch.title,
        });
      }
    }
  }
  // Parents first, so the parent_id foreign key holds row by row.
  const column = (i: number) => categories.map((row) => row[i]);
  await tx.query(
    `INSERT INTO categories (id, slug, parent_id, depth, path, position, title, search_title, description, image_id, seller_id)
     SELECT id, slug, parent_id, depth, string_to_array(path, ',')::int[], position, title, search_title, description, image_id, seller_id
     FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[])
       AS c(id, slug, parent_id, depth, path, position, title, search_title, description, image_id, seller_id)
     ORDER BY depth, id`,
    [
      column(0),
      column(1),
      column(2),
      column(3),
      categories.map((r) => (r[4] as number[]).join(',')),
      column(5),
      column(6),
      column(7),
      column(8),
      column(9),
      column(10),
    ],
  );

  for (const [i, promo] of PROMOS.entries()) {
    const imageId = `promo-${promo.slug}`;
    images.push({
      id: imageId,
      kind: 'promo',
      title: promo.title,
      hue: (i * 41 + 10) % 360,
      accent: (i * 41 + 200) % 360,
      glyph: promo.glyph,
    });
    const since = Math.floor(now / DAY) * DAY + promo.startDay * DAY;
    await tx.query(
      `INSERT INTO promos (id, slug, title, announcement, description, image_id, active_since, active_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        i + 1,
        promo.slug,
        promo.title,
        promo.announcement,
        promo.description,
        imageId,
        new Date(since).toISOString(),
        new Date(since + promo.days * DAY).toISOString(),
      ],
    );
  }
  await tx.query(
    'INSERT INTO search_queries (query, hits) SELECT * FROM unnest($1::text[], $2::int[])',
    [POPULAR_QUERIES.map(([q]) => q), POPULAR_QUERIES.map(([, hits]) => hits)],
  );
  return { leaves, images };
}
