import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { makeProduct } from '../product-details.fixture'
import type { HeldQuantity } from '../stock-caps'
import type { CartSelection } from '../use-variant-selection'
import { ProductDetails } from './product-details'

const emptyCart: HeldQuantity = () => 0

function renderDetails({
  product = makeProduct(),
  heldQuantity = emptyCart,
  onAddToCart = vi.fn(() => Promise.resolve()),
  headingLevel,
}: {
  product?: ReturnType<typeof makeProduct>
  heldQuantity?: HeldQuantity
  onAddToCart?: (selection: CartSelection) => Promise<void>
  headingLevel?: 1 | 3
} = {}) {
  const rendered = renderWithProviders(
    <ProductDetails
      product={product}
      heldQuantity={heldQuantity}
      onAddToCart={onAddToCart}
      headingLevel={headingLevel}
    />,
  )
  return { ...rendered, onAddToCart }
}

/** A product page whose cart really fills up as the shopper adds. */
function CartHarness({ onAdd }: { onAdd: (selection: CartSelection) => void }) {
  const [held, setHeld] = useState<Record<string, number>>({})
  return (
    <ProductDetails
      product={makeProduct()}
      heldQuantity={(size, color) => held[`${size}/${color}`] ?? 0}
      onAddToCart={(selection) => {
        onAdd(selection)
        setHeld((lines) => {
          const key = `${selection.size}/${selection.color}`
          return { ...lines, [key]: (lines[key] ?? 0) + selection.quantity }
        })
        return Promise.resolve()
      }}
    />
  )
}

const colorGroup = () => screen.getByRole('group', { name: /^Color/ })
const sizeGroup = () => screen.getByRole('group', { name: 'Size' })
const quantity = () => screen.getByRole('status', { name: 'Quantity' })
const addButton = () => screen.getByRole('button', { name: /add to cart|sold out|adding/i })

