/** The front end's look for each market theme of the schema (`Market.theme`). */
export type MarketLook = 'garwin' | 'sprout' | 'ipr' | 'licota' | 'product';

const LOOKS: Record<string, MarketLook> = {
  GARWIN: 'garwin',
  SPROUT: 'sprout',
  IPR: 'ipr',
  LICOTA: 'licota',
  PRODUCT: 'product',
};

/** A theme this build does not know (or no market at all) is dressed as garwin, the default market. */
export function marketLook(theme: string | null | undefined): MarketLook {
  return (theme && LOOKS[theme.toUpperCase()]) || 'garwin';
}

/** The class on <html> that switches the design tokens to the market's palette. */
export function themeClass(theme: string | null | undefined): string {
  return `theme-${marketLook(theme)}`;
}

/** The error page has two looks (spec section 2): sprout's own, and garwin's for every other market. */
export function errorPageVariant(theme: string | null | undefined): 'garwin' | 'sprout' {
  return marketLook(theme) === 'sprout' ? 'sprout' : 'garwin';
}
