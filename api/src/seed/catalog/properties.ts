/** The property dictionary: NUMBER properties carry units, ENUM properties a list of values. */
export interface PropertySeed {
  id: string;
  title: string;
  kind: 'NUMBER' | 'ENUM';
  units: string | null;
}

/** The values a NUMBER property is drawn from: [min, max, decimals]. */
type NumberRange = readonly [min: number, max: number, decimals: number];

const NUMBER_ROWS: readonly (readonly [id: string, title: string, units: string, NumberRange])[] = [
  ['power', 'Мощность', 'Вт', [300, 2600, -1]],
  ['voltage', 'Напряжение', 'В', [10.8, 36, 1]],
  ['weight', 'Вес', 'кг', [0.3, 12, 1]],
  ['speed', 'Число оборотов', 'об/мин', [500, 12000, -2]],
  ['torque', 'Крутящий момент', 'Н·м', [10, 200, 0]],
  ['capacity', 'Ёмкость аккумулятора', 'А·ч', [1.5, 6, 1]],
  ['length', 'Длина', 'мм', [100, 1500, -1]],
  ['pressure', 'Рабочее давление', 'бар', [4, 10, 0]],
  ['current', 'Сварочный ток', 'А', [120, 315, -1]],
  ['range', 'Дальность измерения', 'м', [20, 150, -1]],
  ['tank', 'Объём бака', 'л', [0.5, 20, 1]],
  ['pieces', 'Количество предметов', 'шт', [6, 220, 0]],
];

const ENUM_ROWS: readonly (readonly [id: string, title: string, values: readonly string[]])[] = [
  ['battery_type', 'Тип аккумулятора', ['Li-Ion', 'Ni-Cd', 'Ni-MH']],
  ['power_source', 'Питание', ['Сеть 220 В', 'Аккумулятор', 'Бензин']],
  ['color', 'Цвет', ['Синий', 'Зелёный', 'Жёлтый', 'Красный', 'Оранжевый', 'Чёрный', 'Серый']],
  [
    'material',
    'Материал',
    ['Хром-ванадиевая сталь', 'Углеродистая сталь', 'Нержавеющая сталь', 'Алюминий', 'Пластик'],
  ],
  ['size', 'Размер', ['S', 'M', 'L', 'XL', 'XXL']],
  ['protection', 'Степень защиты', ['IP20', 'IP44', 'IP54', 'IP65', 'IP67']],
];

/** NUMBER properties first, then ENUM ones: the order is their position. */
export const PROPERTIES: readonly PropertySeed[] = [
  ...NUMBER_ROWS.map(([id, title, units]) => ({ id, title, kind: 'NUMBER' as const, units })),
  ...ENUM_ROWS.map(([id, title]) => ({ id, title, kind: 'ENUM' as const, units: null })),
];

export const ENUM_VALUES: Record<string, readonly string[]> = Object.fromEntries(
  ENUM_ROWS.map(([id, , values]) => [id, values]),
);

export const NUMBER_RANGES: Record<string, NumberRange> = Object.fromEntries(
  NUMBER_ROWS.map(([id, , , range]) => [id, range]),
);
