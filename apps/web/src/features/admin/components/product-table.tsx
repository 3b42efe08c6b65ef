import type { Product } from '@shop/shared/catalog'
import { ImageOff, Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ProductImage } from '../../../components/ui/product-image'
import { paths } from '../../../config/paths'
import { formatMoney } from '../../../lib/format-money'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useDeleteProductMutation, useGetAdminProductsQuery } from '../admin-products-api'
import { headerCellClass, panelClass, tableHeadClass } from './admin-styles'
import { DeleteButton } from './delete-button'

/** shop-spec §6: the question asked before a product is deleted. */
export const DELETE_PRODUCT_CONFIRMATION = 'Are you sure you want to delete this product?'
export const NO_PRODUCTS_MESSAGE = 'No products found.'

const cell = 'md:px-4 md:py-3'

const editButtonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

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

function ProductRow({ product }: { product: Product }) {
  const [deleteProduct, { isLoading: isDeleting }] = useDeleteProductMutation()
  const cover = product.images[0]

  const remove = async () => {
    if (!window.confirm(DELETE_PRODUCT_CONFIRMATION)) return
    try {
      const { message } = await deleteProduct(product._id).unwrap()
      toast.success(message)
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to delete the product.'))
    }
  }

  return (
    // Phones: a card (picture, name and price, SKU and stock, buttons); wider screens: a row.
    <tr className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-1 px-4 py-4 md:table-row md:p-0">
      <td className={`row-span-4 md:w-20 ${cell}`}>
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
      <td className={`font-semibold wrap-anywhere ${cell}`}>
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
      <td className={`mt-2 md:mt-0 ${cell}`}>
        <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
          <Link
            to={paths.adminProductEdit(product._id)}
            aria-label={`Edit ${product.name}`}
            className={editButtonClass}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
          <DeleteButton
            accessibleName={`Delete ${product.name}`}
            isDeleting={isDeleting}
            onDelete={() => void remove()}
          />
        </div>
      </td>
    </tr>
  )
}

/**
 * shop-spec §2 Admin products: every product, newest first, with its picture, name, price (2
 * decimals), SKUs and stock, an Edit link and a Delete button that asks first (shop-spec §6).
 */
export function ProductTable() {
  const {
    data: products,
    isLoading,
    isError,
    error,
  } = useGetAdminProductsQuery(undefined, { refetchOnMountOrArgChange: true })

  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !products) {
    return (
      <p role="alert" className="font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load products')}
      </p>
    )
  }

  return (
    <section aria-labelledby="products-heading" className={`${panelClass} overflow-hidden`}>
      <h2 id="products-heading" className="px-4 pt-5 text-xl font-bold tracking-tight sm:px-6">
        All Products{' '}
        <span className="text-base font-semibold text-stone-500">({products.length})</span>
      </h2>
      {products.length === 0 ? (
        <p className="px-4 py-6 text-sm text-stone-600 sm:px-6">{NO_PRODUCTS_MESSAGE}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
            <tr>
              <th scope="col" className={headerCellClass}>
                <span className="sr-only">Image</span>
              </th>
              <th scope="col" className={headerCellClass}>
                Name
              </th>
              <th scope="col" className={`${headerCellClass} text-right`}>
                Price
              </th>
              <th scope="col" className={headerCellClass}>
                SKU / Stock
              </th>
              <th scope="col" className={`${headerCellClass} text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 border-t border-stone-200 md:border-t-0">
            {products.map((product) => (
              <ProductRow key={product._id} product={product} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
