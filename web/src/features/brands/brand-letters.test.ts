import { describe, expect, it } from 'vitest';
import { groupByLetter, letterAnchor, letterOf, OTHER } from './brand-letters.ts';

describe('the brands alphabet', () => {
  it('files Latin names first, then Cyrillic ones, then the rest', () => {
    const groups = groupByLetter([
      { title: 'Зубр' },
      { title: 'bosch' },
      { title: 'Makita' },
      { title: '3M' },
      { title: 'Ёрш' },
      { title: 'Energy' },
      { title: 'Bort' },
    ]);
    expect(groups.map((g) => g.letter)).toEqual(['B', 'E', 'M', 'Е', 'З', OTHER]);
    expect(groups[0]?.brands.map((b) => b.title)).toEqual(['Bort', 'bosch']);
  });

  it('gives each letter an anchor', () => {
    expect(letterOf('Интерскол')).toBe('И');
    expect(letterAnchor('И')).toBe('brands-И');
    expect(letterAnchor(OTHER)).toBe('brands-other');
  });
});
