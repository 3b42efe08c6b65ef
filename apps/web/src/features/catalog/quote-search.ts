/**
 * A search term as the shop quotes it wherever it repeats one (the results heading, the page
 * title, the "Showing results for" correction): straight double quotes, like its messages.
 */
export function quoteSearch(term: string): string {
  return `"${term}"`
}
