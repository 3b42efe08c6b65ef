import type { HeroSlide } from '@shop/shared/home-content'
import { HERO_ROTATION_MS } from '@shop/shared/limits'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { HeroCarousel } from './hero-carousel'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The demo's words, shared by every slide as the demo shop shows them. */
const SHARED_WORDS = {
  eyebrow: 'New season drop',
  headline: 'Ready, set, slide',
  text: 'Easygoing tees, denim and layers made to move with you.',
  ctaLabel: 'Shop Now',
  ctaLink: '/collections/all',
}

/** `count` slides with the shop's crops, each with its own picture description. */
function slidesOf(count: number, words: (index: number) => Partial<HeroSlide> = () => ({})) {
  return Array.from({ length: count }, (_, index): HeroSlide => ({
    imageUrl: `/uploads/slide${String(index)}-wide.w1920.webp`,
    mobileImageUrl: `/uploads/slide${String(index)}-tall.w900.webp`,
    altText: `Picture ${String(index + 1)}`,
    ...SHARED_WORDS,
    ...words(index),
  }))
}

// fireEvent rather than user-event: user-event waits on timers, and these tests own the clock.
function renderHero(slides: readonly HeroSlide[] = slidesOf(4)) {
  return renderWithProviders(<HeroCarousel slides={slides} />)
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }))
}

/** Only the slide on show is exposed to assistive technology, so one image is found. */
function shownPicture(): string {
  return screen.getByRole('img').getAttribute('alt') ?? ''
}

const altOf = (index: number) => `Picture ${String(index + 1)}`

function waitOneRotation() {
  act(() => {
    vi.advanceTimersByTime(HERO_ROTATION_MS)
  })
}

