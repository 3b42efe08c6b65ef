import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { HERO_SLIDES, HERO_TALL, HERO_WIDE, heroImageUrl } from '../hero-slides'
import { buttonClass } from '../../../components/ui/button'

/** The summer flat-lay: its wide crop leaves the left free for the text; phones show it above. */
const FEATURED_SLIDE = HERO_SLIDES[2] ?? HERO_SLIDES[0]
const WIDE_SIZES = '(min-width: 1280px) 1216px, 100vw'
const TALL_SIZES = '100vw'

function srcSetOf(stem: string, crop: 'wide' | 'tall', widths: readonly number[]): string {
  return widths.map((width) => `${heroImageUrl(stem, crop, width)} ${String(width)}w`).join(', ')
}

/** An editorial break between product rows, leading to the shop. */
export function FeaturedBanner() {
  if (!FEATURED_SLIDE) return null
  const { stem } = FEATURED_SLIDE
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-[#e9dccb]">
        <picture>
          <source
            media="(min-width: 768px)"
            srcSet={srcSetOf(stem, 'wide', HERO_WIDE.widths)}
            sizes={WIDE_SIZES}
            width={HERO_WIDE.width}
            height={HERO_WIDE.height}
          />
          <img
            src={heroImageUrl(stem, 'tall', HERO_TALL.width)}
            srcSet={srcSetOf(stem, 'tall', HERO_TALL.widths)}
            sizes={TALL_SIZES}
            width={HERO_TALL.width}
            height={HERO_TALL.height}
            // The text beside it says what the banner offers; the picture is decoration.
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full object-cover object-top md:absolute md:inset-0 md:-z-10 md:aspect-auto md:size-full md:object-center"
          />
        </picture>
        <div className="px-6 pt-2 pb-8 sm:px-10 sm:pb-10 md:flex md:aspect-[2/1] md:max-w-[50%] md:flex-col md:justify-center md:py-10 lg:p-16">
          <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">
            Comfort and style
          </p>
          <h2
            id="featured-heading"
            className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            Apparel made for your everyday life
          </h2>
          <p className="mt-4 max-w-md text-stone-700 text-pretty">
            Breezy shirts, soft tees and easy shorts that keep up with you, wherever the day goes.
          </p>
          <Link
            to={paths.shop}
            className={buttonClass({
              variant: 'primary',
              ring: 'inkWide',
              className:
                'group mt-6 inline-flex w-fit items-center gap-2 px-7 py-3.5 text-sm tracking-wider uppercase transition-colors',
            })}
          >
            Explore the shop
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </Link>
        </div>
      </div>
    </section>
  )
}
