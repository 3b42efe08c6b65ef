import type { Product } from '@shop/shared/catalog'
import { Download, Eye, EyeOff, ImageOff, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ProductImage } from '../../../../components/ui/product-image'
import { paths } from '../../../../config/paths'
import { formatDate } from '../../../../lib/format-date'
import { formatMoney } from '../../../../lib/format-money'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useGetProductFiltersQuery } from '../../../../lib/product-filters-api'
import {
  ADMIN_PRODUCT_LIST,
  useBulkUpdateProductsMutation,
  useDeleteProductMutation,
  useExportProductsMutation,
  useGetAdminProductPageQuery,
  type AdminProduct,
  type ProductBulkAction,
} from '../admin-products-api'
import {
  BulkBar,
  bulkButtonClass,
  FilterSelect,
  ListPanel,
  RowCheckbox,
  type RowSelection,
  runConfirmedAction,
  saveTextFile,
  SearchBox,
  SelectAllCheckbox,
  SortHeader,
  SortHeaderGroup,
  SortSelect,
  useListState,
  useRowSelection,
} from '../../lists'
import { dangerButtonClass, headerCellClass, tableHeadClass } from '../../components/admin-styles'
import { ChoiceDialog } from '../../components/choice-dialog'
import { DeleteButton } from '../../components/delete-button'
import { buttonClass } from '../../../../components/ui/button'

/** docs/product-rules.md § Roles: the question asked before a product is deleted. */
export const DELETE_PRODUCT_CONFIRMATION = 'Are you sure you want to delete this product?'
export const NO_PRODUCTS_MESSAGE = 'No products found.'

const PRODUCT_NOUN = ['product', 'products'] as const

/** "3 products": how the bulk actions count. */
export function countProducts(count: number): string {
  return `${String(count)} ${count === 1 ? PRODUCT_NOUN[0] : PRODUCT_NOUN[1]}`
}

/** What the bulk actions say once the server has answered. */
const BULK_DONE: Record<ProductBulkAction, (count: number) => string> = {
  delete: (count) => `${countProducts(count)} deleted.`,
  activate: (count) => `${countProducts(count)} active in the shop.`,
  deactivate: (count) => `${countProducts(count)} now drafts, hidden from the shop.`,
}

const SORT_OPTIONS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: '-updatedAt', label: 'Recently edited' },
  { value: 'updatedAt', label: 'Least recently edited' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: 'price', label: 'Price, low to high' },
  { value: '-price', label: 'Price, high to low' },
  { value: 'stock', label: 'Stock, lowest first' },
  { value: '-stock', label: 'Stock, highest first' },
] as const

const STOCK_OPTIONS = [
  { value: 'low', label: 'Low stock' },
  { value: 'out', label: 'Out of stock' },
]
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
]

const cell = 'md:px-4 md:py-3'

const editButtonClass = buttonClass({
  variant: 'secondary',
  className: 'justify-center gap-1.5 px-3 py-1.5 hover:bg-stone-50',
})

/** "TEE-BLK-M" or "TEE-BLK-M +3 more": the first SKU names the product's family. */
function skuSummary(product: Product): string {
  const [first, ...rest] = product.variants
  if (!first) return 'No variants'
  return rest.length > 0 ? `${first.sku} +${String(rest.length)} more` : first.sku
}

function StockSummary({ product }: { product: Product }) {
  const units = product.variants.reduce((sum, variant) => sum + variant.countInStock, 0)
  const variants = product.variants.length
  const soldOut = product.variants.filter((variant) => variant.countInStock === 0).length
  if (units === 0) return <span className="font-semibold text-red-700">Out of stock</span>
  return (
    <span>
      {units} in stock
      <span className="text-stone-500">
        {' '}
        · {variants} {variants === 1 ? 'variant' : 'variants'}
        {soldOut > 0 ? `, ${String(soldOut)} sold out` : ''}
      </span>
    </span>
  )
}

/** Draft: saved but hidden from the shop until activated. */
function StatusBadge({ product }: { product: AdminProduct }) {
  return product.status === 'draft' ? (
    <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      Draft
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
      Active
    </span>
  )
}

