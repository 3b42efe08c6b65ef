import { useLayoutEffect, useRef } from 'react'
import { formatPrice } from '../../../lib/format-money'
import { useScrolledAbove } from '../use-scrolled-above'
import { Button } from '../../../components/ui/button'

interface StickyAddToCartBarProps {
  /** The page's own Add to Cart button: the bar shows only once it has scrolled away. */
  mainButton: HTMLElement | null
  productName: string
  price: number
  color: string | undefined
  size: string | undefined
  /** The main button's label and state, passed through so the two never disagree. */
  buttonLabel: string
  isDisabled: boolean
  /** Why the last add failed or could not start, shown beside the bar's own button. */
  message: string | undefined
  onAdd: () => void
}

/**
 * On a phone (below `md`), a bar fixed to the bottom of the screen with the product, its chosen
 * colour and size, and the same add action as the page's button, once that button is scrolled
 * past. While it shows, the page gets the bar's height as bottom padding, so the footer's last
 * links can still be scrolled clear of it.
 */
export function StickyAddToCartBar({
  mainButton,
  productName,
  price,
  color,
  size,
  buttonLabel,
  isDisabled,
  message,
  onAdd,
}: StickyAddToCartBarProps) {
  const isShown = useScrolledAbove(mainButton)
  const barRef = useRef<HTMLElement>(null)

  useLayoutEffect(() => {
    const bar = barRef.current
    // Hidden by `md:hidden` on wider screens, the bar is 0 px tall and pads nothing.
    if (!isShown || !bar || bar.offsetHeight === 0) return
    const { body } = document
    const before = body.style.paddingBottom
    body.style.paddingBottom = `${String(bar.offsetHeight)}px`
    return () => {
      body.style.paddingBottom = before
    }
  }, [isShown, message])

  if (!isShown) return null
  const choice = [color, size].filter((part) => part !== undefined).join(' · ')

  return (
    <aside
      ref={barRef}
      aria-label="Quick add to cart"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink">{productName}</p>
          <p className="truncate text-xs text-stone-600">
            <span className="font-semibold text-ink">{formatPrice(price)}</span>
            {choice ? ` · ${choice}` : null}
          </p>
        </div>
        <Button
          type="button"
          disabled={isDisabled}
          onClick={onAdd}
          variant="primary"
          className="h-11 shrink-0 px-5 text-xs tracking-widest uppercase transition disabled:cursor-not-allowed disabled:bg-stone-400 disabled:hover:bg-stone-400"
        >
          {buttonLabel}
        </Button>
      </div>
      {message ? <p className="mt-2 text-xs font-medium text-red-700">{message}</p> : null}
    </aside>
  )
}
