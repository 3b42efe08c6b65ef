import type { HeroSlide } from '@shop/shared/home-content'
import { HERO_TALL, HERO_WIDE } from '@shop/shared/images'
import { HERO_ROTATION_MS } from '@shop/shared/limits'
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react'
import { OwnerLink } from '../../../components/owner-link'
import { heroPictureSource } from '../hero-picture'
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion'
import { focusRing } from '../../../components/ui/focus-ring'
import { buttonClass } from '../../../components/ui/button'

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
 * A slide without a tall crop shows its wide one everywhere: on phones it covers the 3:4 box,
 * so it shows as wide as that box is tall times 16:9.
 */
const WIDE_ONLY_SIZES = `${WIDE_MEDIA} and (max-aspect-ratio: ${String(HERO_WIDE.width)}/${String(
  HERO_WIDE.height,
)}) ${String(Math.ceil((100 * HERO_WIDE.width) / HERO_WIDE.height))}vh, ${WIDE_MEDIA} 100vw, ${String(
  Math.ceil((100 * HERO_TALL.height * HERO_WIDE.width) / (HERO_TALL.width * HERO_WIDE.height)),
)}vw`

/**
 * Where the pictures' artwork lies: the demo's wide crops leave their left 40% empty (the artwork
 * starts at 41% or later), its tall crops have their artwork above 76% of their height. The CSS
 * below places the text by these two numbers; the owner's own pictures are cut around their
 * subject and may reach further, so the gradients keep the text readable over any picture.
 */
const WIDE_EMPTY_LEFT = 0.4
const TALL_ARTWORK_BOTTOM = 0.76
/**
 * The wide layout's geometry in CSS, from the hero's height (clamped like the section) and the
 * width of the screen: the artwork's left edge (the crop covers the hero, centred, so on a screen
 * squarer than 16:9 its sides are cut), the text's left edge (the page's 80rem column), and the
 * width left for the text with a 2rem gap. The headline's size follows that width: the demo's
 * longest line, "SET, SLIDE", measures 5.67 em in DejaVu Sans, wider than the other system fonts.
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

const controlButton = buttonClass({
  variant: 'icon',
  ring: 'onDarkOffset',
  className:
    'size-11 bg-black/30 text-white ring-1 ring-white/40 backdrop-blur-sm transition-colors hover:bg-white hover:text-ink',
})

/** The words of a slide: what the text block beside (or below) its picture shows. */
type SlideWords = Pick<HeroSlide, 'eyebrow' | 'headline' | 'text' | 'ctaLabel' | 'ctaLink'>

const wordsKeyOf = ({ eyebrow, headline, text, ctaLabel, ctaLink }: SlideWords) =>
  JSON.stringify([eyebrow, headline, text, ctaLabel, ctaLink])

interface HeroCarouselProps {
  /** The owner's slides (`GET /api/content/home`), 1 to 6; none while they load. */
  slides: readonly HeroSlide[]
}

/**
 * The home hero (docs/product-rules.md § Screens, Home, § Limits): the owner's pictures
 * crossfading every 5 s in a loop under the transparent header, each with its headline and call
 * to action. WCAG 2.2.2: a pause button, no rotation for visitors who prefer reduced motion, and
 * none while keyboard focus is inside. One slide stands still, without controls.
 */
