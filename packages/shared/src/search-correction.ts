/**
 * The header of a product list that retried its search with typo tolerance: the search the
 * products actually match, URL-encoded (docs/api.md § Catalogue). No schema library here, so
 * the shop's first pages can read it without loading one.
 */
export const CORRECTED_SEARCH_HEADER = 'x-search-corrected'
