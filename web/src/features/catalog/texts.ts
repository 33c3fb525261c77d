/** Texts the listing screen shows in more than one place. */
export const FILTERS_TITLE = 'Фильтры';

/** The virtual categories (current promotions) in the filters panel and on their chips. */
export const VIRTUAL_CATEGORIES_TITLE = 'Подборки';
export const VIRTUAL_CATEGORY_LABEL = 'Подборка';
