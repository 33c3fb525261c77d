import type { Link } from '../../schemas/common.ts';
import type { ContentSection } from '../../schemas/pages.ts';
import type { CompanyContent } from '../../routes/helpdesk/company-content.ts';
import type { Brand } from '../brands.ts';
import type { MarketFacts } from './facts.ts';

/** An information page as the seed writes it; the SEO data is derived from it. */
export interface PageSeed {
  slug: string;
  title: string;
  description: string;
  keywords: string;
  /** Legal documents stay out of search results. */
  noindex?: boolean;
  sections: ContentSection[];
  links: Link[];
}

/** Everything a page's text may quote about its market. */
export interface PageContext {
  brand: Brand;
  company: CompanyContent;
  facts: MarketFacts;
  email: string;
  salesEmail: string;
}

export const section = (
  heading: string | null,
  paragraphs: string[],
  items: string[] = [],
): ContentSection => ({ heading, paragraphs, items });

export const rub = (value: number) => `${new Intl.NumberFormat('ru-RU').format(value)} ₽`;
