import type { ProductImage as ProductImageData } from '@shop/shared/catalog'
import { hasImageOfColor, imagesWithColorFirst } from '@shop/shared/color-images'
import { useState } from 'react'
import { ProductImage } from '../../../components/ui/product-image'
import { focusRing } from '../../../components/ui/focus-ring'

interface ImageGalleryProps {
  images: readonly ProductImageData[]
  /** The alt text of an image whose altText is empty. */
  productName: string
  /** The main image is the page's largest content: eager and high priority on a product page. */
  isPriority?: boolean
  /** The colour the shopper has chosen: its tagged images come first (docs/api.md § Product images). */
  color?: string | undefined
}

/** How wide the main image shows: half the page (less the thumbnails) on desktop, full on phones. */
const MAIN_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw'
const THUMBNAIL_SIZES = '80px'

/** Which colour's images lead the list, and which image of that list is the main one. */
interface GalleryView {
  leadingColor: string | undefined
  selectedIndex: number
}

function viewOfColor(images: readonly ProductImageData[], color: string | undefined): GalleryView {
  return { leadingColor: hasImageOfColor(images, color) ? color : undefined, selectedIndex: 0 }
}

/**
 * docs/product-rules.md § Screens: the main image and a thumbnail per image; a click on a thumbnail shows it. The
 * first image is shown first. Thumbnails sit left of the main image on desktop and below on phones.
 * Choosing a colour with images of its own puts them first and shows the first of them; a colour
 * without any leaves the gallery as it is, so an untagged product never moves.
 */
export function ImageGallery({
  images,
  productName,
  isPriority = false,
  color,
}: ImageGalleryProps) {
  // From the first paint: the colour chosen when the page opens already leads.
  const [view, setView] = useState(() => viewOfColor(images, color))
  const [seenColor, setSeenColor] = useState(color)
  if (color !== seenColor) {
    // Adjusted while rendering, not in an effect, so the old colour's picture never paints.
    setSeenColor(color)
    if (hasImageOfColor(images, color)) setView(viewOfColor(images, color))
  }
  const ordered = imagesWithColorFirst(images, view.leadingColor)
  const selectedIndex = view.selectedIndex
  const selected = ordered[selectedIndex] ?? ordered[0]

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start lg:gap-4">
      <div className="min-w-0 flex-1 overflow-hidden rounded-xl bg-stone-100">
        {selected ? (
          <ProductImage
            // A new element per image: the old picture never lingers while the next one loads.
            key={selected.url}
            url={selected.url}
            alt={selected.altText || productName}
            sizes={MAIN_IMAGE_SIZES}
            isPriority={isPriority}
          />
        ) : (
          <div className="aspect-[4/5] w-full" role="img" aria-label={productName} />
        )}
      </div>

      {ordered.length > 1 ? (
        <ul
          aria-label="Product images"
          className="flex gap-3 overflow-x-auto p-1 lg:w-20 lg:shrink-0 lg:flex-col lg:overflow-visible lg:p-0"
        >
          {ordered.map((image, index) => {
            const isSelected = index === selectedIndex
            return (
              <li key={`${image.url}-${String(index)}`} className="w-16 shrink-0 lg:w-full">
                <button
                  type="button"
                  aria-label={image.altText || `${productName}, image ${String(index + 1)}`}
                  aria-pressed={isSelected}
                  onClick={() => {
                    setView({ leadingColor: view.leadingColor, selectedIndex: index })
                  }}
                  className={`block w-full overflow-hidden rounded-lg ring-offset-2 ring-offset-paper transition ${focusRing.standard} ${
                    isSelected ? 'ring-2 ring-ink' : 'opacity-70 hover:opacity-100'
                  }`}
                >
                  {/* The button carries the name; the picture itself is the main image's twin. */}
                  <ProductImage url={image.url} alt="" sizes={THUMBNAIL_SIZES} />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
