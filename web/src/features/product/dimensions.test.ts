import { describe, expect, it } from 'vitest';
import { formatDimensions } from './dimensions.ts';

const base = { length: 300, width: 250, height: 120, weight: 1.8, volume: 0.009 };

describe('formatDimensions', () => {
  it('shows centimetres when the smallest side is 100 mm or more', () => {
    expect(formatDimensions(base).size).toBe('30 × 25 × 12 см');
    expect(formatDimensions({ ...base, height: 100 }).size).toBe('30 × 25 × 10 см');
    expect(formatDimensions({ ...base, height: 105 }).size).toBe('30 × 25 × 10,5 см');
  });

  it('shows millimetres when the smallest side is under 100 mm', () => {
    expect(formatDimensions({ ...base, height: 99.5 }).size).toBe('300 × 250 × 99,5 мм');
    expect(formatDimensions({ ...base, width: 8 }).size).toBe('300 × 8 × 120 мм');
  });

  it('hides the size unless all three sides are nonzero', () => {
    expect(formatDimensions({ ...base, length: 0 }).size).toBeNull();
    expect(formatDimensions({ ...base, width: 0 }).size).toBeNull();
    expect(formatDimensions({ ...base, height: 0 }).size).toBeNull();
  });

  it('shows weight in kilograms with two decimals, hidden under 0.001 kg', () => {
    expect(formatDimensions(base).weight).toBe('1,80 кг');
    expect(formatDimensions({ ...base, weight: 0.001 }).weight).toBe('0,00 кг');
    expect(formatDimensions({ ...base, weight: 0.0009 }).weight).toBeNull();
    expect(formatDimensions({ ...base, weight: 0 }).weight).toBeNull();
  });

  it('shows volume in cubic metres with five decimals, hidden under 1e-6 m³', () => {
    expect(formatDimensions(base).volume).toBe('0,00900 м³');
    expect(formatDimensions({ ...base, volume: 1e-6 }).volume).toBe('0,00000 м³');
    expect(formatDimensions({ ...base, volume: 9e-7 }).volume).toBeNull();
  });

  it('keeps weight and volume when the size is hidden', () => {
    expect(formatDimensions({ ...base, width: 0 })).toEqual({
      size: null,
      weight: '1,80 кг',
      volume: '0,00900 м³',
    });
  });
});
