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

export const BRANDS: readonly BrandSeed[] = [
  {
    title: 'Makita',
    alias: 'макита',
    code: 'DHP',
    profiles: ['battery', 'mains', 'garden', 'measuring'],
    tier: 1.2,
  },
  {
    title: 'Bosch',
    alias: 'бош',
    code: 'GSR',
    profiles: ['battery', 'mains', 'measuring', 'garden'],
    tier: 1.25,
  },
  {
    title: 'DeWALT',
    alias: 'девольт',
    code: 'DCD',
    profiles: ['battery', 'mains', 'hand', 'storage'],
    tier: 1.3,
  },
  {
    title: 'Metabo',
    alias: 'метабо',
    code: 'BS',
    profiles: ['battery', 'mains', 'pneumatic'],
    tier: 1.2,
  },
  { title: 'HiKOKI', alias: 'хикоки', code: 'DS', profiles: ['battery', 'mains'], tier: 1.1 },
  { title: 'Интерскол', code: 'ДА', profiles: ['battery', 'mains', 'garden'], tier: 0.75 },
  {
    title: 'Зубр',
    code: 'ЗДА',
    profiles: ['battery', 'mains', 'hand', 'measuring', 'fastener'],
    tier: 0.7,
  },
  {
    title: 'GARWIN',
    alias: 'гарвин',
    code: 'GW',
    profiles: ['hand', 'auto', 'storage', 'ppe', 'fastener', 'pneumatic'],
    tier: 0.95,
  },
  {
    title: 'Licota',
    alias: 'ликота',
    code: 'AQD',
    profiles: ['hand', 'auto', 'storage'],
    tier: 1.0,
  },
  {
    title: 'Stanley',
    alias: 'стэнли',
    code: 'STHT',
    profiles: ['hand', 'measuring', 'storage'],
    tier: 1.0,
  },
  {
    title: 'Kraftool',
    alias: 'крафтул',
    code: 'KT',
    profiles: ['hand', 'measuring', 'storage'],
    tier: 0.9,
  },
  { title: 'Jonnesway', alias: 'джонсвей', code: 'S04H', profiles: ['hand', 'auto'], tier: 0.9 },
  {
    title: 'Matrix',
    alias: 'матрикс',
    code: 'MX',
    profiles: ['hand', 'fastener', 'ppe', 'garden'],
    tier: 0.6,
  },
  { title: 'Ryobi', alias: 'риоби', code: 'R18', profiles: ['battery', 'garden'], tier: 0.95 },
  {
    title: 'Einhell',
    alias: 'айнхель',
    code: 'TE',
    profiles: ['battery', 'mains', 'garden', 'pneumatic'],
    tier: 0.8,
  },
  { title: 'Stihl', alias: 'штиль', code: 'MS', profiles: ['garden'], tier: 1.35 },
  { title: 'Husqvarna', alias: 'хускварна', code: 'HQ', profiles: ['garden'], tier: 1.3 },
  {
    title: 'Patriot',
    alias: 'патриот',
    code: 'PT',
    profiles: ['garden', 'pneumatic', 'welding'],
    tier: 0.8,
  },
  { title: 'Fubag', alias: 'фубаг', code: 'FB', profiles: ['pneumatic', 'welding'], tier: 0.95 },
  { title: 'Сварог', code: 'ARC', profiles: ['welding'], tier: 0.9 },
  { title: 'ESAB', alias: 'эсаб', code: 'ES', profiles: ['welding'], tier: 1.4 },
  { title: 'ADA', code: 'ADA', profiles: ['measuring'], tier: 0.9 },
  { title: 'Condtrol', alias: 'кондтрол', code: 'CT', profiles: ['measuring'], tier: 0.85 },
  { title: 'Fischer', alias: 'фишер', code: 'FIS', profiles: ['fastener'], tier: 1.2 },
  { title: 'Sormat', code: 'SRM', profiles: ['fastener'], tier: 1.0 },
  { title: '3M', code: '3M', profiles: ['ppe'], tier: 1.25 },
  { title: 'Delta Plus', alias: 'дельта плюс', code: 'DP', profiles: ['ppe'], tier: 1.0 },
  { title: 'Автодело', code: 'АД', profiles: ['auto', 'hand'], tier: 0.65 },
  { title: 'Tayg', code: 'TG', profiles: ['storage'], tier: 0.7 },
];

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
