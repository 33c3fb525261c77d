/** Texts the listing screen shows in more than one place. */
export const FILTERS_TITLE = 'Фильтры';
