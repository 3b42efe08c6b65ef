import { ChevronRight } from 'lucide-react'
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { useGetProductQuery } from '../../features/catalog/catalog-api'
import { ProductJsonLd } from '../../features/catalog/components/product-json-ld'
import { SimilarProducts } from '../../features/catalog/components/similar-products'
import { getDescriptionSummary } from '../../features/catalog/parse-description'
import { getErrorMessage } from '../../lib/get-error-message'
import { PurchasableProduct } from '../sections/purchasable-product'
import { RouteError } from './route-error'
import { buttonClass } from '../../components/ui/button'

const PAGE = 'mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12'

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404
}

/** docs/product-rules.md § Screens, Product detail at /product/{id}, with similar products below. */
export function ProductRoute() {
  const { id = '' } = useParams()
  // currentData, not data: moving to a similar product never shows the previous one meanwhile.
  const { currentData: product, isFetching, error } = useGetProductQuery(id)

  if (error !== undefined && !isFetching) {
    return isNotFound(error) ? <ProductNotFound /> : <ProductLoadError error={error} />
  }
  if (!product) {
    return (
      <div className={PAGE}>
        <PageMeta title="Product" />
        <p role="status" className="py-24 text-center text-stone-600">
          Loading...
        </p>
      </div>
    )
  }

  return (
    <div className={PAGE}>
      <PageMeta
        title={product.name}
        description={getDescriptionSummary(product.description)}
        image={product.images[0]?.url}
        price={product.price}
      />
      <ProductJsonLd product={product} />
      <nav aria-label="Breadcrumb" className="mb-6 lg:mb-8">
        <ol className="flex flex-wrap items-center gap-1.5 text-sm text-stone-600">
          <li>
            <Link to={paths.home} className="rounded-sm hover:text-ink hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            <Link to={paths.shop} className="rounded-sm hover:text-ink hover:underline">
              Shop
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="truncate text-ink">
            {product.name}
          </li>
        </ol>
      </nav>
      <PurchasableProduct product={product} headingLevel={1} isImagePriority />
      <SimilarProducts productId={product._id} />
    </div>
  )
}

/**
 * The product page's error boundary: the server render answers an unknown product with a 404 and
 * the same page a shopper sees when they follow a dead link in the browser.
 */
export function ProductRouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />
  return <RouteError />
}

function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <PageMeta title="Product not found" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Product not found</h1>
      <p className="mt-3 text-stone-600">
        This product is no longer in the shop, or the link is mistyped.
      </p>
      <Link
        to={paths.shop}
        className={buttonClass({ variant: 'primary', className: 'mt-8 px-5 py-2.5 text-sm' })}
      >
        Browse the shop
      </Link>
    </div>
  )
}

function ProductLoadError({ error }: { error: unknown }) {
  return (
    <div className={PAGE}>
      <PageMeta title="Product" />
      <p role="alert" className="py-24 text-center text-red-700">
        Error: {getErrorMessage(error, 'Failed to load the product')}
      </p>
    </div>
  )
}