function ProductRow({ product, selection }: { product: AdminProduct; selection: RowSelection }) {
  const [deleteProduct, { isLoading: isDeleting }] = useDeleteProductMutation()
  const cover = product.images[0]

  const remove = () =>
    runConfirmedAction({
      question: DELETE_PRODUCT_CONFIRMATION,
      run: async () => (await deleteProduct(product._id).unwrap()).message,
      failureFallback: 'Failed to delete the product.',
    })

  return (
    // Phones: a card (checkbox, picture, then name, price, SKU and stock, dates, status, buttons);
    // wider screens: a row.
    <tr className="grid grid-cols-[auto_4rem_minmax(0,1fr)] gap-x-3 gap-y-1 px-4 py-4 md:table-row md:p-0">
      <td className={`row-span-6 md:w-10 ${cell}`}>
        <RowCheckbox selection={selection} id={product._id} label={`Select ${product.name}`} />
      </td>
      <td className={`row-span-6 md:w-20 ${cell}`}>
        <div className="w-16 overflow-hidden rounded-lg bg-stone-100">
          {cover ? (
            <ProductImage url={cover.url} alt={cover.altText || product.name} sizes="64px" />
          ) : (
            <div className="flex aspect-[4/5] items-center justify-center text-stone-400">
              <ImageOff className="size-5" aria-hidden="true" />
              <span className="sr-only">No image</span>
            </div>
          )}
        </div>
      </td>
      <td className={`font-semibold wrap-anywhere md:min-w-40 ${cell}`}>
        {product.name}
        <span className="block text-xs font-normal text-stone-600">{product.category}</span>
      </td>
      <td className={`font-semibold whitespace-nowrap tabular-nums md:text-right ${cell}`}>
        {formatMoney(product.price)}
      </td>
      <td className={`text-stone-700 ${cell}`}>
        <span className="block font-mono text-xs wrap-anywhere">{skuSummary(product)}</span>
        <span className="block text-xs">
          <StockSummary product={product} />
        </span>
      </td>
      <td className={`text-xs text-stone-600 md:whitespace-nowrap ${cell}`}>
        <span className="block">
          Added <time dateTime={product.createdAt}>{formatDate(product.createdAt)}</time>
        </span>
        <span className="block">
          Edited <time dateTime={product.updatedAt}>{formatDate(product.updatedAt)}</time>
        </span>
      </td>
      <td className={cell}>
        <StatusBadge product={product} />
      </td>
      <td className={`mt-2 md:mt-0 ${cell}`}>
        <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
          <Link
            to={paths.adminProductEdit(product._id)}
            aria-label={`Edit ${product.name}`}
            title="Edit"
            className={editButtonClass}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {/* Between phone cards and very wide screens the row is tight: icons only. */}
            <span className="md:max-2xl:sr-only">Edit</span>
          </Link>
          <DeleteButton
            accessibleName={`Delete ${product.name}`}
            title="Delete"
            isDeleting={isDeleting}
            onDelete={() => void remove()}
            labelClassName="md:max-2xl:sr-only"
          />
        </div>
      </td>
    </tr>
  )
}

interface BulkActionsProps {
  selection: RowSelection
}

/**
 * What the selected products can have done at once: activate, deactivate (a draft is hidden
 * from the shop), export as CSV, delete (asked first, naming how many).
 */
function BulkActions({ selection }: BulkActionsProps) {
  const [bulkUpdate, { isLoading: isUpdating }] = useBulkUpdateProductsMutation()
  const [exportProducts, { isLoading: isExporting }] = useExportProductsMutation()
  const [isAskingToDelete, setIsAskingToDelete] = useState(false)
  const ids = selection.selectedIds
  const count = countProducts(ids.length)

  // Asked already when it deletes (the choice dialog); activating and deactivating undo each other.
  const run = async (action: ProductBulkAction) => {
    const isDone = await runConfirmedAction({
      run: async () => BULK_DONE[action]((await bulkUpdate({ ids, action }).unwrap()).updated),
      failureFallback: 'The products could not be changed.',
    })
    if (isDone) selection.clear()
  }

  const exportSelection = async () => {
    try {
      const csv = await exportProducts(ids).unwrap()
      saveTextFile(csv, 'products.csv')
    } catch (error) {
      toast.error(getErrorMessage(error, 'The products could not be exported.'))
    }
  }

  return (
    <BulkBar count={ids.length} noun={PRODUCT_NOUN} onClear={selection.clear}>
      <button
        type="button"
        disabled={isUpdating}
        onClick={() => void run('activate')}
        className={bulkButtonClass}
      >
        <Eye className="size-4" aria-hidden="true" />
        Activate
      </button>
      <button
        type="button"
        disabled={isUpdating}
        onClick={() => void run('deactivate')}
        className={bulkButtonClass}
      >
        <EyeOff className="size-4" aria-hidden="true" />
        Deactivate
      </button>
      <button
        type="button"
        disabled={isExporting}
        onClick={() => void exportSelection()}
        className={bulkButtonClass}
      >
        <Download className="size-4" aria-hidden="true" />
        Export selection
      </button>
      <button
        type="button"
        disabled={isUpdating}
        onClick={() => {
          setIsAskingToDelete(true)
        }}
        className={dangerButtonClass}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </button>
      {isAskingToDelete ? (
        <ChoiceDialog
          title={`Delete ${count}?`}
          choices={[
            {
              label: `Delete ${count}`,
              onChoose: () => {
                setIsAskingToDelete(false)
                void run('delete')
              },
            },
          ]}
          dismissLabel="Keep them"
          onDismiss={() => {
            setIsAskingToDelete(false)
          }}
        >
          {ids.length === 1 ? 'It leaves' : 'They leave'} the shop at once and cannot be brought
          back. Orders already placed keep their lines.
        </ChoiceDialog>
      ) : null}
    </BulkBar>
  )
}

