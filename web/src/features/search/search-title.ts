/** The heading and title of the search results page. */
export function searchTitle(text: string): string {
  return text ? `Результаты поиска «${text}»` : 'Поиск по каталогу';
}
