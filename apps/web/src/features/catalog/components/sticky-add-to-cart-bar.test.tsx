import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { FIXTURE_VARIANTS, makeProduct } from '../product-details.fixture'
import type { CartSelection } from '../use-variant-selection'
import { ProductDetails } from './product-details'

/** The observers the page created: the test moves the watched button in and out of view. */
let observers: {
  callback: IntersectionObserverCallback
  rootMargin: string
  target: Element | undefined
  wasIntersecting?: boolean
}[] = []

class FakeIntersectionObserver {
  readonly record: (typeof observers)[number]
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, rootMargin: options?.rootMargin ?? '0px', target: undefined }
    observers.push(this.record)
  }
  observe(target: Element) {
    this.record.target = target
  }
  disconnect() {
    observers = observers.filter((record) => record !== this.record)
  }
  unobserve() {}
  takeRecords() {
    return []
  }
}

beforeEach(() => {
  observers = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const VIEWPORT_HEIGHT = 800

/**
 * The main button is in view (`visible`), scrolled up past the top (`above`) or still below; the
 * observers hear it as a browser reports it, their root grown by its margin (top, right, bottom,
 * left in px).
 */
function moveMainButton(where: 'visible' | 'above' | 'below') {
  const top = { visible: 300, above: -120, below: 900 }[where]
  const bottom = top + 52
  act(() => {
    for (const observer of observers) {
      const { callback, rootMargin, target } = observer
      if (!target) continue
      const [marginTop = 0, , marginBottom = marginTop] = rootMargin.split(' ').map(parseFloat)
      const rootBounds = { top: -marginTop, bottom: VIEWPORT_HEIGHT + marginBottom }
      const isIntersecting = bottom > rootBounds.top && top < rootBounds.bottom
      // Like a browser, an observer reports the first state and then only crossings.
      if (observer.wasIntersecting === isIntersecting) continue
      observer.wasIntersecting = isIntersecting
      const entry = {
        target,
        isIntersecting,
        boundingClientRect: { top, bottom },
        rootBounds,
      } as unknown as IntersectionObserverEntry
      callback([entry], {} as IntersectionObserver)
    }
  })
}

function renderPage(product = makeProduct()) {
  const onAddToCart = vi.fn((_selection: CartSelection) => Promise.resolve())
  const rendered = renderWithProviders(
    <ProductDetails product={product} heldQuantity={() => 0} onAddToCart={onAddToCart} />,
  )
  return { ...rendered, onAddToCart }
}

const bar = () => screen.queryByRole('complementary', { name: 'Quick add to cart' })

test('the bar appears once Add to Cart scrolls away and goes when it is back in view', () => {
  renderPage()
  expect(bar()).not.toBeInTheDocument()

  moveMainButton('below')
  expect(bar()).not.toBeInTheDocument()

  moveMainButton('above')
  const shown = bar()
  expect(shown).toBeInTheDocument()
  expect(within(shown as HTMLElement).getByText('Drift Pocket Tee')).toBeInTheDocument()
  expect(shown).toHaveTextContent('$36 · Black · M')

  moveMainButton('visible')
  expect(bar()).not.toBeInTheDocument()
})

test('a jump from above the button straight past it (the End key, a fling) still shows the bar', () => {
  renderPage()
  moveMainButton('below')
  moveMainButton('above')
  expect(bar()).toBeInTheDocument()
})

test('adding from the bar adds the colour, size and quantity chosen on the page', async () => {
  const { user, onAddToCart } = renderPage()
  await user.click(
    within(screen.getByRole('group', { name: /^Color/ })).getByRole('button', { name: 'Navy' }),
  )
  await user.click(
    within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'XL' }),
  )
  moveMainButton('above')

  expect(bar()).toHaveTextContent('Navy · XL')
  await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Add to Cart' }))

  expect(onAddToCart).toHaveBeenCalledExactlyOnceWith({
    size: 'XL',
    color: 'Navy',
    sku: 'TEE-NVY-XL',
    quantity: 1,
  })
})

test('a sold-out product’s bar says Sold Out and cannot add, like the page’s button', () => {
  renderPage(
    makeProduct({ variants: FIXTURE_VARIANTS.map((variant) => ({ ...variant, countInStock: 0 })) }),
  )
  moveMainButton('above')

  const barButton = within(bar() as HTMLElement).getByRole('button')
  expect(barButton).toHaveTextContent('Sold Out')
  expect(barButton).toBeDisabled()
})

test('while the bar shows, the page is padded by its height so the footer can scroll clear', () => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(68)
  renderPage()

  moveMainButton('above')
  expect(document.body.style.paddingBottom).toBe('68px')

  moveMainButton('visible')
  expect(document.body.style.paddingBottom).toBe('')
})