export function HeroCarousel({ slides }: HeroCarouselProps) {
  const slideCount = slides.length
  const hasSeveral = slideCount > 1
  const isMotionReduced = usePrefersReducedMotion()
  const [chosenIndex, setChosenIndex] = useState(0)
  /** The visitor's own play or pause; until then, reduced motion decides. */
  const [playChoice, setPlayChoice] = useState<'play' | 'pause' | null>(null)
  const [isFocusInside, setIsFocusInside] = useState(false)
  const isPointerPressRef = useRef(false)

  // The slides may change under the visitor (the owner's save): the index stays among them.
  const activeIndex = slideCount === 0 ? 0 : chosenIndex % slideCount
  const isPlaying = playChoice === null ? !isMotionReduced : playChoice === 'play'
  const isRotating = hasSeveral && isPlaying && !isFocusInside

  useEffect(() => {
    if (!isRotating) return
    // Restarts whenever the slide changes, so a manual change gets a full 5 s too.
    const timer = window.setTimeout(() => {
      setChosenIndex((index) => (index + 1) % slideCount)
    }, HERO_ROTATION_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [activeIndex, isRotating, slideCount])

  const show = (index: number) => {
    setChosenIndex((index + slideCount) % slideCount)
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
      aria-roledescription={hasSeveral ? 'carousel' : undefined}
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
        aria-live={hasSeveral ? (isRotating ? 'off' : 'polite') : undefined}
      >
        {slides.map((slide, index) => (
          <HeroSlidePicture
            // Slides have no id: a slide is its place in the owner's order.
            key={index}
            slide={slide}
            index={index}
            slideCount={slideCount}
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
        <HeroWordsOfSlides
          slides={slides}
          activeIndex={activeIndex}
          liveness={isRotating ? 'off' : 'polite'}
        />
      </div>

      {hasSeveral ? (
        <div className="absolute inset-x-0 bottom-0">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 pb-6 sm:px-6 md:pb-8 lg:px-8">
            <div className="-ml-2 flex items-center">
              {slides.map((_slide, index) => {
                const isActive = index === activeIndex
                return (
                  <button
                    key={index}
                    type="button"
                    className={`group grid h-8 place-items-center px-2 ${focusRing.onDark}`}
                    aria-label={`Show slide ${String(index + 1)} of ${String(slideCount)}`}
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
      ) : null}
    </section>
  )
}

interface HeroWordsOfSlidesProps {
  slides: readonly HeroSlide[]
  activeIndex: number
  /** How a change of words is announced: not while the slides turn by themselves. */
  liveness: 'off' | 'polite'
}

/**
 * The active slide's words. Slides that share their words (the demo's) show one block that never
 * changes. Slides with words of their own stack every block in one place, so the hero keeps the
 * height of the longest and nothing below it moves; the active one fades in with its picture,
 * the others are hidden from sight, focus and assistive technology.
 */
function HeroWordsOfSlides({ slides, activeIndex, liveness }: HeroWordsOfSlidesProps) {
  const keys = slides.map(wordsKeyOf)
  const distinctKeys = [...new Set(keys)]
  const active = slides[activeIndex]
  if (!active) return null
  if (distinctKeys.length === 1) return <HeroWords words={active} isHeading />
  const activeKey = keys[activeIndex]
  return (
    <div className="grid" aria-live={liveness}>
      {distinctKeys.map((key) => {
        const words = slides[keys.indexOf(key)] ?? active
        const isShown = key === activeKey
        return (
          <div
            key={key}
            inert={!isShown}
            aria-hidden={!isShown}
            className={`col-start-1 row-start-1 flex flex-col justify-end transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${
              isShown ? 'opacity-100' : 'opacity-0'
            }`}
          >
            <HeroWords words={words} isHeading={isShown} />
          </div>
        )
      })}
    </div>
  )
}

interface HeroWordsProps {
  words: SlideWords
  /** The shown words are the page's heading; hidden ones only take their place. */
  isHeading: boolean
}

function HeroWords({ words, isHeading }: HeroWordsProps) {
  const Headline = isHeading ? 'h1' : 'p'
  return (
    <>
      {words.eyebrow === undefined ? null : (
        <p className="text-xs font-semibold tracking-[0.25em] text-white/90 uppercase sm:text-sm">
          {words.eyebrow}
        </p>
      )}
      <Headline className="mt-3 max-w-3xl text-5xl leading-[0.95] font-extrabold tracking-tight text-balance uppercase sm:text-7xl md:landscape:max-w-(--hero-text-width) md:landscape:text-(length:--hero-headline-size)">
        {words.headline}
      </Headline>
      {words.text === undefined ? null : (
        <p className="mt-5 max-w-md text-base text-pretty text-white/90 sm:text-lg md:landscape:max-w-[min(28rem,var(--hero-text-width))]">
          {words.text}
        </p>
      )}
      <OwnerLink
        to={words.ctaLink}
        className={`group mt-8 inline-flex w-fit items-center gap-2 rounded-full bg-white px-8 py-4 text-sm font-semibold tracking-wider text-ink uppercase transition-colors hover:bg-brand-100 ${focusRing.onDarkWide}`}
      >
        {words.ctaLabel}
        <ArrowRight
          className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </OwnerLink>
    </>
  )
}

interface HeroSlidePictureProps {
  slide: HeroSlide
  index: number
  slideCount: number
  isActive: boolean
}

/**
 * One slide: the tall crop on phones, the wide one from 768 px (the wide one everywhere when the
 * slide has no tall crop). Only the first loads eagerly and first; the others sit on screen
 * under it, invisible, so they would otherwise compete with it.
 */
function HeroSlidePicture({ slide, index, slideCount, isActive }: HeroSlidePictureProps) {
  const isFirst = index === 0
  const wide = heroPictureSource(slide.imageUrl)
  const tall =
    slide.mobileImageUrl === undefined ? undefined : heroPictureSource(slide.mobileImageUrl)
  const shown = tall ?? wide
  return (
    <div
      role={slideCount > 1 ? 'group' : undefined}
      aria-roledescription={slideCount > 1 ? 'slide' : undefined}
      aria-label={slideCount > 1 ? `${String(index + 1)} of ${String(slideCount)}` : undefined}
      aria-hidden={!isActive}
      className={`absolute inset-0 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${
        isActive ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <picture>
        {tall ? (
          <source
            media={WIDE_MEDIA}
            srcSet={wide.srcSet ?? wide.src}
            sizes={WIDE_SIZES}
            width={wide.width}
            height={wide.height}
          />
        ) : null}
        <img
          src={shown.src}
          srcSet={shown.srcSet}
          sizes={shown.srcSet === undefined ? undefined : tall ? TALL_SIZES : WIDE_ONLY_SIZES}
          width={shown.width}
          height={shown.height}
          alt={slide.altText}
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
