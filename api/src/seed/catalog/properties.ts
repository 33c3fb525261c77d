/** The property dictionary: NUMBER properties carry units, ENUM properties a list of values. */
export interface PropertySeed {
  id: string;
  title: string;
  kind: 'NUMBER' | 'ENUM';
  units: string | null;
}

export const PROPERTIES: readonly PropertySeed[] = [
  { id: 'power', title: 'Мощность', kind: 'NUMBER', units: 'Вт' },
  { id: 'voltage', title: 'Напряжение', kind: 'NUMBER', units: 'В' },
  { id: 'weight', title: 'Вес', kind: 'NUMBER', units: 'кг' },
  { id: 'speed', title: 'Число оборотов', kind: 'NUMBER', units: 'об/мин' },
  { id: 'torque', title: 'Крутящий момент', kind: 'NUMBER', units: 'Н·м' },
  { id: 'capacity', title: 'Ёмкость аккумулятора', kind: 'NUMBER', units: 'А·ч' },
  { id: 'length', title: 'Длина', kind: 'NUMBER', units: 'мм' },
  { id: 'pressure', title: 'Рабочее давление', kind: 'NUMBER', units: 'бар' },
  { id: 'current', title: 'Сварочный ток', kind: 'NUMBER', units: 'А' },
  { id: 'range', title: 'Дальность измерения', kind: 'NUMBER', units: 'м' },
  { id: 'tank', title: 'Объём бака', kind: 'NUMBER', units: 'л' },
  { id: 'pieces', title: 'Количество предметов', kind: 'NUMBER', units: 'шт' },
  { id: 'battery_type', title: 'Тип аккумулятора', kind: 'ENUM', units: null },
  { id: 'power_source', title: 'Питание', kind: 'ENUM', units: null },
  { id: 'color', title: 'Цвет', kind: 'ENUM', units: null },
  { id: 'material', title: 'Материал', kind: 'ENUM', units: null },
  { id: 'size', title: 'Размер', kind: 'ENUM', units: null },
  { id: 'protection', title: 'Степень защиты', kind: 'ENUM', units: null },
];

export const ENUM_VALUES: Record<string, readonly string[]> = {
  battery_type: ['Li-Ion', 'Ni-Cd', 'Ni-MH'],
  power_source: ['Сеть 220 В', 'Аккумулятор', 'Бензин'],
  color: ['Синий', 'Зелёный', 'Жёлтый', 'Красный', 'Оранжевый', 'Чёрный', 'Серый'],
  material: [
    'Хром-ванадиевая сталь',
    'Углеродистая сталь',
    'Нержавеющая сталь',
    'Алюминий',
    'Пластик',
  ],
  size: ['S', 'M', 'L', 'XL', 'XXL'],
  protection: ['IP20', 'IP44', 'IP54', 'IP65', 'IP67'],
};

/** NUMBER ranges: [min, max, decimals]. */
export const NUMBER_RANGES: Record<string, readonly [number, number, number]> = {
  power: [300, 2600, -1],
  voltage: [10.8, 36, 1],
  weight: [0.3, 12, 1],
  speed: [500, 12000, -2],
  torque: [10, 200, 0],
  capacity: [1.5, 6, 1],
  length: [100, 1500, -1],
  pressure: [4, 10, 0],
  current: [120, 315, -1],
  range: [20, 150, -1],
  tank: [0.5, 20, 1],
  pieces: [6, 220, 0],
};
