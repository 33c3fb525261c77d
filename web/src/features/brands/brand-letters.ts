/** The Latin alphabet of the brands index. */
export const LATIN = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
/** The Cyrillic alphabet of the brands index (Ё files under Е, the hard and soft signs never start a name). */
export const CYRILLIC = [...'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ'];
/** Where names starting with a digit or a sign go. */
export const OTHER = '0–9';

const ORDER = new Map([...LATIN, ...CYRILLIC, OTHER].map((letter, index) => [letter, index]));

/** The index letter a name files under. */
export function letterOf(title: string): string {
  const first = title.trim().charAt(0).toLocaleUpperCase('ru-RU').replace('Ё', 'Е');
  return ORDER.has(first) ? first : OTHER;
}

/** The anchor of a letter's group on the page. */
export const letterAnchor = (letter: string) => `brands-${letter === OTHER ? 'other' : letter}`;

const collator = new Intl.Collator('ru-RU', { sensitivity: 'base', numeric: true });

/** Brands grouped by letter: Latin A–Z, then Cyrillic А–Я, then the rest; by name inside a group. */
export function groupByLetter<T extends { title: string }>(
  brands: readonly T[],
): { letter: string; brands: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const brand of brands) {
    const letter = letterOf(brand.title);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0))
    .map(([letter, items]) => ({
      letter,
      brands: items.sort((a, b) => collator.compare(a.title, b.title)),
    }));
}
