import { FREE_SHIPPING_THRESHOLD, HERO_ROTATION_MS } from '@shop/shared/limits'
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { HERO_SLIDES, HERO_TALL, HERO_WIDE, heroImageUrl, type HeroSlide } from '../hero-slides'
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion'
import { focusRing } from '../../../components/ui/focus-ring'
import { buttonClass } from '../../../components/ui/button'

const SLIDE_COUNT = HERO_SLIDES.length
/**
 * Two layouts, so the headline never runs into the artwork. On a landscape screen from 768 px
 * (Tailwind's `md:landscape:`) the wide crop covers the hero and the text sits beside its
 * artwork; on phones and portrait screens the tall crop shows whole at the top and the text
 * starts below its artwork.
 */
const WIDE_MEDIA = '(min-width: 768px) and (orientation: landscape)'
/** The wide hero covers the screen, so the crop shows wider than the viewport on squarer screens. */
const WIDE_SIZES = `(max-aspect-ratio: ${String(HERO_WIDE.width)}/${String(HERO_WIDE.height)}) ${String(
  Math.ceil((100 * HERO_WIDE.width) / HERO_WIDE.height),
)}vh, 100vw`
/** The tall crop shows at the screen's full width, in its own 3:4 box. */
const TALL_SIZES = '100vw'

/**
 * Where the pictures' artwork lies: every wide crop leaves its left 40% empty (its artwork starts
 * at 41% or later), every tall crop has its artwork above 76% of its height. The CSS below places
 * the text by these two numbers; a new picture must keep to them.
 */
const WIDE_EMPTY_LEFT = 0.4
const TALL_ARTWORK_BOTTOM = 0.76
/**
 * The wide layout's geometry in CSS, from the hero's height (clamped like the section) and the
 * width of the screen: the artwork's left edge (the crop covers the hero, centred, so on a screen
 * squarer than 16:9 its sides are cut), the text's left edge (the page's 80rem column), and the
 * width left for the text with a 2rem gap. The headline's size follows that width: its longest
 * line, "SET, SLIDE", measures 5.67 em in DejaVu Sans, wider than the other system fonts.
 */
const WIDE_ASPECT = HERO_WIDE.width / HERO_WIDE.height
const heroGeometry = {
  '--hero-height': 'clamp(36rem, 100svh, 60rem)',
  '--hero-artwork-left': `min(${String(WIDE_EMPTY_LEFT * 100)}vw, 50vw - ${(
    (0.5 - WIDE_EMPTY_LEFT) *
    WIDE_ASPECT
  ).toFixed(3)} * var(--hero-height))`,
  '--hero-text-left': 'max(2rem, (100vw - 80rem) / 2 + 2rem)',
  '--hero-text-width': 'calc(var(--hero-artwork-left) - var(--hero-text-left) - 2rem)',
  '--hero-headline-size': 'min(6rem, var(--hero-text-width) / 5.8)',
  '--hero-tall-artwork-bottom': `${(TALL_ARTWORK_BOTTOM * (HERO_TALL.height / HERO_TALL.width) * 100).toFixed(2)}vw`,
} as CSSProperties

function srcSetOf(stem: string, crop: 'wide' | 'tall', widths: readonly number[]): string {
  return widths.map((width) => `${heroImageUrl(stem, crop, width)} ${String(width)}w`).join(', ')
}

const controlButton = buttonClass({
  variant: 'icon',
  ring: 'onDarkOffset',
  className:
    'size-11 bg-black/30 text-white ring-1 ring-white/40 backdrop-blur-sm transition-colors hover:bg-white hover:text-ink',
})

/**
 * The home hero (docs/product-rules.md § Screens, Home, § Limits): 4 pictures crossfading every 5 s in a loop under the
 * transparent header, with the headline and the shop call to action. WCAG 2.2.2: a pause button,
 * no rotation for visitors who prefer reduced motion, and none while keyboard focus is inside.
 */
