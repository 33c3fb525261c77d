import { TOP_CATEGORIES } from '../catalog-tiles.ts';

/** Which properties, words and prices the products of a leaf category get. */
export type Profile =
  | 'battery'
  | 'mains'
  | 'hand'
  | 'measuring'
  | 'garden'
  | 'pneumatic'
  | 'welding'
  | 'fastener'
  | 'ppe'
  | 'auto'
  | 'storage';

export interface LeafSeed {
  title: string;
  /** The product noun, as a product title begins: «Дрель», «Шуруповёрт». */
  noun: string;
  /** Optional words after the noun: «ударная», «безударная». */
  variants?: readonly string[];
  profile: Profile;
  price: readonly [number, number];
}

export interface BranchSeed {
  title: string;
  leaves: readonly LeafSeed[];
}

export interface TopSeed {
  slug: string;
  title: string;
  glyph: string;
  seller: string | null;
  description: string;
  branches: readonly BranchSeed[];
}

const leaf = (
  title: string,
  noun: string,
  profile: Profile,
  price: readonly [number, number],
  variants?: readonly string[],
): LeafSeed =>
  variants ? { title, noun, profile, price, variants } : { title, noun, profile, price };

const branch = (title: string, leaves: readonly LeafSeed[]): BranchSeed => ({ title, leaves });

