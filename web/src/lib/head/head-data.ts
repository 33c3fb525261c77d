import type { ResponsiveImage } from '../responsive-image.ts';

/** What a page says about itself to the document head, from its SEO data. */
export interface HeadData {
  title?: string;
  description?: string | null;
  keywords?: string | null;
  noindex?: boolean;
  /** Structured data (JSON-LD) of the page, as an object to serialize. */
  jsonLd?: object | null;
  /** The page's canonical address, absolute, without the query string. */
  canonical?: string | null;
  /** The market theme's class, put on <html>. */
  themeClass?: string;
  /** The page's largest picture above the fold, fetched first (a preload link, high priority). */
  lcpImage?: ResponsiveImage;
}

/** Later declarations win field by field; absent fields keep what an outer component declared. */
export function mergeHead(base: HeadData, next: HeadData): HeadData {
  const merged: HeadData = { ...base };
  for (const [key, value] of Object.entries(next) as [keyof HeadData, unknown][]) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}
