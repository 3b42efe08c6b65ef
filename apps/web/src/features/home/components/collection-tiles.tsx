import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ProductImage } from '../../../components/ui/product-image'
import { SectionHeading } from './section-heading'
import { focusRing } from '../../../components/ui/focus-ring'

interface ShopByCollectionProps {
  /** One `CollectionTile` per collection. */
  children: ReactNode
}

/** docs/product-rules.md § Overview, Home, collection sections: the catalogue's collections, one tile each. */
export function ShopByCollection({ children }: ShopByCollectionProps) {
  return (
    <section
      aria-labelledby="collections-heading"
      className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="collections-heading"
        title="Shop by Collection"
        description="Edits for every mood, from the skate park to the office and the beach."
      />
      {/* One row that fits on wide screens and scrolls sideways on narrow ones. */}
      <ul className="relative -mx-4 grid auto-cols-[minmax(9.5rem,1fr)] grid-flow-col gap-4 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:gap-6 sm:px-6 lg:-mx-8 lg:px-8">
        {children}
      </ul>
    </section>
  )
}

interface CollectionTileProps {
  name: string
  href: string
  /** A product of the collection; a plain tile until it loads. */
  imageUrl: string | undefined
  /** How many products the collection holds, once known. */
  productCount: number | undefined
}

const TILE_SIZES = '(min-width: 1024px) 20vw, 45vw'

export function CollectionTile({ name, href, imageUrl, productCount }: CollectionTileProps) {
  return (
    <li>
      <Link to={href} className={`group block rounded-xl ${focusRing.wide}`}>
        <div className="overflow-hidden rounded-xl bg-stone-200">
          {imageUrl ? (
            <ProductImage
              url={imageUrl}
              // The name under the picture says where the link goes.
              alt=""
              sizes={TILE_SIZES}
              className="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
            />
          ) : (
            <div className="aspect-[4/5]" />
          )}
        </div>
        <div className="mt-3 flex items-start justify-between gap-2">
          <div>
            <h3 className="leading-snug font-semibold group-hover:underline">{name}</h3>
            {productCount === undefined ? null : (
              <p className="mt-0.5 text-sm text-stone-600">
                {productCount} {productCount === 1 ? 'style' : 'styles'}
              </p>
            )}
          </div>
          <ArrowRight
            className="mt-1 size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
            aria-hidden="true"
          />
        </div>
      </Link>
    </li>
  )
}