const BRANCHES: Record<(typeof TOP_CATEGORIES)[number]['slug'], readonly BranchSeed[]> = {
  elektroinstrument: [
    branch('Аккумуляторный инструмент', [
      leaf(
        'Аккумуляторные дрели-шуруповёрты',
        'Шуруповёрт',
        'battery',
        [3500, 28000],
        ['аккумуляторный', 'ударный аккумуляторный', 'бесщёточный'],
      ),
      leaf(
        'Аккумуляторные гайковёрты',
        'Гайковёрт',
        'battery',
        [5000, 42000],
        ['аккумуляторный', 'ударный'],
      ),
      leaf(
        'Аккумуляторные болгарки',
        'Углошлифовальная машина',
        'battery',
        [6000, 35000],
        ['аккумуляторная'],
      ),
      leaf('Аккумуляторы и зарядные устройства', 'Аккумулятор', 'battery', [1800, 14000]),
    ]),
    branch('Сетевой инструмент', [
      leaf('Дрели', 'Дрель', 'mains', [1900, 18000], ['ударная', 'безударная', 'миксер']),
      leaf('Перфораторы', 'Перфоратор', 'mains', [3900, 52000], ['SDS-plus', 'SDS-max']),
      leaf('Болгарки (УШМ)', 'Болгарка', 'mains', [2500, 24000], ['125 мм', '230 мм']),
      leaf('Лобзики', 'Лобзик', 'mains', [2200, 21000], ['маятниковый']),
      leaf('Циркулярные пилы', 'Пила циркулярная', 'mains', [4500, 38000]),
    ]),
    branch('Шлифовальные машины', [
      leaf('Эксцентриковые шлифмашины', 'Шлифмашина эксцентриковая', 'mains', [3000, 30000]),
      leaf('Ленточные шлифмашины', 'Шлифмашина ленточная', 'mains', [4000, 26000]),
      leaf('Полировальные машины', 'Полировальная машина', 'mains', [5000, 32000]),
    ]),
  ],
  'ruchnoy-instrument': [
    branch('Ключи', [
      leaf('Ключи комбинированные', 'Ключ комбинированный', 'hand', [150, 2500]),
      leaf('Наборы ключей', 'Набор ключей', 'hand', [900, 18000]),
      leaf('Динамометрические ключи', 'Ключ динамометрический', 'hand', [2500, 32000]),
    ]),
    branch('Отвёртки и биты', [
      leaf(
        'Отвёртки',
        'Отвёртка',
        'hand',
        [120, 1900],
        ['крестовая', 'шлицевая', 'диэлектрическая'],
      ),
      leaf('Наборы бит', 'Набор бит', 'hand', [400, 6000]),
    ]),
    branch('Ударный инструмент', [
      leaf('Молотки', 'Молоток', 'hand', [300, 4500], ['слесарный', 'столярный']),
      leaf('Кувалды', 'Кувалда', 'hand', [900, 6000]),
      leaf('Зубила', 'Зубило', 'hand', [200, 1800]),
    ]),
    branch('Шарнирно-губцевый инструмент', [
      leaf('Плоскогубцы', 'Плоскогубцы', 'hand', [250, 3200]),
      leaf('Бокорезы', 'Бокорезы', 'hand', [280, 3500]),
    ]),
  ],
  'izmeritelnyy-instrument': [
    branch('Лазерные приборы', [
      leaf(
        'Лазерные уровни',
        'Лазерный уровень',
        'measuring',
        [2500, 45000],
        ['линейный', 'ротационный'],
      ),
      leaf('Лазерные дальномеры', 'Дальномер лазерный', 'measuring', [1500, 22000]),
    ]),
    branch('Ручные измерения', [
      leaf('Рулетки', 'Рулетка', 'measuring', [200, 3500]),
      leaf(
        'Штангенциркули',
        'Штангенциркуль',
        'measuring',
        [600, 12000],
        ['цифровой', 'нониусный'],
      ),
      leaf('Строительные уровни', 'Уровень строительный', 'measuring', [400, 6500]),
    ]),
    branch('Электроизмерения', [
      leaf('Мультиметры', 'Мультиметр', 'measuring', [700, 25000], ['цифровой']),
      leaf('Тестеры напряжения', 'Тестер напряжения', 'measuring', [300, 5000]),
    ]),
  ],
  'sadovaya-tekhnika': [
    branch('Газонокосилки и триммеры', [
      leaf(
        'Газонокосилки',
        'Газонокосилка',
        'garden',
        [9000, 85000],
        ['бензиновая', 'электрическая', 'аккумуляторная'],
      ),
      leaf('Триммеры', 'Триммер', 'garden', [3500, 38000], ['бензиновый', 'электрический']),
    ]),
    branch('Пилы и кусторезы', [
      leaf('Бензопилы', 'Бензопила', 'garden', [6000, 65000]),
      leaf('Кусторезы', 'Кусторез', 'garden', [3000, 29000]),
    ]),
    branch('Полив', [
      leaf('Насосы', 'Насос', 'garden', [2500, 40000], ['дренажный', 'поверхностный']),
      leaf('Мойки высокого давления', 'Мойка высокого давления', 'garden', [6000, 60000]),
    ]),
  ],
  pnevmoinstrument: [
    branch('Компрессоры', [
      leaf('Поршневые компрессоры', 'Компрессор поршневой', 'pneumatic', [9000, 95000]),
      leaf('Безмасляные компрессоры', 'Компрессор безмасляный', 'pneumatic', [8000, 60000]),
    ]),
    branch('Пневмоинструмент', [
      leaf('Пневмогайковёрты', 'Пневмогайковёрт', 'pneumatic', [4000, 38000]),
      leaf('Краскопульты', 'Краскопульт', 'pneumatic', [1500, 22000]),
      leaf('Пневмостеплеры', 'Пневмостеплер', 'pneumatic', [2500, 19000]),
    ]),
  ],
  'svarochnoe-oborudovanie': [
    branch('Сварочные аппараты', [
      leaf('Инверторы MMA', 'Сварочный инвертор', 'welding', [6000, 48000], ['MMA']),
      leaf('Полуавтоматы MIG/MAG', 'Сварочный полуавтомат', 'welding', [14000, 120000]),
      leaf('Аппараты TIG', 'Аппарат аргонодуговой сварки', 'welding', [18000, 140000]),
    ]),
    branch('Расходные материалы', [
      leaf('Электроды', 'Электроды', 'welding', [300, 4500]),
      leaf('Сварочная проволока', 'Проволока сварочная', 'welding', [600, 9000]),
    ]),
  ],
  krepezh: [
    branch('Метизы', [
      leaf(
        'Саморезы',
        'Саморезы',
        'fastener',
        [90, 2400],
        ['по металлу', 'по дереву', 'кровельные'],
      ),
      leaf('Болты и гайки', 'Болт', 'fastener', [50, 1800], ['с гайкой', 'анкерный']),
      leaf('Шурупы', 'Шурупы', 'fastener', [70, 1500]),
    ]),
    branch('Анкеры и дюбели', [
      leaf('Анкеры', 'Анкер', 'fastener', [80, 3000], ['клиновой', 'химический']),
      leaf('Дюбели', 'Дюбель', 'fastener', [60, 1400], ['нейлоновый']),
    ]),
  ],
  'sredstva-zashchity': [
    branch('Защита рук и тела', [
      leaf('Перчатки', 'Перчатки', 'ppe', [60, 1800], ['рабочие', 'нитриловые', 'с ПВХ-покрытием']),
      leaf('Спецодежда', 'Костюм рабочий', 'ppe', [1500, 12000]),
    ]),
    branch('Защита головы', [
      leaf('Защитные очки', 'Очки защитные', 'ppe', [150, 3500]),
      leaf('Каски', 'Каска защитная', 'ppe', [400, 5500]),
      leaf('Респираторы', 'Респиратор', 'ppe', [100, 4500]),
    ]),
  ],
  avtoinstrument: [
    branch('Подъёмное оборудование', [
      leaf('Домкраты', 'Домкрат', 'auto', [1500, 42000], ['подкатной', 'бутылочный']),
      leaf('Подставки под автомобиль', 'Подставка страховочная', 'auto', [1200, 9000]),
    ]),
    branch('Наборы автоинструмента', [
      leaf('Наборы головок', 'Набор головок', 'auto', [1500, 45000]),
      leaf('Съёмники', 'Съёмник', 'auto', [600, 15000], ['масляного фильтра', 'шаровых опор']),
    ]),
    branch('Автоэлектрика', [
      leaf('Пуско-зарядные устройства', 'Пуско-зарядное устройство', 'auto', [3000, 32000]),
      leaf('Автомобильные компрессоры', 'Автокомпрессор', 'auto', [1500, 12000]),
    ]),
  ],
  'khranenie-instrumenta': [
    branch('Ящики и кейсы', [
      leaf(
        'Ящики для инструмента',
        'Ящик для инструмента',
        'storage',
        [500, 9000],
        ['пластиковый', 'металлический'],
      ),
      leaf('Кейсы и органайзеры', 'Органайзер', 'storage', [350, 5500]),
    ]),
    branch('Мебель мастерской', [
      leaf('Инструментальные тележки', 'Тележка инструментальная', 'storage', [9000, 120000]),
      leaf('Верстаки', 'Верстак', 'storage', [12000, 150000]),
      leaf('Стеллажи', 'Стеллаж', 'storage', [3500, 38000]),
    ]),
  ],
};

const SELLER_OF: Record<string, string | null> = {
  'sadovaya-tekhnika': 'sad-i-ogorod',
  avtoinstrument: 'avtomaster',
  'svarochnoe-oborudovanie': 'promsnab',
};

/** The three-level tree, rooted at the home page's tiles (same slugs, titles and glyphs). */
export const TREE: readonly TopSeed[] = TOP_CATEGORIES.map((top) => ({
  slug: top.slug,
  title: top.title,
  glyph: top.glyph,
  seller: SELLER_OF[top.slug] ?? null,
  description: `${top.title} для дома, мастерской и производства: профессиональные и бытовые модели ведущих брендов с гарантией и доставкой по России.`,
  branches: BRANCHES[top.slug],
}));
