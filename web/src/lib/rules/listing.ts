/** The limits of a listing's address (slug, search text, page), defined once with the API. */
export {
  isPossibleSlug,
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
  MAX_PAGE_NUMBER,
  MAX_PROPERTY_FILTERS,
  MAX_PROPERTY_ID_LENGTH,
  MAX_SEARCH_TEXT_LENGTH,
  MAX_SLUG_LENGTH,
} from '@store/api/rules';
