/** Promotions: dates are days from the seed day, so some are always current, some future, some past. */
export interface PromoSeed {
  slug: string;
  title: string;
  announcement: string;
  description: string;
  glyph: string;
  startDay: number;
  days: number;
  rule: { brand?: string; topSlug?: string; branchTitle?: string };
}

export const PROMOS: readonly PromoSeed[] = [
  {
    slug: 'nedelya-makita',
    title: 'Неделя Makita',
    announcement: 'Скидки до 30% на инструмент Makita',
    description:
      'Аккумуляторный и сетевой инструмент Makita по специальным ценам. Количество товара ограничено.',
    glyph: 'drill',
    startDay: -5,
    days: 30,
    rule: { brand: 'Makita' },
  },
  {
    slug: 'sezon-sadovoy-tekhniki',
    title: 'Сезон садовой техники',
    announcement: 'Газонокосилки, триммеры и насосы со скидкой',
    description:
      'Готовим участок к сезону: садовая техника ведущих брендов с выгодой и бесплатной доставкой от 5000 ₽.',
    glyph: 'leaf',
    startDay: -10,
    days: 60,
    rule: { topSlug: 'sadovaya-tekhnika' },
  },
  {
    slug: 'akkumulyatornaya-svoboda',
    title: 'Аккумуляторная свобода',
    announcement: 'Второй аккумулятор в подарок',
    description:
      'При покупке аккумуляторного инструмента участвующих моделей — второй аккумулятор в подарок.',
    glyph: 'bolt',
    startDay: -3,
    days: 45,
    rule: { branchTitle: 'Аккумуляторный инструмент' },
  },
  {
    slug: 'vsyo-dlya-avtoservisa',
    title: 'Всё для автосервиса',
    announcement: 'Домкраты, наборы головок и съёмники по спеццене',
    description:
      'Оснащаем автосервисы и гаражи: подъёмное оборудование и автоинструмент со скидкой до 25%.',
    glyph: 'car',
    startDay: -20,
    days: 40,
    rule: { topSlug: 'avtoinstrument' },
  },
  {
    slug: 'bezopasnost-na-proizvodstve',
    title: 'Безопасность на производстве',
    announcement: 'Средства защиты оптом и в розницу',
    description:
      'Перчатки, очки, каски и респираторы для бригад и предприятий. Выгодные цены при заказе от 100 штук.',
    glyph: 'shield',
    startDay: -1,
    days: 90,
    rule: { topSlug: 'sredstva-zashchity' },
  },
  {
    slug: 'chyornaya-pyatnitsa',
    title: 'Чёрная пятница',
    announcement: 'Главная распродажа года',
    description:
      'Скидки на весь каталог: электроинструмент, садовая техника, измерительные приборы и многое другое.',
    glyph: 'box',
    startDay: 30,
    days: 4,
    rule: {},
  },
  {
    slug: 'garwin-professional',
    title: 'GARWIN Professional',
    announcement: 'Новая линейка инструмента GARWIN',
    description: 'Премьера профессиональной линейки GARWIN: ключи, наборы, мебель для мастерской.',
    glyph: 'wrench',
    startDay: 14,
    days: 30,
    rule: { brand: 'GARWIN' },
  },
  {
    slug: 'novogodnyaya-rasprodazha',
    title: 'Новогодняя распродажа',
    announcement: 'Подарки для мастеров',
    description: 'Наборы инструмента и подарочные кейсы по новогодним ценам.',
    glyph: 'box',
    startDay: -120,
    days: 20,
    rule: { topSlug: 'ruchnoy-instrument' },
  },
  {
    slug: 'svarochnyy-sezon',
    title: 'Сварочный сезон',
    announcement: 'Инверторы и полуавтоматы со скидкой',
    description: 'Сварочные аппараты и расходные материалы по сниженным ценам.',
    glyph: 'bolt',
    startDay: -70,
    days: 30,
    rule: { topSlug: 'svarochnoe-oborudovanie' },
  },
];
