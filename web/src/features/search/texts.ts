/** Texts the search feature shows in more than one place. */
export const SEARCH_PLACEHOLDER = 'Поиск по каталогу';
