import type { Profile } from './tree.ts';

export interface BrandSeed {
  title: string;
  /** Model code prefix: «DHP» → DHP482. */
  code: string;
  profiles: readonly Profile[];
  /** Price multiplier: premium brands cost more. */
  tier: number;
  /** How Russian speakers type the name: «макита» finds Makita. */
  alias?: string;
}

/** A brand as one row: title, model code prefix, price tier, profiles and, when it has one, alias. */
type BrandRow = readonly [
  title: string,
  code: string,
  tier: number,
  profiles: readonly Profile[],
  alias?: string,
];

const BRAND_ROWS: readonly BrandRow[] = [
  ['Makita', 'DHP', 1.2, ['battery', 'mains', 'garden', 'measuring'], 'макита'],
  ['Bosch', 'GSR', 1.25, ['battery', 'mains', 'measuring', 'garden'], 'бош'],
  ['DeWALT', 'DCD', 1.3, ['battery', 'mains', 'hand', 'storage'], 'девольт'],
  ['Metabo', 'BS', 1.2, ['battery', 'mains', 'pneumatic'], 'метабо'],
  ['HiKOKI', 'DS', 1.1, ['battery', 'mains'], 'хикоки'],
  ['Интерскол', 'ДА', 0.75, ['battery', 'mains', 'garden']],
  ['Зубр', 'ЗДА', 0.7, ['battery', 'mains', 'hand', 'measuring', 'fastener']],
  ['GARWIN', 'GW', 0.95, ['hand', 'auto', 'storage', 'ppe', 'fastener', 'pneumatic'], 'гарвин'],
  ['Licota', 'AQD', 1.0, ['hand', 'auto', 'storage'], 'ликота'],
  ['Stanley', 'STHT', 1.0, ['hand', 'measuring', 'storage'], 'стэнли'],
  ['Kraftool', 'KT', 0.9, ['hand', 'measuring', 'storage'], 'крафтул'],
  ['Jonnesway', 'S04H', 0.9, ['hand', 'auto'], 'джонсвей'],
  ['Matrix', 'MX', 0.6, ['hand', 'fastener', 'ppe', 'garden'], 'матрикс'],
  ['Ryobi', 'R18', 0.95, ['battery', 'garden'], 'риоби'],
  ['Einhell', 'TE', 0.8, ['battery', 'mains', 'garden', 'pneumatic'], 'айнхель'],
  ['Stihl', 'MS', 1.35, ['garden'], 'штиль'],
  ['Husqvarna', 'HQ', 1.3, ['garden'], 'хускварна'],
  ['Patriot', 'PT', 0.8, ['garden', 'pneumatic', 'welding'], 'патриот'],
  ['Fubag', 'FB', 0.95, ['pneumatic', 'welding'], 'фубаг'],
  ['Сварог', 'ARC', 0.9, ['welding']],
  ['ESAB', 'ES', 1.4, ['welding'], 'эсаб'],
  ['ADA', 'ADA', 0.9, ['measuring']],
  ['Condtrol', 'CT', 0.85, ['measuring'], 'кондтрол'],
  ['Fischer', 'FIS', 1.2, ['fastener'], 'фишер'],
  ['Sormat', 'SRM', 1.0, ['fastener']],
  ['3M', '3M', 1.25, ['ppe']],
  ['Delta Plus', 'DP', 1.0, ['ppe'], 'дельта плюс'],
  ['Автодело', 'АД', 0.65, ['auto', 'hand']],
  ['Tayg', 'TG', 0.7, ['storage']],
];

export const BRANDS: readonly BrandSeed[] = BRAND_ROWS.map(
  ([title, code, tier, profiles, alias]) => ({
    title,
    code,
    profiles,
    tier,
    ...(alias === undefined ? {} : { alias }),
  }),
);

/** Properties each profile's products carry (NUMBER and ENUM ids of properties.ts). */
export const PROFILE_PROPERTIES: Record<Profile, readonly string[]> = {
  battery: ['voltage', 'capacity', 'torque', 'speed', 'weight', 'battery_type', 'color'],
  mains: ['power', 'speed', 'weight', 'power_source', 'color'],
  hand: ['length', 'weight', 'pieces', 'material', 'color'],
  measuring: ['range', 'weight', 'protection', 'color'],
  garden: ['power', 'tank', 'weight', 'power_source', 'color'],
  pneumatic: ['pressure', 'power', 'weight', 'tank', 'color'],
  welding: ['current', 'voltage', 'weight', 'protection'],
  fastener: ['length', 'pieces', 'material'],
  ppe: ['size', 'material', 'color'],
  auto: ['weight', 'pieces', 'material', 'color'],
  storage: ['length', 'weight', 'material', 'color'],
};

export const PROFILE_FEATURES: Record<Profile, readonly string[]> = {
  battery: [
    'Бесщёточный двигатель',
    'Светодиодная подсветка',
    'Электронный тормоз',
    'Реверс',
    'Индикатор заряда',
    'Быстрозажимной патрон',
    'Совместим со всей линейкой аккумуляторов бренда',
  ],
  mains: [
    'Плавный пуск',
    'Защита от перегрузки',
    'Регулировка оборотов',
    'Антивибрационная рукоятка',
    'Кабель 4 м в резиновой оплётке',
    'Блокировка шпинделя',
  ],
  hand: [
    'Закалённая рабочая часть',
    'Эргономичная двухкомпонентная рукоятка',
    'Антикоррозийное покрытие',
    'Маркировка размеров лазером',
  ],
  measuring: [
    'Автоматическое выравнивание',
    'Защита от пыли и влаги',
    'Магнитное крепление',
    'Калибровка на заводе',
    'Подсветка дисплея',
  ],
  garden: [
    'Лёгкий запуск',
    'Антивибрационная система',
    'Регулировка высоты скоса',
    'Складная рукоятка',
    'Травосборник',
  ],
  pneumatic: [
    'Манометр на выходе',
    'Быстросъёмное соединение',
    'Ресивер с защитным покрытием',
    'Термозащита двигателя',
  ],
  welding: [
    'Горячий старт',
    'Антизалипание',
    'Форсаж дуги',
    'Работа при пониженном напряжении сети',
  ],
  fastener: ['Оцинкованное покрытие', 'Острый наконечник', 'Соответствует ГОСТ'],
  ppe: [
    'Соответствует ТР ТС 019/2011',
    'Дышащий материал',
    'Регулируемый размер',
    'Светоотражающие элементы',
  ],
  auto: [
    'Хромированная поверхность',
    'Пластиковый кейс в комплекте',
    'Предохранительный клапан',
    'Профиль Super Lock',
  ],
  storage: [
    'Металлические замки',
    'Съёмный органайзер',
    'Усиленное дно',
    'Выдвижные ящики на направляющих',
  ],
};
