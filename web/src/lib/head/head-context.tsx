import { createContext, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { guardChunkLoad } from '../chunk-reload.ts';
import { mergeHead } from './head-data.ts';
import type { HeadData } from './head-data.ts';
import type { ResponsiveImage } from '../responsive-image.ts';

/** Collects the head data declared while rendering on the server. */
export interface HeadCollector {
  readonly data: HeadData;
  declare(head: HeadData): void;
}

export function createHeadCollector(): HeadCollector {
  let data: HeadData = {};
  return {
    get data() {
      return data;
    },
    declare(head) {
      data = mergeHead(data, head);
    },
  };
}

/**
 * Brings the document's head in line with `head`. The server wrote the first page's head, so the
 * code that changes it is a chunk of its own, fetched with the first page's effects rather than
 * with the entry; changes run in the order they were asked for.
 */
const loadApplyHead = guardChunkLoad(() => import('./apply-head.ts'));
let applyHeadModule: ReturnType<typeof loadApplyHead> | undefined;
function applyHead(head: HeadData) {
  applyHeadModule ??= loadApplyHead();
  void applyHeadModule.then((module) => module.applyHead(document, head));
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({
  collector,
  children,
}: {
  collector: HeadCollector | null;
  children: ReactNode;
}) {
  return <HeadContext value={collector}>{children}</HeadContext>;
}

/**
 * Declares the page's title and meta. On the server the collector picks them up during render;
 * in the browser they are applied once the page has rendered.
 */
export function useHead(head: HeadData): void {
  const collector = useContext(HeadContext);
  // Rendering on the server runs no effects, so the declaration has to happen during render.
  collector?.declare(head);
  const { title, description, keywords, noindex, canonical, themeClass } = head;
  useEffect(() => {
    applyHead({ title, description, keywords, noindex, themeClass });
  }, [title, description, keywords, noindex, themeClass]);
  // A canonical address belongs to one page: leaving the page takes it away.
  useEffect(() => {
    if (canonical === undefined) return;
    applyHead({ canonical });
    return () => applyHead({ canonical: null });
  }, [canonical]);
  // Structured data belongs to one page too; it is compared by content, not by object identity.
  const jsonLdText = head.jsonLd ? JSON.stringify(head.jsonLd) : undefined;
  useEffect(() => {
    if (jsonLdText === undefined) return;
    applyHead({ jsonLd: JSON.parse(jsonLdText) as object });
    return () => applyHead({ jsonLd: null });
  }, [jsonLdText]);
}

/**
 * Names the page's largest picture above the fold so the server's head preloads it at high
 * priority. Only the server render needs it: in the browser the picture is already on its way.
 */
export function usePreloadImage(image: ResponsiveImage | undefined): void {
  const collector = useContext(HeadContext);
  if (image) collector?.declare({ lcpImage: image });
}

/** A page's SEO data as the API gives it. */
export interface SeoData {
  pageTitle: string;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  noindex: boolean;
}

/** The head fields every page takes from its SEO data. */
export function seoHead(seo: SeoData): HeadData {
  return {
    title: seo.pageTitle,
    description: seo.metaDescription,
    keywords: seo.metaKeywords,
    noindex: seo.noindex,
  };
}
