/**
 * The back office's list kit: server-paged, searchable, sortable tables whose state lives in the
 * address (docs/product-rules.md § Back office at scale: `page`, `limit`, `search`, `sort`, filters, the
 * total in `X-Total-Count`).
 *
 * How to use it for a new list:
 *
 * 1. Describe the list once, as a module constant (the server's sort fields and filters):
 *    `const LIST = defineList({ sortFields: ['createdAt', 'email'], defaultSort: '-createdAt',
 *    filters: { status: ['active', 'gone'], from: 'day' } })`.
 * 2. The endpoint takes the state and answers a page:
 *    `build.query<ListPage<Row>, ListState<Field, Filter>>({ query: (state) => ({ url,
 *    params: toListParams(state, ADMIN_PAGE_SIZE) }), transformResponse: toListPage })`.
 * 3. In the table: `const { state, setPage, setSearch, setSort, setFilter } = useListState(LIST)`,
 *    then `useXQuery(state)`. Defaults stay out of the URL; each change is a history entry; a new
 *    search, sort or filter goes back to page 1.
 * 4. Above the table: `<ListToolbar>` with `<SearchBox>` (searches once typing pauses ~300 ms),
 *    `<FilterSelect>` / `<DayFilter>`, and `<SortSelect>` for phones, where headers hide.
 *    In the header: `<SortHeader field sort onSort>` (a button, `aria-sort` on the `<th>`), or
 *    `<SortHeaderGroup sorts>` for a column showing two sortable values. On wider screens the
 *    headers are the only sort control: every sort the select offers needs a header, and the
 *    select needs an option for every sort the headers reach (both directions of each).
 *    The rows go inside `<ListBody>`, which shows loading, a failure or an empty page instead.
 *    Below: `<ListPager page pageSize total noun={['order', 'orders']} onPageChange={setPage}>`.
 *    `<ListPanel>` puts these together (heading, toolbar, body, pager): a table passes its
 *    toolbar's controls and its `<table>`, and the query's state.
 * 5. Bulk actions: `const selection = useRowSelection(rowIds, JSON.stringify(state))`,
 *    `<SelectAllCheckbox>` in the header, `<RowCheckbox>` per row, `<BulkBar>` with the actions.
 *    A CSV behind the bearer token downloads as text and saves with `saveTextFile`.
 * 6. A row action (delete, retry, switch): `runConfirmedAction({ question, run, failureFallback })`
 *    asks first, calls, and toasts the server's answer or failure.
 */
export { BulkBar, bulkButtonClass } from './bulk-bar'
export { DayFilter, FilterSelect, ListToolbar, type FilterOption } from './filter-select'
export { ListBody } from './list-body'
export { ListPanel } from './list-panel'
export { runConfirmedAction } from './confirmed-action'
export { pageCountOf, toListPage, type ListPage } from './list-page'
export { ListPager } from './list-pager'
export {
  defineList,
  readListState,
  toListParams,
  writeListState,
  type FilterRule,
  type ListConfig,
  type ListState,
} from './list-state'
export { saveTextFile } from './save-file'
export { SearchBox, SEARCH_DELAY_MS } from './search-box'
export { RowCheckbox, SelectAllCheckbox } from './selection-checkbox'
export { SortHeader, SortHeaderGroup, SortSelect, type SortOption } from './sort-header'
export { useListState, type ListControls } from './use-list-state'
export { useRowSelection, type RowSelection } from './use-row-selection'
