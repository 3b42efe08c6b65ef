import type { HomeBanner } from '@shop/shared/home-content'
import { ArrowRight } from 'lucide-react'
import { OwnerLink } from '../../../components/owner-link'
import { heroPictureSource } from '../hero-picture'
import { buttonClass } from '../../../components/ui/button'

const WIDE_SIZES = '(min-width: 1280px) 1216px, 100vw'
const TALL_SIZES = '100vw'

interface FeaturedBannerProps {
  /** The owner's banner (`GET /api/content/home`). */
  banner: HomeBanner
}

/**
 * An editorial break between product rows, leading where the owner chose. Its wide picture
 * leaves the left free for the text (the demo's summer flat-lay does); phones show the tall crop
 * above the text, or the wide one when the banner has none.
 */
export function FeaturedBanner({ banner }: FeaturedBannerProps) {
  const wide = heroPictureSource(banner.imageUrl)
  const tall =
    banner.mobileImageUrl === undefined ? undefined : heroPictureSource(banner.mobileImageUrl)
  const shown = tall ?? wide
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-[#e9dccb]">
        <picture>
          {tall ? (
            <source
              media="(min-width: 768px)"
              srcSet={wide.srcSet ?? wide.src}
              sizes={WIDE_SIZES}
              width={wide.width}
              height={wide.height}
            />
          ) : null}
          <img
            src={shown.src}
            srcSet={shown.srcSet}
            sizes={shown.srcSet === undefined ? undefined : tall ? TALL_SIZES : WIDE_SIZES}
            width={shown.width}
            height={shown.height}
            alt={banner.altText}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full object-cover object-top md:absolute md:inset-0 md:-z-10 md:aspect-auto md:size-full md:object-center"
          />
        </picture>
        <div className="px-6 pt-2 pb-8 sm:px-10 sm:pb-10 md:flex md:aspect-[2/1] md:max-w-[50%] md:flex-col md:justify-center md:py-10 lg:p-16">
          {banner.eyebrow === undefined ? null : (
            <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">
              {banner.eyebrow}
            </p>
          )}
          <h2
            id="featured-heading"
            className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {banner.headline}
          </h2>
          {banner.text === undefined ? null : (
            <p className="mt-4 max-w-md text-stone-700 text-pretty">{banner.text}</p>
          )}
          <OwnerLink
            to={banner.ctaLink}
            className={buttonClass({
              variant: 'primary',
              ring: 'inkWide',
              className:
                'group mt-6 inline-flex w-fit items-center gap-2 px-7 py-3.5 text-sm tracking-wider uppercase transition-colors',
            })}
          >
            {banner.ctaLabel}
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </OwnerLink>
        </div>
      </div>
    </section>
  )
}
