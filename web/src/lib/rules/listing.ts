/** The limits of a listing's address (slug, search text, page, filters), defined once with the API. */
export * from '@store/api/rules/listing';