test('the product opens on its first image, the first variant’s colour and that variant’s size', () => {
  renderDetails()

  expect(screen.getByRole('heading', { level: 1, name: 'Drift Pocket Tee' })).toBeInTheDocument()
  expect(
    screen.getByRole('img', { name: 'Front view of the Drift Pocket Tee in Black' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('button', { name: 'Front view of the Drift Pocket Tee in Black' }),
  ).toHaveAttribute('aria-pressed', 'true')
  expect(within(colorGroup()).getByRole('button', { name: 'Black' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(within(sizeGroup()).getByRole('button', { name: 'M' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(quantity()).toHaveTextContent('1')
  expect(addButton()).toHaveTextContent('Add to Cart')
  expect(addButton()).toBeEnabled()
})

test('the price shows beside the struck-through original price, and bullet lines read as a list', () => {
  renderDetails()

  expect(screen.getByText('$36')).toBeInTheDocument()
  expect(screen.getByText('$45').closest('del')).not.toBeNull()
  expect(screen.getByText('Save 20%')).toBeInTheDocument()
  expect(screen.getByText('A heavyweight tee for long days on the slide.').tagName).toBe('P')
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
    expect.arrayContaining(['Organic cotton', 'Boxy fit']),
  )
})

test('an original price no higher than the price is not shown as a saving', () => {
  renderDetails({ product: makeProduct({ originalPrice: 36 }) })

  expect(screen.queryByText('$45')).not.toBeInTheDocument()
  expect(document.querySelector('del')).toBeNull()
  expect(screen.queryByText(/^Save/)).not.toBeInTheDocument()
})

test('clicking a thumbnail shows that image as the main image', async () => {
  const { user } = renderDetails()

  await user.click(
    screen.getByRole('button', { name: 'Back view of the Drift Pocket Tee in Black' }),
  )

  expect(
    screen.getByRole('img', { name: 'Back view of the Drift Pocket Tee in Black' }),
  ).toHaveAttribute('src', '/uploads/tee-back.webp')
  expect(
    screen.queryByRole('img', { name: 'Front view of the Drift Pocket Tee in Black' }),
  ).not.toBeInTheDocument()
  expect(
    screen.getByRole('button', { name: 'Back view of the Drift Pocket Tee in Black' }),
  ).toHaveAttribute('aria-pressed', 'true')
  expect(
    screen.getByRole('button', { name: 'Front view of the Drift Pocket Tee in Black' }),
  ).toHaveAttribute('aria-pressed', 'false')
})

test('the sizes of the chosen colour follow the size scale, and sold-out sizes and colours cannot be chosen', async () => {
  const { user } = renderDetails()

  expect(
    within(sizeGroup())
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['S', 'M', 'L'])
  expect(within(sizeGroup()).getByRole('button', { name: 'L' })).toBeDisabled()
  expect(within(colorGroup()).getByRole('button', { name: 'Sand' })).toBeDisabled()
  expect(within(colorGroup()).getByRole('button', { name: 'Navy' })).toBeEnabled()

  await user.click(within(colorGroup()).getByRole('button', { name: 'Navy' }))

  expect(
    within(sizeGroup())
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['S', 'M', 'XL'])
  for (const size of within(sizeGroup()).getAllByRole('button')) expect(size).toBeEnabled()
})

test('what the cart already holds disables the sizes and colours it has used up', () => {
  renderDetails({
    heldQuantity: (size, color) => (color === 'Navy' ? ({ S: 4, M: 1, XL: 5 }[size] ?? 0) : 0),
  })

  expect(within(colorGroup()).getByRole('button', { name: 'Navy' })).toBeDisabled()
  expect(within(colorGroup()).getByRole('button', { name: 'Black' })).toBeEnabled()
  expect(addButton()).toHaveTextContent('Add to Cart')
})

test('the quantity cannot go below 1 nor above the stock left of the chosen size', async () => {
  const { user } = renderDetails({
    heldQuantity: (size, color) => (size === 'S' && color === 'Black' ? 1 : 0),
  })
  const minus = screen.getByRole('button', { name: 'Decrease quantity' })
  const plus = screen.getByRole('button', { name: 'Increase quantity' })

  expect(minus).toBeDisabled()
  await user.click(plus)
  expect(quantity()).toHaveTextContent('2')
  // Black M has 2 in stock.
  expect(plus).toBeDisabled()
  expect(minus).toBeEnabled()

  // Black S has 3, one of them already in the cart.
  await user.click(within(sizeGroup()).getByRole('button', { name: 'S' }))
  expect(quantity()).toHaveTextContent('2')
  expect(plus).toBeDisabled()

  await user.click(minus)
  expect(quantity()).toHaveTextContent('1')
  expect(minus).toBeDisabled()
})

test('a colour change keeps the size when the colour has it, and trims the quantity to its stock', async () => {
  const { user } = renderDetails()
  await user.click(within(sizeGroup()).getByRole('button', { name: 'S' }))
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
  expect(quantity()).toHaveTextContent('3')

  // Navy S has 4: size and quantity stay.
  await user.click(within(colorGroup()).getByRole('button', { name: 'Navy' }))
  expect(within(sizeGroup()).getByRole('button', { name: 'S' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(quantity()).toHaveTextContent('3')

  // Back on Black, then M (2 left), then Navy M (1 left): the quantity follows the stock down.
  await user.click(within(colorGroup()).getByRole('button', { name: 'Black' }))
  await user.click(within(sizeGroup()).getByRole('button', { name: 'M' }))
  expect(quantity()).toHaveTextContent('2')
  await user.click(within(colorGroup()).getByRole('button', { name: 'Navy' }))
  expect(within(sizeGroup()).getByRole('button', { name: 'M' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(quantity()).toHaveTextContent('1')
})

test('a colour change takes the first size left when the colour lacks the chosen size', async () => {
  const { user } = renderDetails()
  await user.click(within(colorGroup()).getByRole('button', { name: 'Navy' }))
  await user.click(within(sizeGroup()).getByRole('button', { name: 'XL' }))

  await user.click(within(colorGroup()).getByRole('button', { name: 'Black' }))

  expect(within(sizeGroup()).getByRole('button', { name: 'S' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(within(sizeGroup()).getByRole('button', { name: 'M' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('when the chosen colour has no size left, adding asks for a size and colour', async () => {
  const { user, onAddToCart } = renderDetails({
    heldQuantity: (size, color) => (color === 'Black' ? ({ S: 3, M: 2 }[size] ?? 0) : 0),
  })
  for (const size of within(sizeGroup()).getAllByRole('button')) {
    expect(size).toHaveAttribute('aria-pressed', 'false')
  }

  await user.click(addButton())

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Please select a size and color before adding to cart.',
  )
  expect(onAddToCart).not.toHaveBeenCalled()

  // Choosing a colour with stock clears the message and picks its first size.
  await user.click(within(colorGroup()).getByRole('button', { name: 'Navy' }))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(within(sizeGroup()).getByRole('button', { name: 'S' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('adding again once the cart holds all that is left says there is not enough stock', async () => {
  const onAdd = vi.fn()
  const { user } = renderWithProviders(<CartHarness onAdd={onAdd} />)
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }))

  await user.click(addButton())
  expect(onAdd).toHaveBeenCalledWith({ size: 'M', color: 'Black', sku: 'TEE-BLK-M', quantity: 2 })
  await waitFor(() => {
    expect(within(sizeGroup()).getByRole('button', { name: 'M' })).toBeDisabled()
  })
  expect(quantity()).toHaveTextContent('1')
  expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()

  await user.click(addButton())

  expect(screen.getByRole('alert')).toHaveTextContent('Not enough stock available.')
  expect(onAdd).toHaveBeenCalledTimes(1)
})

test('the button reads Sold Out and is disabled when every variant is at its limit', () => {
  renderDetails({
    product: makeProduct({
      variants: makeProduct().variants.map((variant) => ({ ...variant, countInStock: 0 })),
    }),
  })

  expect(addButton()).toHaveTextContent('Sold Out')
  expect(addButton()).toBeDisabled()
})

test('stock the cart already holds in full also makes the product Sold Out', () => {
  const product = makeProduct()
  renderDetails({
    product,
    heldQuantity: (size, color) =>
      product.variants.find((variant) => variant.size === size && variant.color === color)
        ?.countInStock ?? 0,
  })

  expect(addButton()).toHaveTextContent('Sold Out')
  expect(addButton()).toBeDisabled()
})

test('the button reads Adding... and waits while the add is in progress, then is ready again', async () => {
  let finishAdd: () => void = () => undefined
  const onAddToCart = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finishAdd = resolve
      }),
  )
  const { user } = renderDetails({ onAddToCart })

  await user.click(addButton())

  expect(addButton()).toHaveTextContent('Adding...')
  expect(addButton()).toBeDisabled()
  expect(onAddToCart).toHaveBeenCalledWith({
    size: 'M',
    color: 'Black',
    sku: 'TEE-BLK-M',
    quantity: 1,
  })

  finishAdd()
  await waitFor(() => {
    expect(addButton()).toHaveTextContent('Add to Cart')
  })
  expect(addButton()).toBeEnabled()
})

test('a failed add shows why and lets the shopper try again', async () => {
  const { user } = renderDetails({
    onAddToCart: () => Promise.reject(new Error('Only 1 left in this size.')),
  })

  await user.click(addButton())

  expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left in this size.')
  expect(addButton()).toHaveTextContent('Add to Cart')
  expect(addButton()).toBeEnabled()
})

test('inside another page the product name is a level-3 heading', () => {
  renderDetails({ headingLevel: 3 })

  expect(screen.getByRole('heading', { level: 3, name: 'Drift Pocket Tee' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
})
