type Gender = 'm' | 'f';

const UNITS: Record<Gender, string[]> = {
  m: ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  f: ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
};
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Each group of three digits, from thousands up: its grammatical gender and three word forms. */
const SCALES: { gender: Gender; forms: [string, string, string] }[] = [
  { gender: 'f', forms: ['тысяча', 'тысячи', 'тысяч'] },
  { gender: 'm', forms: ['миллион', 'миллиона', 'миллионов'] },
  { gender: 'm', forms: ['миллиард', 'миллиарда', 'миллиардов'] },
];

/** The Russian plural form for a count: 1 рубль, 2 рубля, 5 рублей (11–14 take the third). */
export function plural(count: number, forms: readonly [string, string, string]): string {
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n >= 11 && n <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

function triad(value: number, gender: Gender): string[] {
  const words = [HUNDREDS[Math.floor(value / 100)] ?? ''];
  const rest = value % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else words.push(TENS[Math.floor(rest / 10)] ?? '', UNITS[gender][rest % 10] ?? '');
  return words.filter(Boolean);
}

/** A whole number in Russian words, e.g. 21 → «двадцать одна» for a feminine noun. */
export function numberInWords(value: number, gender: Gender = 'm'): string {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`not a whole amount: ${value}`);
  if (value === 0) return 'ноль';
  const words: string[] = [];
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i] ?? 0;
    if (group === 0) continue;
    if (i === 0) {
      words.push(...triad(group, gender));
      continue;
    }
    const scale = SCALES[i - 1];
    if (!scale) throw new RangeError(`amount too large: ${value}`);
    words.push(...triad(group, scale.gender), plural(group, scale.forms));
  }
  return words.join(' ');
}

/**
 * The total of an invoice in words, as Russian documents write it: «Двенадцать тысяч триста
 * сорок пять рублей 60 копеек». Takes kopecks so no float rounding reaches the words.
 */
export function rublesInWords(kopecks: number): string {
  const rubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  const text = `${numberInWords(rubles)} ${plural(rubles, ['рубль', 'рубля', 'рублей'])} ${String(
    cents,
  ).padStart(2, '0')} ${plural(cents, ['копейка', 'копейки', 'копеек'])}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
