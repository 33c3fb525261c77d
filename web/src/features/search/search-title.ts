import { SEARCH_PLACEHOLDER } from './texts.ts';

/** The heading and title of the search results page. */
export function searchTitle(text: string): string {
  return text ? `Результаты поиска «${text}»` : SEARCH_PLACEHOLDER;
}
