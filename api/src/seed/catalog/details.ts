import type { ProductDetails } from '../../schemas/catalog.ts';
import { PROFILE_FEATURES } from './brands.ts';
import type { ProductRow } from './products.ts';
import type { Random } from './text.ts';
import type { LeafSeed, Profile } from './tree.ts';

const WAREHOUSES = [
  'Санкт-Петербург, Парнас',
  'Москва, Южные ворота',
  'Екатеринбург, Кольцово',
  'Новосибирск, Толмачёво',
];

function dimensions(rng: Random, profile: Profile, weight: number) {
  const small =
    profile === 'fastener' || profile === 'ppe' || (profile === 'hand' && rng.chance(0.5));
  const side = () => (small ? rng.int(8, 95) : rng.int(120, 900));
  const width = side();
  const height = rng.chance(0.04) ? 0 : side();
  const length = side();
  return {
    width,
    height,
    length,
    weight,
    volume: Math.round(((width * height * length) / 1e9) * 1e6) / 1e6,
  };
}

export interface DetailsInput {
  id: number;
  leaf: LeafSeed;
  brand: string;
  model: string;
  sku: string;
  status: ProductRow['status'];
  weight: number;
  userPrice: number;
  video360: string[] | null;
}

/** What only the product page shows: warranty, description, stock, package, dimensions, shipping. */
export function productDetails(rng: Random, input: DetailsInput): ProductDetails {
  const { id, leaf, model, sku, weight, userPrice, video360 } = input;
  const consumable = leaf.profile === 'fastener' || leaf.profile === 'ppe';
  const inventories =
    input.status === 'ON_ORDER'
      ? []
      : rng.some(WAREHOUSES, rng.int(1, 4)).map((warehouse) => ({
          warehouse,
          quantity: input.status === 'OUT_OF_STOCK' ? 0 : rng.int(1, 250),
        }));
  const items = [
    { title: leaf.noun, quantity: 1 },
    ...(leaf.profile === 'battery' && leaf.noun !== 'Аккумулятор'
      ? [
          { title: 'Аккумулятор', quantity: rng.int(1, 2) },
          { title: 'Зарядное устройство', quantity: 1 },
        ]
      : []),
    ...(consumable
      ? []
      : [{ title: rng.pick(['Кейс', 'Картонная коробка', 'Сумка']), quantity: 1 }]),
    { title: 'Инструкция по эксплуатации', quantity: 1 },
  ];
  const heavy = weight > 20;
  return {
    warranty: consumable ? null : rng.pick(['12 месяцев', '24 месяца', '36 месяцев']),
    description: `${leaf.noun} ${input.brand} ${model} — ${leaf.title.toLowerCase()} для ${rng.pick(['профессионального', 'бытового', 'промышленного'])} применения. ${PROFILE_FEATURES[leaf.profile][0]}. Поставляется с гарантией производителя и сертификатом соответствия.`,
    datasheets: [
      { title: 'Инструкция по эксплуатации (PDF)', url: `/files/datasheets/${sku}-manual.pdf` },
      ...(rng.chance(0.5)
        ? [
            {
              title: 'Сертификат соответствия ЕАЭС',
              url: `/files/datasheets/${sku}-certificate.pdf`,
            },
          ]
        : []),
    ],
    inventories,
    items,
    features: rng.some(PROFILE_FEATURES[leaf.profile], rng.int(2, 4)),
    dimensions: dimensions(rng, leaf.profile, weight),
    video: rng.chance(0.3)
      ? `https://rutube.ru/video/${(id * 7919).toString(16).padStart(8, '0')}/`
      : null,
    video360,
    shipping: {
      pickup: { cost: 0, days: input.status === 'IN_STOCK' ? 0 : rng.int(3, 10) },
      express_available: input.status === 'IN_STOCK' && !heavy,
      delivery: {
        cost: heavy ? 990 : userPrice >= 5000 ? 0 : 390,
        days: input.status === 'IN_STOCK' ? rng.int(1, 3) : rng.int(5, 14),
      },
    },
  };
}
