import { HERO_IMAGE_COUNT, HERO_ROTATION_MS } from '@shop/shared/limits'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { HERO_SLIDES } from '../hero-slides'
import { HeroCarousel } from './hero-carousel'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// fireEvent rather than user-event: user-event waits on timers, and these tests own the clock.
function renderHero() {
  return renderWithProviders(<HeroCarousel />)
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }))
}

/** Only the slide on show is exposed to assistive technology, so one image is found. */
function shownPicture(): string {
  return screen.getByRole('img').getAttribute('alt') ?? ''
}

function altOf(slideIndex: number): string {
  const slide = HERO_SLIDES[slideIndex]
  if (!slide) throw new Error(`There is no hero slide ${String(slideIndex)}.`)
  return slide.alt
}

function waitOneRotation() {
  act(() => {
    vi.advanceTimersByTime(HERO_ROTATION_MS)
  })
}

test('the hero has the 4 pictures of the spec', () => {
  expect(HERO_SLIDES).toHaveLength(HERO_IMAGE_COUNT)
})

test('the hero shows the next picture every 5 seconds and the first again after the last', () => {
  renderHero()
  expect(shownPicture()).toBe(altOf(0))

  act(() => {
    vi.advanceTimersByTime(HERO_ROTATION_MS - 1)
  })
  expect(shownPicture()).toBe(altOf(0))
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(shownPicture()).toBe(altOf(1))

  for (let step = 2; step < HERO_IMAGE_COUNT; step++) waitOneRotation()
  expect(shownPicture()).toBe(altOf(HERO_IMAGE_COUNT - 1))
  waitOneRotation()
  expect(shownPicture()).toBe(altOf(0))
})

test('the first picture loads at once with high priority and the others lazily, in two crops', () => {
  const { container } = renderHero()
  const images = container.querySelectorAll('img')
  expect(images).toHaveLength(HERO_IMAGE_COUNT)
  expect(images[0]).toHaveAttribute('loading', 'eager')
  expect(images[0]).toHaveAttribute('fetchpriority', 'high')
  expect(images[1]).toHaveAttribute('loading', 'lazy')
  expect(images[0]).toHaveAttribute('width')
  expect(images[0]).toHaveAttribute('height')
  // The wide crop only where the text stands beside its artwork: landscape screens from 768 px.
  expect(container.querySelector('source')).toHaveAttribute(
    'media',
    '(min-width: 768px) and (orientation: landscape)',
  )
})

test('the hero leads to the shop', () => {
  renderHero()
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/collections/all')
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
  expect(shownPicture()).toBe(altOf(HERO_IMAGE_COUNT - 1))

  press(`Show slide 3 of ${String(HERO_IMAGE_COUNT)}`)
  expect(shownPicture()).toBe(altOf(2))
  expect(
    screen.getByRole('button', { name: `Show slide 3 of ${String(HERO_IMAGE_COUNT)}` }),
  ).toHaveAttribute('aria-current', 'true')
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
