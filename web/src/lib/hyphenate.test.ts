import { describe, expect, it } from 'vitest';
import { hyphenateRu, SOFT_HYPHEN } from './hyphenate.ts';

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '-');

describe('hyphenateRu', () => {
  it('marks syllable breaks of long words and keeps the letters', () => {
    const result = hyphenateRu('Электроинструмент');
    expect(result.replaceAll(SOFT_HYPHEN, '')).toBe('Электроинструмент');
    expect(shown(result)).toBe('Элек-тро-инс-тру-мент');
    expect(shown(hyphenateRu('Пневмоинструмент'))).toBe('Пнев-мо-инс-тру-мент');
  });

  it('leaves short words, Latin and digits alone', () => {
    expect(hyphenateRu('Дрели GARWIN 18 В')).toBe('Дрели GARWIN 18 В');
  });
});