/**
 * docs/product-rules.md § Screens, Admin products, a page at a time (docs/product-rules.md § Back office at scale): search by
 * name, brand or SKU, filters by category, gender, stock and status, sortable columns, all kept
 * in the address. Each product shows its picture, name, price (2 decimals), SKUs, stock and
 * status, an Edit link and a Delete button that asks first (docs/product-rules.md § Roles); selected products can
 * be activated, deactivated, exported or deleted together.
 */
export function ProductTable() {
  const { state, setPage, setSearch, setSort, setFilter } = useListState(ADMIN_PRODUCT_LIST)
  const pageQuery = useGetAdminProductPageQuery(state, { refetchOnMountOrArgChange: true })
  const { data: facets } = useGetProductFiltersQuery(undefined)
  const rows = pageQuery.data?.rows ?? []
  const selection = useRowSelection(
    rows.map((product) => product._id),
    JSON.stringify(state),
  )

  const toOptions = (values: readonly string[] | undefined, current: string | undefined) =>
    // A filter from the address stays choosable even when no product uses it any more.
    [...new Set([...(values ?? []), ...(current ? [current] : [])])].map((value) => ({
      value,
      label: value,
    }))

  return (
    <ListPanel
      heading={{ id: 'products-heading', text: 'All Products' }}
      toolbar={
        <>
          <SearchBox
            label="Search products"
            placeholder="Name, brand or SKU"
            value={state.search}
            onSearch={setSearch}
          />
          <FilterSelect
            label="Category"
            value={state.filters.category ?? ''}
            options={toOptions(facets?.categories, state.filters.category)}
            onChange={(value) => {
              setFilter('category', value)
            }}
          />
          <FilterSelect
            label="Gender"
            value={state.filters.gender ?? ''}
            options={toOptions(facets?.genders, state.filters.gender)}
            onChange={(value) => {
              setFilter('gender', value)
            }}
          />
          <FilterSelect
            label="Stock"
            value={state.filters.stock ?? ''}
            options={STOCK_OPTIONS}
            onChange={(value) => {
              setFilter('stock', value)
            }}
          />
          <FilterSelect
            label="Status"
            value={state.filters.status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(value) => {
              setFilter('status', value)
            }}
          />
          <SortSelect sort={state.sort} options={SORT_OPTIONS} onSort={setSort} />
        </>
      }
      aboveRows={
        <>
          <BulkActions selection={selection} />
          {rows.length > 0 ? (
            // Phones have no table header: the page's select-all sits above the cards.
            <label className="flex items-center gap-2 border-t border-stone-200 px-4 py-3 text-sm font-medium md:hidden">
              <SelectAllCheckbox selection={selection} label="Select all on this page" />
              Select all on this page
            </label>
          ) : null}
        </>
      }
      query={pageQuery}
      errorFallback="Failed to load products"
      emptyMessage={NO_PRODUCTS_MESSAGE}
      currentPage={state.page}
      noun={PRODUCT_NOUN}
      onPageChange={setPage}
    >
      <table className="w-full text-left text-sm" aria-busy={pageQuery.isFetching || undefined}>
        <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
          <tr>
            <th scope="col" className={headerCellClass}>
              <SelectAllCheckbox selection={selection} label="Select all products on this page" />
            </th>
            <th scope="col" className={headerCellClass}>
              <span className="sr-only">Image</span>
            </th>
            <SortHeader label="Name" field="name" sort={state.sort} onSort={setSort} />
            <SortHeader
              label="Price"
              field="price"
              sort={state.sort}
              onSort={setSort}
              className="text-right"
            />
            <SortHeader label="SKU / Stock" field="stock" sort={state.sort} onSort={setSort} />
            <SortHeaderGroup
              sorts={[
                { label: 'Added', field: 'createdAt', descendingFirst: true },
                { label: 'Edited', field: 'updatedAt', descendingFirst: true },
              ]}
              sort={state.sort}
              onSort={setSort}
            />
            <th scope="col" className={headerCellClass}>
              Status
            </th>
            <th scope="col" className={`${headerCellClass} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 border-t border-stone-200 md:border-t-0">
          {rows.map((product) => (
            <ProductRow key={product._id} product={product} selection={selection} />
          ))}
        </tbody>
      </table>
    </ListPanel>
  )
}
