import type { ProductCard as ProductCardData } from '@shop/shared/product-card'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { ProductCard } from '../../../components/product-card'
import { useStripScroll } from '../use-strip-scroll'
import { SectionHeading } from './section-heading'
import { buttonClass } from '../../../components/ui/button'

interface NewArrivalsStripProps {
  products: readonly ProductCardData[] | undefined
  isLoading: boolean
  /** The message of a failed load, shown as 'Error: {message}' like the product grid. */
  errorMessage?: string
}

/** Item widths: a peek of the next item on phones, then 2, 3 and 4 whole items (gap 1.5rem). */
const ITEM_WIDTH =
  'w-[62%] sm:w-[calc((100%-1.5rem)/2.2)] md:w-[calc((100%-3rem)/3)] lg:w-[calc((100%-4.5rem)/4)]'
const ITEM_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, (min-width: 640px) 44vw, 62vw'
const SKELETON_COUNT = 4

const arrowButton = buttonClass({
  variant: 'icon',
  className:
    'size-11 border border-stone-300 bg-white text-ink transition-colors hover:border-ink hover:bg-ink hover:text-white disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-white disabled:text-stone-300',
})

/**
 * docs/product-rules.md § Screens, Home: the new arrivals in a row that scrolls sideways. The arrows move 300 px and
 * stop at the ends; the mouse can drag the row. Each item shows its first image with its altText,
 * the name and the price, and links to the product.
 */
export function NewArrivalsStrip({ products, isLoading, errorMessage }: NewArrivalsStripProps) {
  const items = products ?? []
  const {
    stripRef,
    canScrollBack,
    canScrollForward,
    isDragging,
    scrollBack,
    scrollForward,
    dragHandlers,
  } = useStripScroll<HTMLUListElement>(items.length)

  return (
    <section
      aria-labelledby="new-arrivals-heading"
      className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="new-arrivals-heading"
        title="Explore New Arrivals"
        description="Fresh tees, denim and layers, just in. Get them before everyone else does."
        aside={
          <div className="flex gap-2">
            <button
              type="button"
              className={arrowButton}
              aria-label="Scroll left"
              aria-controls="new-arrivals-list"
              disabled={!canScrollBack}
              onClick={scrollBack}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={arrowButton}
              aria-label="Scroll right"
              aria-controls="new-arrivals-list"
              disabled={!canScrollForward}
              onClick={scrollForward}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        }
      />

      {isLoading ? (
        <div role="status" className="flex gap-6 overflow-hidden">
          <span className="sr-only">Loading...</span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <div key={index} className={`${ITEM_WIDTH} shrink-0`} aria-hidden="true">
              <div className="aspect-[4/5] animate-pulse rounded-lg bg-stone-200" />
              <div className="mt-3 h-4 w-3/4 animate-pulse rounded bg-stone-200" />
              <div className="mt-2 h-4 w-1/4 animate-pulse rounded bg-stone-200" />
            </div>
          ))}
        </div>
      ) : errorMessage !== undefined ? (
        <p role="alert" className="py-12 text-center text-red-700">
          Error: {errorMessage}
        </p>
      ) : items.length === 0 ? (
        <p className="py-12 text-center text-stone-600">No products found.</p>
      ) : null}

      <ul
        id="new-arrivals-list"
        ref={stripRef}
        aria-label="New arrivals"
        hidden={items.length === 0}
        className={`relative -mx-4 flex gap-6 overflow-x-auto scroll-px-4 px-4 pb-2 select-none [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 [&::-webkit-scrollbar]:hidden ${
          isDragging ? 'cursor-grabbing' : 'cursor-grab'
        }`}
        {...dragHandlers}
      >
        {items.map((product) => (
          <li key={product._id} className={`${ITEM_WIDTH} shrink-0`}>
            <ProductCard
              product={product}
              imageSizes={ITEM_SIZES}
              layout="strip"
              isDragging={isDragging}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
