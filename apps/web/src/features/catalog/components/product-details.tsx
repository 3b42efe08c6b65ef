import type { Product } from '@shop/shared/catalog'
import { describeFreeShippingOffer } from '@shop/shared/shipping-promises'
import { ArrowRight, RotateCcw, ShieldCheck, Truck } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { SaleBadge } from '../../../components/sale-badge'
import { paths } from '../../../config/paths'
import { formatPrice } from '../../../lib/format-money'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useShippingSummary } from '../../../lib/shipping-summary-api'
import { useShopSettings } from '../../../lib/shop-settings-api'
import type { HeldQuantity } from '../stock-caps'
import { useVariantSelection, type CartSelection } from '../use-variant-selection'
import { ColorSwatches } from './color-swatches'
import { ImageGallery } from './image-gallery'
import { ProductDescription } from './product-description'
import { QuantityStepper } from './quantity-stepper'
import { SizeButtons } from './size-buttons'
import { StickyAddToCartBar } from './sticky-add-to-cart-bar'
import { focusRing } from '../../../components/ui/focus-ring'
import { Button } from '../../../components/ui/button'

interface ProductDetailsProps {
  product: Product
  /** How many of a (size, colour) of this product the cart holds: the stock cap subtracts it. */
  heldQuantity: HeldQuantity
  /** Puts the selection in the cart; the button reads 'Adding...' until it settles. */
  onAddToCart: (selection: CartSelection) => Promise<void>
  /** 1 on the product page; 3 inside a section of another page (the home's best seller). */
  headingLevel?: 1 | 3
  /** The main image loads first when it is the page's main content. */
  isImagePriority?: boolean
  /**
   * Inside another page (the home's best seller): a link to the product's own page replaces the
   * shop promises and details, which that page already shows elsewhere.
   */
  isEmbedded?: boolean
}

/** docs/product-rules.md § Errors: a cart failure shows the server's message or this default. */
const ADD_FAILED_MESSAGE = 'Failed to add to cart'

/** Whole percent off the original price, rounded down so a sale never claims more than it gives. */
function getDiscountPercent(price: number, originalPrice: number): number {
  // In whole cents: 1 - 36 / 45 in floating point is 0.1999…, which would floor to 19.
  const originalCents = Math.round(originalPrice * 100)
  return Math.floor(((originalCents - Math.round(price * 100)) * 100) / originalCents)
}

/**
 * docs/product-rules.md § Screens, Product detail and § Validation, Product page: gallery, name, prices, description, colour,
 * size and quantity held to the stock cap, and the add-to-cart button. Render it with a `key` of
 * the product id so another product starts from its own preselection.
 */
