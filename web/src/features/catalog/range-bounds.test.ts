import { describe, expect, it } from 'vitest';
import { appliedBounds, shownBound, shownLimits, typedNumber } from './range-bounds.ts';

const rub = { scale: 1, whole: true, nonNegative: true };
const usd = { scale: 0.0113, whole: true, nonNegative: true };
const property = { scale: 1, whole: false, nonNegative: false };
const limits = { min: 990.5, max: 85_000 };

describe('a price range', () => {
  it('refuses a minus and letters as they are typed', () => {
    expect(typedNumber('-5', true)).toBe('5');
    expect(typedNumber('1a2,5', true)).toBe('12,5');
    expect(typedNumber('-5-', false)).toBe('-5');
  });

  it('clamps to the facet range and never goes negative', () => {
    expect(appliedBounds({ min: '-5', max: '1000000' }, limits, rub)).toEqual({
      min: '990',
      max: '85000',
    });
    expect(appliedBounds({ min: 'abc', max: '' }, limits, rub)).toEqual({ min: null, max: null });
    expect(appliedBounds({ min: '-5', max: '' }, {}, rub)).toEqual({ min: '0', max: null });
  });

  it('puts min and max in order', () => {
    expect(appliedBounds({ min: '5000', max: '2000' }, limits, rub)).toEqual({
      min: '2000',
      max: '5000',
    });
  });

  it('speaks the display currency both ways', () => {
    expect(shownLimits(limits, usd)).toEqual({ min: 11, max: 961 });
    const applied = appliedBounds({ min: '', max: '56' }, limits, usd);
    expect(applied).toEqual({ min: null, max: '4955.75' });
    expect(shownBound(Number(applied.max), usd)).toBe('56');
  });

  it('keeps negative values of a property', () => {
    expect(appliedBounds({ min: '-20', max: '' }, { min: -40, max: 60 }, property)).toEqual({
      min: '-20',
      max: null,
    });
  });
});
