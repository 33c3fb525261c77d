import { createContext, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { applyHead } from './apply-head.ts';
import { mergeHead } from './head-data.ts';
import type { HeadData } from './head-data.ts';

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
  const { title, description, keywords, noindex, themeClass } = head;
  useEffect(() => {
    applyHead(document, { title, description, keywords, noindex, themeClass });
  }, [title, description, keywords, noindex, themeClass]);
}
