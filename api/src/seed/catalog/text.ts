import { transliterate } from '../../text/transliterate.ts';

/** A URL slug of a Russian or Latin title: «Ручной инструмент» → ruchnoy-instrument. */
export function slugify(title: string): string {
  return transliterate(title.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lower case with ё folded to е: the form search columns and queries are compared in. */
export function foldText(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

/** Deterministic pseudo-random numbers (mulberry32), so every seed writes the same catalogue. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** `count` distinct items in their original order. */
  some<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(this.int(0, items.length - 1));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
  }
}