export function ProductDetails({
  product,
  heldQuantity,
  onAddToCart,
  headingLevel = 1,
  isImagePriority = false,
  isEmbedded = false,
}: ProductDetailsProps) {
  const selection = useVariantSelection(product.variants, heldQuantity)
  const [isAdding, setIsAdding] = useState(false)
  const Heading = headingLevel === 1 ? 'h1' : 'h3'
  const isOnSale = product.originalPrice !== undefined && product.originalPrice > product.price
  // State, not a ref: the sticky bar starts watching the button once it is in the page.
  const [addButton, setAddButton] = useState<HTMLButtonElement | null>(null)
  // One rule for the page's button and the phone's sticky bar.
  const isAddDisabled = selection.isSoldOut || isAdding
  const addLabel = isAdding ? 'Adding...' : selection.isSoldOut ? 'Sold Out' : 'Add to Cart'

  const addToCart = async () => {
    const chosen = selection.checkSelection()
    if (!chosen) return
    setIsAdding(true)
    try {
      await onAddToCart(chosen)
    } catch (error) {
      selection.showMessage(getErrorMessage(error, ADD_FAILED_MESSAGE))
    } finally {
      setIsAdding(false)
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12 xl:gap-16">
      <ImageGallery
        images={product.images}
        productName={product.name}
        isPriority={isImagePriority}
        color={selection.color}
      />

      {/* On a laptop the description follows the button, so Add to Cart shows without scrolling. */}
      <div className="lg:sticky lg:top-24 lg:flex lg:flex-col lg:self-start">
        {product.brand ? (
          <p className="text-xs font-semibold tracking-[0.2em] text-stone-500 uppercase">
            {product.brand}
          </p>
        ) : null}
        <Heading
          className={`mt-2 font-semibold tracking-tight text-ink ${
            headingLevel === 1 ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl'
          }`}
        >
          {product.name}
        </Heading>
        <p className="mt-3 flex items-baseline gap-3 text-xl">
          <span className={`font-semibold ${isOnSale ? 'text-brand-700' : 'text-ink'}`}>
            {isOnSale ? <span className="sr-only">Now </span> : null}
            {formatPrice(product.price)}
          </span>
          {isOnSale ? (
            <del className="text-base text-stone-500">
              <span className="sr-only">Was </span>
              {formatPrice(product.originalPrice ?? product.price)}
            </del>
          ) : null}
          <SaleBadge
            price={product.price}
            originalPrice={product.originalPrice}
            className="self-center"
          />
          {isOnSale ? (
            <span className="self-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
              Save {getDiscountPercent(product.price, product.originalPrice ?? product.price)}%
            </span>
          ) : null}
        </p>

        <div className={isEmbedded ? 'mt-6' : 'mt-6 lg:order-1 lg:mt-8'}>
          <ProductDescription description={product.description} />
        </div>

        <div className="mt-8 space-y-6 border-t border-stone-200 pt-8">
          <ColorSwatches
            colors={selection.colors}
            selected={selection.color}
            onChoose={selection.chooseColor}
          />
          <SizeButtons
            sizes={selection.sizes}
            selected={selection.size}
            onChoose={selection.chooseSize}
          />
          <QuantityStepper
            quantity={selection.quantity}
            canDecrease={selection.canDecrease}
            canIncrease={selection.canIncrease}
            onDecrease={selection.decreaseQuantity}
            onIncrease={selection.increaseQuantity}
          />
        </div>

        <Button
          ref={setAddButton}
          type="button"
          disabled={isAddDisabled}
          onClick={() => void addToCart()}
          variant="primary"
          className="mt-8 h-13 w-full px-6 text-sm tracking-widest uppercase transition disabled:cursor-not-allowed disabled:bg-stone-400 disabled:hover:bg-stone-400"
        >
          {addLabel}
        </Button>
        {selection.message ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {selection.message}
          </p>
        ) : null}

        {isEmbedded ? (
          <Link
            to={paths.product(product._id)}
            className={`group mt-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold underline decoration-brand-500 decoration-2 underline-offset-4 ${focusRing.wide}`}
          >
            View full details <span className="sr-only">of {product.name}</span>
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </Link>
        ) : (
          <div className="lg:order-2">
            <ProductPromises product={product} />
            <StickyAddToCartBar
              mainButton={addButton}
              productName={product.name}
              price={product.price}
              color={selection.color}
              size={selection.size}
              buttonLabel={addLabel}
              isDisabled={isAddDisabled}
              message={selection.message}
              onAdd={() => void addToCart()}
            />
          </div>
        )}
      </div>
    </div>
  )
}

/**
 * What the shop promises with every order, and the product's brand and material. Free shipping
 * is promised only when the shipping table keeps it in every zone (docs/product-rules.md
 * § Shipping rates).
 */
function ProductPromises({ product }: { product: Product }) {
  const summary = useShippingSummary()
  const freeShipping = summary ? describeFreeShippingOffer(summary) : undefined
  const { returnWindowDays } = useShopSettings()
  return (
    <>
      <ul className="mt-8 space-y-3 text-sm text-stone-600">
        {freeShipping ? (
          <li className="flex items-center gap-3">
            <Truck className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
            {freeShipping}
          </li>
        ) : null}
        <li className="flex items-center gap-3">
          <RotateCcw className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
          {returnWindowDays} days return with money back guarantee
        </li>
        <li className="flex items-center gap-3">
          <ShieldCheck className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
          Secure checkout
        </li>
      </ul>

      {product.material || product.brand ? (
        <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 border-t border-stone-200 pt-6 text-sm">
          {product.brand ? (
            <>
              <dt className="text-stone-500">Brand</dt>
              <dd className="text-ink">{product.brand}</dd>
            </>
          ) : null}
          {product.material ? (
            <>
              <dt className="text-stone-500">Material</dt>
              <dd className="text-ink">{product.material}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </>
  )
}