describe('with several slides', () => {
  test.each([2, 4, 6])(
    'the hero of %i slides shows the next every 5 seconds and the first again after the last',
    (count) => {
      renderHero(slidesOf(count))
      expect(shownPicture()).toBe(altOf(0))

      act(() => {
        vi.advanceTimersByTime(HERO_ROTATION_MS - 1)
      })
      expect(shownPicture()).toBe(altOf(0))
      act(() => {
        vi.advanceTimersByTime(1)
      })
      expect(shownPicture()).toBe(altOf(1))

      for (let step = 2; step < count; step++) waitOneRotation()
      expect(shownPicture()).toBe(altOf(count - 1))
      waitOneRotation()
      expect(shownPicture()).toBe(altOf(0))
    },
  )

  test.each([2, 6])('the hero of %i slides has a dot for each, the arrows and a pause', (count) => {
    renderHero(slidesOf(count))
    expect(screen.getByRole('region', { name: 'Featured looks' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )
    for (let index = 1; index <= count; index++) {
      expect(
        screen.getByRole('button', { name: `Show slide ${String(index)} of ${String(count)}` }),
      ).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument()
  })

  test('the first picture loads at once with high priority and the others lazily, in two crops', () => {
    const { container } = renderHero()
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(4)
    expect(images[0]).toHaveAttribute('loading', 'eager')
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[1]).toHaveAttribute('loading', 'lazy')
    expect(images[0]).toHaveAttribute('width', '900')
    expect(images[0]).toHaveAttribute('height', '1200')
    expect(images[0]).toHaveAttribute('src', '/uploads/slide0-tall.w900.webp')
    expect(images[0]).toHaveAttribute(
      'srcset',
      '/uploads/slide0-tall.w450.webp 450w, /uploads/slide0-tall.w900.webp 900w',
    )
    // The wide crop only where the text stands beside its artwork: landscape screens from 768 px.
    const source = container.querySelector('source')
    expect(source).toHaveAttribute('media', '(min-width: 768px) and (orientation: landscape)')
    expect(source).toHaveAttribute(
      'srcset',
      '/uploads/slide0-wide.w960.webp 960w, /uploads/slide0-wide.w1920.webp 1920w',
    )
    expect(source).toHaveAttribute('width', '1920')
    expect(source).toHaveAttribute('height', '1080')
  })

  test('pausing the hero keeps the picture until the visitor presses play', () => {
    renderHero()

    press('Pause slideshow')
    waitOneRotation()
    waitOneRotation()
    expect(shownPicture()).toBe(altOf(0))

    press('Play slideshow')
    waitOneRotation()
    expect(shownPicture()).toBe(altOf(1))
  })

  test('the arrows and dots show the picture asked for, wrapping around at the ends', () => {
    renderHero()

    press('Next slide')
    expect(shownPicture()).toBe(altOf(1))
    press('Previous slide')
    press('Previous slide')
    expect(shownPicture()).toBe(altOf(3))

    press('Show slide 3 of 4')
    expect(shownPicture()).toBe(altOf(2))
    expect(screen.getByRole('button', { name: 'Show slide 3 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('a visitor who prefers reduced motion sees no rotation until pressing play', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    renderHero()

    waitOneRotation()
    waitOneRotation()
    expect(shownPicture()).toBe(altOf(0))

    press('Play slideshow')
    waitOneRotation()
    expect(shownPicture()).toBe(altOf(1))
  })

  test('keyboard focus inside the hero holds the picture still until focus leaves', () => {
    renderHero()

    act(() => {
      screen.getByRole('link', { name: 'Shop Now' }).focus()
    })
    waitOneRotation()
    expect(shownPicture()).toBe(altOf(0))

    act(() => {
      screen.getByRole('link', { name: 'Shop Now' }).blur()
    })
    waitOneRotation()
    expect(shownPicture()).toBe(altOf(1))
  })
})

describe('with one slide', () => {
  test('the picture stands still, with no dots, arrows or pause', () => {
    const { container } = renderHero(slidesOf(1))
    expect(shownPicture()).toBe(altOf(0))
    waitOneRotation()
    waitOneRotation()
    expect(shownPicture()).toBe(altOf(0))
    expect(screen.queryAllByRole('button')).toEqual([])
    expect(screen.getByRole('region', { name: 'Featured looks' })).not.toHaveAttribute(
      'aria-roledescription',
    )
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high')
  })

  test('a picture without a tall crop shows its wide one on every screen', () => {
    const { container } = renderHero(
      slidesOf(1, () => ({ imageUrl: '/hero/neutral-wide.w1920.webp', mobileImageUrl: undefined })),
    )
    expect(container.querySelector('source')).toBeNull()
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('src', '/hero/neutral-wide.w1920.webp')
    expect(image).toHaveAttribute(
      'srcset',
      '/hero/neutral-wide.w960.webp 960w, /hero/neutral-wide.w1920.webp 1920w',
    )
    expect(image).toHaveAttribute('width', '1920')
  })
})

describe('the words', () => {
  test('slides that share their words show them once, with the button leading where it says', () => {
    renderHero()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ready, set, slide')
    expect(screen.getByText('New season drop')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/collections/all',
    )
    waitOneRotation()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ready, set, slide')
  })

  test('each slide shows its own words with its picture, and only those are read or reached', () => {
    renderHero(
      slidesOf(3, (index) =>
        index === 1
          ? {
              eyebrow: undefined,
              headline: 'Denim days',
              text: undefined,
              ctaLabel: 'See the lookbook',
              ctaLink: 'https://lookbook.example.com/denim',
            }
          : {},
      ),
    )
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ready, set, slide')
    expect(screen.queryByRole('link', { name: 'See the lookbook' })).toBeNull()

    waitOneRotation()
    expect(shownPicture()).toBe(altOf(1))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Denim days')
    // The other slides' words keep their place, out of sight, focus and the accessibility tree.
    expect(screen.getByText('New season drop').closest('[inert]')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
    // An address outside the shop is a plain link that leaves without the shop as opener.
    const lookbook = screen.getByRole('link', { name: 'See the lookbook' })
    expect(lookbook).toHaveAttribute('href', 'https://lookbook.example.com/denim')
    expect(lookbook).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.queryByRole('link', { name: 'Shop Now' })).toBeNull()

    waitOneRotation()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ready, set, slide')
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/collections/all',
    )
  })
})
