import type { Sql } from '../../db/types.ts';
import { COMPANY_CONTENT } from '../../routes/helpdesk/company-content.ts';
import type { Seo } from '../../schemas/common.ts';
import type { Brand } from '../brands.ts';
import {
  aboutPage,
  contactsPage,
  corporatePage,
  serviceCentresPage,
  vacanciesPage,
} from './company.ts';
import { factsFor } from './facts.ts';
import { faqPage } from './help.ts';
import { agreementPage, termsPage } from './legal.ts';
import { deliveryPage, paymentPage, returnsPage, warrantyPage } from './shopping.ts';
import type { PageContext, PageSeed } from './types.ts';

/** The information pages of a market, in menu order. */
export function contentPagesFor(brand: Brand): PageSeed[] {
  const context: PageContext = {
    brand,
    company: COMPANY_CONTENT[brand.theme],
    facts: factsFor(brand),
    email: `info@${brand.domain}`,
    salesEmail: `sales@${brand.domain}`,
  };
  return [
    deliveryPage,
    paymentPage,
    returnsPage,
    warrantyPage,
    serviceCentresPage,
    corporatePage,
    faqPage,
    contactsPage,
    aboutPage,
    vacanciesPage,
    termsPage,
    agreementPage,
  ].map((page) => page(context));
}

const seoOf = (brand: Brand, page: PageSeed): Seo => ({
  page_title: `${page.title} — ${brand.name}`,
  meta_keywords: page.keywords,
  meta_description: page.description,
  h1: page.title,
  noindex: page.noindex ?? false,
});

/** Writes the market's information pages, replacing the seeded ones; safe to run again. */
export async function seedContentPages(tx: Sql, brand: Brand): Promise<void> {
  const pages = contentPagesFor(brand);
  for (const [position, page] of pages.entries()) {
    await tx.query(
      `INSERT INTO content_pages (market_id, slug, title, position, seo, sections, links)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (market_id, slug) DO UPDATE SET title = excluded.title,
         position = excluded.position, seo = excluded.seo, sections = excluded.sections,
         links = excluded.links, updated_at = now()
       WHERE (content_pages.title, content_pages.position, content_pages.seo,
         content_pages.sections, content_pages.links)
         IS DISTINCT FROM (excluded.title, excluded.position, excluded.seo, excluded.sections,
         excluded.links)`,
      [
        brand.id,
        page.slug,
        page.title,
        position,
        JSON.stringify(seoOf(brand, page)),
        JSON.stringify(page.sections),
        JSON.stringify(page.links),
      ],
    );
  }
}
