import type { HeroSlide } from '@shop/shared/home-content'
import { responsiveImageSources } from '@shop/shared/images'
import { ArrowRight, ImageOff } from 'lucide-react'

/**
 * A slide as the storefront's hero draws it (features/home/components/hero-carousel.tsx), shrunk
 * to fit the editor: a 1440 × 810 screen and a 390 px phone, each drawn in container units so
 * that every size is the storefront's own in proportion (the headline's 74.5 px on that screen is
 * 5.17% of its width). The words stand where the shop puts them: left of the picture's middle on
 * wide screens, under the tall crop's artwork on phones.
 */
export function HeroSlidePreview({ slide }: { slide: HeroSlide }) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <figure className="w-full max-w-xl min-w-0 flex-[3_1_20rem]">
        <div className="@container relative aspect-video overflow-hidden rounded-lg bg-ink text-white">
          <PreviewPicture url={slide.imageUrl} alt={slide.altText} />
          <div
            className="absolute inset-0 bg-linear-to-t from-black/80 via-black/25 to-black/50"
            aria-hidden="true"
          />
          <div
            className="absolute inset-0 bg-linear-to-r from-black/50 via-black/10 to-transparent"
            aria-hidden="true"
          />
          <div className="absolute bottom-[8.9cqw] left-[7.8cqw] w-[30cqw]">
            {slide.eyebrow ? (
              <p className="text-[0.97cqw] font-semibold tracking-[0.25em] text-white/90 uppercase">
                {slide.eyebrow}
              </p>
            ) : null}
            <p className="mt-[0.83cqw] text-[5.17cqw] leading-[0.95] font-extrabold tracking-tight text-balance uppercase">
              {slide.headline}
            </p>
            {slide.text ? (
              <p className="mt-[1.39cqw] text-[1.25cqw] text-pretty text-white/90">{slide.text}</p>
            ) : null}
            <span className="mt-[2.2cqw] inline-flex items-center gap-[0.55cqw] rounded-full bg-white px-[2.2cqw] py-[1.1cqw] text-[0.97cqw] font-semibold tracking-wider text-ink uppercase">
              {slide.ctaLabel}
              <ArrowRight className="size-[1.1cqw]" aria-hidden="true" />
            </span>
          </div>
        </div>
        <figcaption className="mt-1 text-xs text-stone-600">As wide screens show it</figcaption>
      </figure>

      <figure className="@container w-40 shrink-0 sm:w-44">
        {/* The frame's own size counts in the figure's units: an element's cqw are its container's. */}
        <div className="relative flex min-h-[147.7cqw] flex-col overflow-hidden rounded-lg bg-ink text-white">
          <div className="absolute inset-x-0 top-0 aspect-[3/4]">
            <PreviewPicture url={slide.mobileImageUrl ?? slide.imageUrl} alt={slide.altText} />
            <div
              className="absolute inset-0 bg-linear-to-t from-black/80 via-black/25 to-black/50"
              aria-hidden="true"
            />
            <div
              className="absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-t from-ink to-transparent"
              aria-hidden="true"
            />
          </div>
          <div className="relative flex flex-1 flex-col justify-end px-[4.1cqw] pt-[101.3cqw] pb-[28.7cqw]">
            {slide.eyebrow ? (
              <p className="text-[3.08cqw] font-semibold tracking-[0.25em] text-white/90 uppercase">
                {slide.eyebrow}
              </p>
            ) : null}
            <p className="mt-[3.08cqw] text-[12.3cqw] leading-[0.95] font-extrabold tracking-tight text-balance uppercase">
              {slide.headline}
            </p>
            {slide.text ? (
              <p className="mt-[5.1cqw] text-[4.1cqw] text-pretty text-white/90">{slide.text}</p>
            ) : null}
            <span className="mt-[8.2cqw] inline-flex w-fit items-center gap-[2cqw] rounded-full bg-white px-[8.2cqw] py-[4.1cqw] text-[3.6cqw] font-semibold tracking-wider text-ink uppercase">
              {slide.ctaLabel}
              <ArrowRight className="size-[4.1cqw]" aria-hidden="true" />
            </span>
          </div>
        </div>
        <figcaption className="mt-1 text-xs text-stone-600">As phones show it</figcaption>
      </figure>
    </div>
  )
}

function PreviewPicture({ url, alt }: { url: string; alt: string }) {
  if (url === '') {
    return (
      <div className="absolute inset-0 grid place-items-center bg-stone-700">
        <ImageOff className="size-6 text-stone-300" aria-hidden="true" />
      </div>
    )
  }
  const { src, srcSet } = responsiveImageSources(url)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes="576px"
      alt={alt}
      className="absolute inset-0 size-full object-cover"
    />
  )
}
