import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from '@shop/shared/limits'
import { Minus, Plus, Trash2 } from 'lucide-react'
import { useRef, useState, type MouseEvent } from 'react'
import { Link } from 'react-router'
import { useAppSelector } from '../../../app/hooks'
import { ProductImage } from '../../../components/ui/product-image'
import { paths } from '../../../config/paths'
import { formatMoney } from '../../../lib/format-money'
import { selectGuestId } from '../../auth/auth-slice'
import {
  CART_FAILURE_MESSAGES,
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
} from '../cart-api'
import type { CartLine as CartLineContents } from '../cart-slice'
import { useCartFailureToast } from '../use-cart-failure-toast'
import { focusRing } from '../../../components/ui/focus-ring'
import { Button, buttonClass } from '../../../components/ui/button'

interface CartLineProps {
  line: CartLineContents
  /** A click on the product's name leaves for its page: the drawer closes. */
  onOpenProduct: () => void
}

const stepButton = buttonClass({
  variant: 'icon',
  ring: 'near',
  className:
    'size-9 text-ink transition hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent',
})

/** The most a line may hold: what the server allowed, never above a line's maximum. */
function capOf(stockCap: number): number {
  return Math.min(stockCap, MAX_CART_QUANTITY)
}

function isStockRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 409
}

/**
 * One line of the cart drawer (docs/product-rules.md § Screens): image, name, size, colour, price with 2 decimals,
 * a quantity stepper that never goes below 1 (docs/product-rules.md § Validation) and a delete button. Every change
 * goes to the server, whose answer replaces the cart (cart-api.ts); this line shows that answer.
 */
export function CartLine({ line, onOpenProduct }: CartLineProps) {
  const guestId = useAppSelector(selectGuestId)
  const [updateCartItem, update] = useUpdateCartItemMutation()
  const [removeCartItem, removal] = useRemoveCartItemMutation()
  const showFailure = useCartFailureToast()
  /**
   * The most the server allowed: a cart line does not carry its stock, so a 409 on the plus
   * teaches it, and the plus stays disabled there (docs/product-rules.md § Cart).
   */
  const [stockCap, setStockCap] = useState(MAX_CART_QUANTITY)
  const removeRef = useRef<HTMLButtonElement>(null)
  const decreaseRef = useRef<HTMLButtonElement>(null)
  const increaseRef = useRef<HTMLButtonElement>(null)

  const { productId, size, color, quantity } = line
  const key = { productId, size, color, guestId }
  const label = `${line.name} (${size}, ${color})`
  const isBusy = update.isLoading || removal.isLoading
  const canDecrease = quantity > MIN_CART_QUANTITY
  const canIncrease = quantity < capOf(stockCap)

  const changeQuantity = async (step: 1 | -1, event: MouseEvent<HTMLButtonElement>) => {
    // A click while the last change is on its way would race it; the answer sets the quantity.
    if (isBusy) return
    const wasFocused = document.activeElement === event.currentTarget
    const next = quantity + step
    let isAtLimit: boolean
    try {
      await updateCartItem({ ...key, quantity: next }).unwrap()
      isAtLimit = step === -1 ? next <= MIN_CART_QUANTITY : next >= capOf(stockCap)
    } catch (error) {
      const isRefusedMore = step === 1 && isStockRefusal(error)
      if (isRefusedMore) setStockCap(quantity)
      showFailure(error, CART_FAILURE_MESSAGES.update)
      isAtLimit = isRefusedMore
    }
    // The button just disabled at its limit would drop the keyboard focus: the other one takes it.
    if (wasFocused && isAtLimit) {
      const other = step === -1 ? increaseRef.current : decreaseRef.current
      if (other && !other.disabled) other.focus()
      else removeRef.current?.focus()
    }
  }

  const remove = async () => {
    if (isBusy) return
    try {
      await removeCartItem(key).unwrap()
    } catch (error) {
      showFailure(error, CART_FAILURE_MESSAGES.remove)
    }
  }

  return (
    <div
      aria-busy={isBusy}
      className={`flex gap-4 py-5 transition-opacity ${removal.isLoading ? 'opacity-50' : ''}`}
    >
      <div className="w-20 shrink-0 overflow-hidden rounded-md sm:w-24">
        <ProductImage url={line.image} alt={line.name} sizes="96px" />
      </div>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <Link
              to={paths.product(productId)}
              onClick={onOpenProduct}
              className={`line-clamp-2 rounded-sm text-sm font-medium text-ink hover:underline ${focusRing.standard}`}
            >
              {line.name}
            </Link>
            <p className="mt-1 text-xs text-stone-600">
              <span>Size: {size}</span>
              <span aria-hidden="true" className="mx-1.5 text-stone-300">
                |
              </span>
              <span>Color: {color}</span>
            </p>
          </div>
          <Button
            ref={removeRef}
            type="button"
            onClick={() => void remove()}
            aria-label={`Remove ${label}`}
            variant="icon"
            ring="flush"
            className="-mt-1.5 -mr-2 size-9 shrink-0 text-stone-500 transition hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4.5" aria-hidden="true" />
          </Button>
        </div>

        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <div
            role="group"
            aria-label={`Quantity of ${label}`}
            className="inline-flex items-center rounded-full border border-stone-300 bg-white p-0.5"
          >
            <button
              ref={decreaseRef}
              type="button"
              aria-label={`Decrease quantity of ${label}`}
              disabled={!canDecrease}
              onClick={(event) => void changeQuantity(-1, event)}
              className={stepButton}
            >
              <Minus className="size-3.5" aria-hidden="true" />
            </button>
            <output
              aria-live="polite"
              aria-label={`Quantity of ${label}`}
              className={`w-7 text-center text-sm font-medium tabular-nums ${update.isLoading ? 'text-stone-500' : ''}`}
            >
              {quantity}
            </output>
            <button
              ref={increaseRef}
              type="button"
              aria-label={`Increase quantity of ${label}`}
              disabled={!canIncrease}
              onClick={(event) => void changeQuantity(1, event)}
              className={stepButton}
            >
              <Plus className="size-3.5" aria-hidden="true" />
            </button>
          </div>

          {/* The server's line amount; a cart stored before it said reads "2 × $60.00". */}
          <p className="text-right text-sm font-semibold text-ink tabular-nums">
            {line.lineTotal !== undefined
              ? formatMoney(line.lineTotal)
              : `${String(quantity)} × ${formatMoney(line.price)}`}
          </p>
        </div>
      </div>
    </div>
  )
}