export function HeroCarousel() {
  const isMotionReduced = usePrefersReducedMotion()
  const [activeIndex, setActiveIndex] = useState(0)
  /** The visitor's own play or pause; until then, reduced motion decides. */
  const [playChoice, setPlayChoice] = useState<'play' | 'pause' | null>(null)
  const [isFocusInside, setIsFocusInside] = useState(false)
  const isPointerPressRef = useRef(false)

  const isPlaying = playChoice === null ? !isMotionReduced : playChoice === 'play'
  const isRotating = isPlaying && !isFocusInside

  useEffect(() => {
    if (!isRotating) return
    // Restarts whenever the slide changes, so a manual change gets a full 5 s too.
    const timer = window.setTimeout(() => {
      setActiveIndex((index) => (index + 1) % SLIDE_COUNT)
    }, HERO_ROTATION_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [activeIndex, isRotating])

  const show = (index: number) => {
    setActiveIndex((index + SLIDE_COUNT) % SLIDE_COUNT)
  }

  // Keyboard focus holds the slides still (WAI-ARIA carousel pattern); a mouse click does not.
  const onFocus = () => {
    if (!isPointerPressRef.current) setIsFocusInside(true)
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsFocusInside(false)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured looks"
      style={heroGeometry}
      className="relative isolate flex min-h-[36rem] w-full flex-col overflow-hidden bg-ink text-white md:landscape:h-(--hero-height)"
      onPointerDown={() => {
        isPointerPressRef.current = true
      }}
      onPointerUp={() => {
        isPointerPressRef.current = false
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        className="absolute inset-x-0 top-0 -z-10 aspect-[3/4] md:landscape:bottom-0 md:landscape:aspect-auto"
        aria-live={isRotating ? 'off' : 'polite'}
      >
        {HERO_SLIDES.map((slide, index) => (
          <HeroSlidePicture
            key={slide.stem}
            slide={slide}
            index={index}
            isActive={index === activeIndex}
          />
        ))}
        {/* Darkens the top for the header and the bottom-left for the text. */}
        <div
          className="absolute inset-0 bg-linear-to-t from-black/80 via-black/25 to-black/50"
          aria-hidden="true"
        />
        <div
          className="absolute inset-0 hidden bg-linear-to-r from-black/50 via-black/10 to-transparent md:landscape:block"
          aria-hidden="true"
        />
        {/* The tall picture's floor fades into the panel the text stands on. */}
        <div
          className="absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-t from-ink to-transparent md:landscape:hidden"
          aria-hidden="true"
        />
      </div>

      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-end px-4 pt-(--hero-tall-artwork-bottom) pb-28 sm:px-6 md:pb-32 lg:px-8 md:landscape:pt-16">
        <p className="text-xs font-semibold tracking-[0.25em] text-white/90 uppercase sm:text-sm">
          New season drop
        </p>
        <h1 className="mt-3 max-w-3xl text-5xl leading-[0.95] font-extrabold tracking-tight text-balance uppercase sm:text-7xl md:landscape:max-w-(--hero-text-width) md:landscape:text-(length:--hero-headline-size)">
          Ready, set, slide
        </h1>
        <p className="mt-5 max-w-md text-base text-pretty text-white/90 sm:text-lg md:landscape:max-w-[min(28rem,var(--hero-text-width))]">
          Easygoing tees, denim and layers made to move with you. Free international shipping on
          orders over ${FREE_SHIPPING_THRESHOLD}.
        </p>
        <Link
          to={paths.shop}
          className={`group mt-8 inline-flex w-fit items-center gap-2 rounded-full bg-white px-8 py-4 text-sm font-semibold tracking-wider text-ink uppercase transition-colors hover:bg-brand-100 ${focusRing.onDarkWide}`}
        >
          Shop Now
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
            aria-hidden="true"
          />
        </Link>
      </div>

      <div className="absolute inset-x-0 bottom-0">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 pb-6 sm:px-6 md:pb-8 lg:px-8">
          <div className="-ml-2 flex items-center">
            {HERO_SLIDES.map((slide, index) => {
              const isActive = index === activeIndex
              return (
                <button
                  key={slide.stem}
                  type="button"
                  className={`group grid h-8 place-items-center px-2 ${focusRing.onDark}`}
                  aria-label={`Show slide ${String(index + 1)} of ${String(SLIDE_COUNT)}`}
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => {
                    show(index)
                  }}
                >
                  <span
                    className={`block h-1 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                      isActive ? 'w-10 bg-white' : 'w-5 bg-white/50 group-hover:bg-white/80'
                    }`}
                  />
                </button>
              )
            })}
          </div>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={controlButton}
              aria-label="Previous slide"
              onClick={() => {
                show(activeIndex - 1)
              }}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={controlButton}
              aria-label={isPlaying ? 'Pause slideshow' : 'Play slideshow'}
              onClick={() => {
                setPlayChoice(isPlaying ? 'pause' : 'play')
              }}
            >
              {isPlaying ? (
                <Pause className="size-4" aria-hidden="true" />
              ) : (
                <Play className="size-4" aria-hidden="true" />
              )}
            </button>
            <button
              type="button"
              className={controlButton}
              aria-label="Next slide"
              onClick={() => {
                show(activeIndex + 1)
              }}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </section>
  )
}

interface HeroSlidePictureProps {
  slide: HeroSlide
  index: number
  isActive: boolean
}

/**
 * One slide: the tall crop on phones, the wide one from 768 px. Only the first loads eagerly and
 * first; the others sit on screen under it, invisible, so they would otherwise compete with it.
 */
function HeroSlidePicture({ slide, index, isActive }: HeroSlidePictureProps) {
  const isFirst = index === 0
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${String(index + 1)} of ${String(SLIDE_COUNT)}`}
      aria-hidden={!isActive}
      className={`absolute inset-0 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${
        isActive ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <picture>
        <source
          media={WIDE_MEDIA}
          srcSet={srcSetOf(slide.stem, 'wide', HERO_WIDE.widths)}
          sizes={WIDE_SIZES}
          width={HERO_WIDE.width}
          height={HERO_WIDE.height}
        />
        <img
          src={heroImageUrl(slide.stem, 'tall', HERO_TALL.width)}
          srcSet={srcSetOf(slide.stem, 'tall', HERO_TALL.widths)}
          sizes={TALL_SIZES}
          width={HERO_TALL.width}
          height={HERO_TALL.height}
          alt={slide.alt}
          loading={isFirst ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : 'low'}
          decoding={isFirst ? 'sync' : 'async'}
          draggable={false}
          className={`size-full object-cover transition-transform duration-[6000ms] ease-out motion-reduce:scale-100 motion-reduce:transition-none ${
            isActive ? 'scale-100' : 'scale-105'
          }`}
        />
      </picture>
    </div>
  )
}
