import type { ProductCard } from '@shop/shared/product-card'
import { STRIP_SCROLL_PX } from '@shop/shared/limits'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../testing/render-with-providers'
import { NewArrivalsStrip } from './components/new-arrivals-strip'

function makeProduct(index: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    _id: `product-${String(index)}`,
    name: `Product ${String(index)}`,
    price: 20 + index,
    images: [
      {
        url: `/uploads/p${String(index)}-front.w800.webp`,
        altText: `Front of product ${String(index)}`,
      },
      {
        url: `/uploads/p${String(index)}-back.w800.webp`,
        altText: `Back of product ${String(index)}`,
      },
    ],
    colors: ['Black'],
    sizes: ['M'],
    ...overrides,
  }
}

const PRODUCTS = Array.from({ length: 8 }, (_, index) => makeProduct(index + 1))
const STRIP_WIDTH = 600
const CONTENT_WIDTH = 1500

/**
 * jsdom lays nothing out: give the strip the sizes a browser would, a scrollLeft that stays within
 * them and fires `scroll` like a browser, and a scrollBy that moves it.
 */
function giveStripLayout(strip: HTMLElement) {
  let scrollLeft = 0
  Object.defineProperty(strip, 'clientWidth', { configurable: true, get: () => STRIP_WIDTH })
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, get: () => CONTENT_WIDTH })
  Object.defineProperty(strip, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => {
      scrollLeft = Math.min(Math.max(value, 0), CONTENT_WIDTH - STRIP_WIDTH)
      strip.dispatchEvent(new Event('scroll'))
    },
  })
  Object.defineProperty(strip, 'scrollBy', {
    configurable: true,
    value: (options: ScrollToOptions) => {
      strip.scrollLeft += options.left ?? 0
    },
  })
  fireEvent(window, new Event('resize'))
}

function renderStrip() {
  const rendered = renderWithProviders(<NewArrivalsStrip products={PRODUCTS} isLoading={false} />)
  const strip = screen.getByRole('list', { name: 'New arrivals' })
  giveStripLayout(strip)
  return { ...rendered, strip }
}

test('each new arrival shows its first image with its alt text, its name and its price, and links to it', () => {
  renderWithProviders(
    <NewArrivalsStrip
      products={[makeProduct(1, { price: 45, originalPrice: 60 }), makeProduct(2, { price: 27.5 })]}
      isLoading={false}
    />,
  )

  const items = within(screen.getByRole('list', { name: 'New arrivals' })).getAllByRole('listitem')
  expect(items).toHaveLength(2)
  const [first, second] = items as [HTMLElement, HTMLElement]
  expect(within(first).getByRole('img')).toHaveAccessibleName('Front of product 1')
  expect(within(first).getByRole('heading', { name: 'Product 1' })).toBeInTheDocument()
  expect(first).toHaveTextContent('$45')
  expect(first).toHaveTextContent('Was $60')
  expect(within(first).getByRole('link')).toHaveAttribute('href', '/product/product-1')
  expect(second).toHaveTextContent('$27.50')
  expect(screen.queryByRole('img', { name: 'Back of product 1' })).not.toBeInTheDocument()
})

test('the left arrow is disabled at the start of the strip and the right one at its end', () => {
  const { strip } = renderStrip()
  const left = screen.getByRole('button', { name: 'Scroll left' })
  const right = screen.getByRole('button', { name: 'Scroll right' })

  expect(left).toBeDisabled()
  expect(right).toBeEnabled()

  act(() => {
    strip.scrollLeft = CONTENT_WIDTH - STRIP_WIDTH
  })
  expect(left).toBeEnabled()
  expect(right).toBeDisabled()
})

test('the arrows scroll the strip by 300 px each way', async () => {
  const { strip, user } = renderStrip()

  await user.click(screen.getByRole('button', { name: 'Scroll right' }))
  expect(strip.scrollLeft).toBe(STRIP_SCROLL_PX)
  await user.click(screen.getByRole('button', { name: 'Scroll right' }))
  expect(strip.scrollLeft).toBe(2 * STRIP_SCROLL_PX)

  await user.click(screen.getByRole('button', { name: 'Scroll left' }))
  expect(strip.scrollLeft).toBe(STRIP_SCROLL_PX)
  expect(screen.getByRole('button', { name: 'Scroll left' })).toBeEnabled()
})

test('dragging the strip with the mouse scrolls it without opening the product under the mouse', () => {
  const { strip, router } = renderStrip()
  const link = within(strip).getAllByRole('link')[1]
  if (!link) throw new Error('The strip shows no product link.')

  fireEvent.pointerDown(link, { pointerType: 'mouse', button: 0, clientX: 500 })
  fireEvent.pointerMove(link, { pointerType: 'mouse', clientX: 400 })
  fireEvent.pointerMove(link, { pointerType: 'mouse', clientX: 300 })
  fireEvent.pointerUp(link, { pointerType: 'mouse', button: 0, clientX: 300 })
  fireEvent.click(link)

  expect(strip.scrollLeft).toBe(200)
  expect(screen.getByRole('button', { name: 'Scroll left' })).toBeEnabled()
  expect(router.state.location.pathname).toBe('/')
})

test('a click on a product without dragging opens it', async () => {
  const { strip, router, user } = renderStrip()

  await user.click(within(strip).getByRole('link', { name: /Product 2/ }))

  expect(strip.scrollLeft).toBe(0)
  expect(router.state.location.pathname).toBe('/product/product-2')
})

test('the strip says when it is loading and when the new arrivals could not be loaded', () => {
  const { unmount } = renderWithProviders(<NewArrivalsStrip products={undefined} isLoading />)
  expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  unmount()

  renderWithProviders(
    <NewArrivalsStrip products={undefined} isLoading={false} errorMessage="Server down" />,
  )
  expect(screen.getByRole('alert')).toHaveTextContent('Error: Server down')
})
