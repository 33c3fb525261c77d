import { describe, expect, it } from 'vitest';
import { errorPageVariant, marketLook, themeClass } from './market-theme.ts';

describe('market theme mapping', () => {
  it('gives every market of the schema its own theme class', () => {
    expect(['GARWIN', 'SPROUT', 'IPR', 'LICOTA', 'PRODUCT'].map(themeClass)).toEqual([
      'theme-garwin',
      'theme-sprout',
      'theme-ipr',
      'theme-licota',
      'theme-product',
    ]);
  });

  it('dresses an unknown or missing theme as garwin, the default market', () => {
    expect(marketLook('NEWBRAND')).toBe('garwin');
    expect(themeClass(undefined)).toBe('theme-garwin');
  });

  it('gives the error page the sprout look only on sprout', () => {
    expect(errorPageVariant('SPROUT')).toBe('sprout');
    expect(['GARWIN', 'IPR', 'LICOTA', 'PRODUCT', null].map(errorPageVariant)).toEqual([
      'garwin',
      'garwin',
      'garwin',
      'garwin',
      'garwin',
    ]);
  });
});
