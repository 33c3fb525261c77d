import { PARAM } from './listing-params.ts';
import { VIRTUAL_CATEGORIES_TITLE, VIRTUAL_CATEGORY_LABEL } from './texts.ts';

/**
 * The filters chosen by slug, in panel order: the facet and the listing state share the key, the
 * address carries the slugs under `param`; `title` heads the checklist, `label` names a chip.
 */
export const SLUG_FACETS = [
  { key: 'brands', param: PARAM.brand, chip: 'brand', title: 'Бренды', label: 'Бренд' },
  {
    key: 'categories',
    param: PARAM.category,
    chip: 'category',
    title: 'Категории',
    label: 'Категория',
  },
  {
    key: 'virtualCategories',
    param: PARAM.virtualCategory,
    chip: 'promo',
    title: VIRTUAL_CATEGORIES_TITLE,
    label: VIRTUAL_CATEGORY_LABEL,
  },
] as const;

export type SlugFacetKey = (typeof SLUG_FACETS)[number]['key'];
