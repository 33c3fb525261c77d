import type { ReactNode } from 'react';
import type { FragmentType } from '../../__generated__/fragment-masking.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { breadcrumbJsonLd, trail, type Crumb } from '../../features/catalog/breadcrumbs.ts';
import { useHead } from '../../lib/head/head-context.tsx';
import { seoHead, type SeoData } from '../../lib/head/head-context.tsx';
import { StoreShell, type StoreShellQueryFragment } from '../shell/StoreShell.tsx';

/**
 * A section of the store one step from home (brands, promotions): the store frame, the trail, the
 * heading, and the head from the section's SEO data with its breadcrumbs.
 */
export function SectionPage({
  query,
  seo,
  canonical,
  crumb,
  heading,
  styles,
  children,
}: {
  query: FragmentType<typeof StoreShellQueryFragment>;
  seo: SeoData;
  canonical: string;
  /** The section's own step of the trail. */
  crumb: Crumb;
  heading: string;
  styles: { page?: string; title?: string };
  children: ReactNode;
}) {
  useHead({ ...seoHead(seo), canonical, jsonLd: breadcrumbJsonLd(canonical, trail(crumb)) });
  return (
    <StoreShell query={query}>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs trail={[]} current={crumb.title} />
        <h1 className={styles.title}>{heading}</h1>
        {children}
      </div>
    </StoreShell>
  );
}
