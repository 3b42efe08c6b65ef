import type { ProductImage as ProductImageData } from '@shop/shared/catalog'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { ProductImage } from '../../../components/ui/product-image'
import { focusRing } from '../../../components/ui/focus-ring'

export interface GenderCollection {
  /** Unique on the page; names the card's heading. */
  id: string
  eyebrow: string
  title: string
  blurb: string
  /** The visible link text, e.g. "Shop Women". */
  linkLabel: string
  href: string
  /** A product of that gender; a plain panel until it loads. */
  image: ProductImageData | undefined
  /** Tailwind background of the text panel. */
  panelClassName: string
}

interface GenderCollectionsProps {
  collections: readonly GenderCollection[]
}

/** The picture is half a card: half the container on wide screens, half the screen on phones. */
const PICTURE_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw'

/** docs/product-rules.md § Overview, Home, collection sections: one card per gender, linking to its products. */
export function GenderCollections({ collections }: GenderCollectionsProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 sm:px-6 md:grid-cols-2 md:gap-6 lg:px-8">
      {collections.map((collection) => (
        <section
          key={collection.id}
          aria-labelledby={`${collection.id}-heading`}
          className={`group relative grid grid-cols-2 overflow-hidden rounded-2xl ${collection.panelClassName}`}
        >
          <div className="flex min-w-0 flex-col justify-center p-5 sm:p-8 md:p-5 lg:p-8 xl:p-10">
            <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">
              {collection.eyebrow}
            </p>
            <h2
              id={`${collection.id}-heading`}
              className="mt-2 text-xl leading-tight font-bold tracking-tight text-balance sm:text-3xl md:text-xl lg:text-2xl xl:text-3xl"
            >
              {collection.title}
            </h2>
            <p className="mt-3 hidden text-sm text-stone-600 sm:block md:hidden lg:block">
              {collection.blurb}
            </p>
            {/* The link covers the whole card, so the picture is a target too. */}
            <Link
              to={collection.href}
              className={`mt-4 inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-ink underline decoration-brand-500 decoration-2 underline-offset-4 after:absolute after:inset-0 after:rounded-2xl ${focusRing.stretched} sm:mt-6`}
            >
              {collection.linkLabel}
              <ArrowRight
                className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                aria-hidden="true"
              />
            </Link>
          </div>
          <div className="overflow-hidden bg-stone-200">
            {collection.image ? (
              <ProductImage
                url={collection.image.url}
                // The heading and link say what the card is; the picture is decoration.
                alt=""
                sizes={PICTURE_SIZES}
                className="h-full transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none"
              />
            ) : (
              <div className="aspect-[4/5]" />
            )}
          </div>
        </section>
      ))}
    </div>
  )
}
