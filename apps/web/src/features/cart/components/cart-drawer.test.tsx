import type { Cart } from '@shop/shared/cart'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import type { AuthState } from '../../auth/auth-slice'
import type { CartContents, CartLine } from '../cart-slice'
import { CartDrawer } from './cart-drawer'
import { setupTestServer } from '../../../testing/msw-server'

const server = setupTestServer()
beforeEach(() => {
  localStorage.clear()
  // Sonner keeps its toasts in the module: a test starts without the last one's.
  toast.dismiss()
})

const hoodie: CartLine = {
  productId: 'prod-hoodie',
  name: 'Drift Hoodie',
  image: '/uploads/hoodie.w800.webp',
  price: 60,
  quantity: 2,
  size: 'M',
  color: 'Black',
  lineTotal: 120,
}
const tee: CartLine = {
  productId: 'prod-tee',
  name: 'Drift Pocket Tee',
  image: '/uploads/tee.w800.webp',
  price: 19.5,
  quantity: 1,
  size: 'S',
  color: 'Sand',
  lineTotal: 19.5,
}
const twoLines: CartContents = {
  products: [hoodie, tee],
  totalPrice: 139.5,
  freeShippingRemaining: 0,
}
const guest: AuthState = {
  user: null,
  token: null,
  guestId: 'guest_1750000000000_0123456789abcdef',
}
/** The drawer never reads the token: the server judges it (lib/api.ts sends it along). */
const customer: AuthState = {
  user: { _id: 'user-1', name: 'Maya Lindqvist', email: 'maya@example.com', role: 'customer' },
  token: 'customer-token',
  guestId: 'guest_1750000000001_0123456789abcdef',
}

function renderDrawer(cart: CartContents = twoLines, auth: AuthState = guest) {
  return renderWithProviders(<CartDrawer />, {
    preloadedState: {
      auth,
      cart: { cart },
      ui: { isCartDrawerOpen: true, isMobileMenuOpen: false },
    },
  })
}

/** The cart the server answers a change with, as docs/product-rules.md § Cart shapes it. */
function answer(products: CartLine[], totalPrice: number, freeShippingRemaining = 0): Cart {
  const lines = products.map((line) => ({ ...line, lineTotal: line.price * line.quantity }))
  return { _id: 'cart-1', products: lines, totalPrice, freeShippingRemaining }
}

/** Records the JSON bodies a cart route receives. */
function recordBodies() {
  const bodies: unknown[] = []
  return {
    bodies,
    record: async (request: Request) => {
      bodies.push(await request.json())
    },
  }
}

test('each line shows its image, name, size, colour and its amount to the cent, above the subtotal', () => {
  renderDrawer()
  const drawer = screen.getByRole('dialog', { name: 'Your Cart' })

  expect(within(drawer).getByRole('heading', { level: 2, name: 'Your Cart' })).toBeInTheDocument()
  expect(within(drawer).getByRole('img', { name: 'Drift Hoodie' })).toHaveAttribute(
    'src',
    '/uploads/hoodie.w800.webp',
  )
  expect(within(drawer).getByRole('link', { name: 'Drift Hoodie' })).toHaveAttribute(
    'href',
    '/product/prod-hoodie',
  )
  expect(within(drawer).getByText('Size: S')).toBeInTheDocument()
  expect(within(drawer).getByText('Color: Sand')).toBeInTheDocument()
  // Each line shows the server's amount for it: two hoodies, one tee.
  expect(within(drawer).getByText('$120.00')).toBeInTheDocument()
  expect(within(drawer).getByText('$19.50')).toBeInTheDocument()
  expect(within(drawer).getByText('$139.50')).toBeInTheDocument()
  expect(within(drawer).getByText('(3 items)')).toBeInTheDocument()
  expect(
    within(drawer).getByText('Shipping, taxes, and discount codes calculated at checkout.'),
  ).toBeInTheDocument()
  expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeEnabled()
})

test('the minus is disabled at 1, and the plus asks the server and shows the cart it answers', async () => {
  const { bodies, record } = recordBodies()
  server.use(
    http.put('*/api/cart', async ({ request }) => {
      await record(request)
      return HttpResponse.json(answer([hoodie, { ...tee, quantity: 2 }], 159))
    }),
  )
  const { user } = renderDrawer()
  const teeLabel = 'Drift Pocket Tee (S, Sand)'
  expect(screen.getByRole('button', { name: `Decrease quantity of ${teeLabel}` })).toBeDisabled()
  expect(
    screen.getByRole('button', { name: 'Decrease quantity of Drift Hoodie (M, Black)' }),
  ).toBeEnabled()

  await user.click(screen.getByRole('button', { name: `Increase quantity of ${teeLabel}` }))

  expect(await screen.findByText('$159.00')).toBeInTheDocument()
  expect(screen.getByRole('status', { name: `Quantity of ${teeLabel}` })).toHaveTextContent('2')
  expect(screen.getByRole('button', { name: `Decrease quantity of ${teeLabel}` })).toBeEnabled()
  expect(screen.getByText('$39.00')).toBeInTheDocument()
  expect(bodies).toEqual([
    { productId: 'prod-tee', size: 'S', color: 'Sand', guestId: guest.guestId, quantity: 2 },
  ])
})

test('lowering a quantity sends the new quantity, and at 1 the minus stops and hands over the focus', async () => {
  const { bodies, record } = recordBodies()
  server.use(
    http.put('*/api/cart', async ({ request }) => {
      await record(request)
      return HttpResponse.json(answer([{ ...hoodie, quantity: 1 }, tee], 79.5))
    }),
  )
  const { user } = renderDrawer()
  const minus = screen.getByRole('button', { name: 'Decrease quantity of Drift Hoodie (M, Black)' })

  await user.click(minus)

  expect(await screen.findByText('$79.50')).toBeInTheDocument()
  expect(minus).toBeDisabled()
  // The keyboard focus is not lost with the disabled minus: the plus takes it.
  expect(
    screen.getByRole('button', { name: 'Increase quantity of Drift Hoodie (M, Black)' }),
  ).toHaveFocus()
  expect(bodies).toMatchObject([{ productId: 'prod-hoodie', quantity: 1 }])
})

test('the delete button removes the line on the server, and the last one leaves the empty cart', async () => {
  const { bodies, record } = recordBodies()
  server.use(
    http.delete('*/api/cart', async ({ request }) => {
      await record(request)
      return HttpResponse.json(
        bodies.length === 1 ? answer([tee], 19.5, 80.51) : answer([], 0, 100.01),
      )
    }),
  )
  const { user, store } = renderDrawer()

  await user.click(screen.getByRole('button', { name: 'Remove Drift Hoodie (M, Black)' }))

  await expect.poll(() => screen.queryByRole('link', { name: 'Drift Hoodie' })).toBeNull()
  expect(screen.getByText('$19.50', { selector: 'dd' })).toBeInTheDocument()
  expect(bodies).toEqual([
    { productId: 'prod-hoodie', size: 'M', color: 'Black', guestId: guest.guestId },
  ])

  await user.click(screen.getByRole('button', { name: 'Remove Drift Pocket Tee (S, Sand)' }))

  expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/collections/all',
  )
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled()
  expect(store.getState().cart.cart).toEqual({
    products: [],
    totalPrice: 0,
    freeShippingRemaining: 100.01,
  })
})

test('the drawer says how much more the goods need for free shipping everywhere, from the server’s figure', async () => {
  server.use(
    http.put('*/api/cart', () =>
      HttpResponse.json(answer([{ ...hoodie, quantity: 1 }, tee], 79.5, 20.51)),
    ),
  )
  const { user } = renderDrawer()
  const drawer = screen.getByRole('dialog', { name: 'Your Cart' })
  expect(within(drawer).getByText('Your order qualifies for free shipping.')).toBeInTheDocument()

  await user.click(
    screen.getByRole('button', { name: 'Decrease quantity of Drift Hoodie (M, Black)' }),
  )

  expect(
    await within(drawer).findByText('Spend $20.51 more for free shipping.'),
  ).toBeInTheDocument()
  expect(
    within(drawer).queryByText('Your order qualifies for free shipping.'),
  ).not.toBeInTheDocument()
  // The spec's note stays as it is.
  expect(
    within(drawer).getByText('Shipping, taxes, and discount codes calculated at checkout.'),
  ).toBeInTheDocument()
})

test('a quantity beyond the stock shows the server’s message, and the plus stops there', async () => {
  const message = 'Not enough stock available. Only 2 left.'
  server.use(http.put('*/api/cart', () => HttpResponse.json({ message }, { status: 409 })))
  const { user, store } = renderDrawer()
  const plus = screen.getByRole('button', { name: 'Increase quantity of Drift Hoodie (M, Black)' })

  await user.click(plus)

  expect(await screen.findByText(message)).toBeInTheDocument()
  expect(plus).toBeDisabled()
  expect(
    screen.getByRole('status', { name: 'Quantity of Drift Hoodie (M, Black)' }),
  ).toHaveTextContent('2')
  expect(store.getState().cart.cart).toEqual(twoLines)
})

test('failures without a message of their own read as the spec’s defaults', async () => {
  server.use(
    http.put('*/api/cart', () => new HttpResponse(null, { status: 500 })),
    http.delete('*/api/cart', () => new HttpResponse(null, { status: 500 })),
  )
  const { user, store } = renderDrawer()

  await user.click(
    screen.getByRole('button', { name: 'Increase quantity of Drift Pocket Tee (S, Sand)' }),
  )
  expect(await screen.findByText('Failed to update item quantity')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Remove Drift Pocket Tee (S, Sand)' }))
  expect(await screen.findByText('Failed to remove item')).toBeInTheDocument()

  // Nothing changed: the line is still there, as the server still has it.
  expect(screen.getByRole('link', { name: 'Drift Pocket Tee' })).toBeInTheDocument()
  expect(store.getState().cart.cart).toEqual(twoLines)
})

test('a customer’s change carries the token, and an ended session closes the drawer', async () => {
  const seen: (string | null)[] = []
  server.use(
    http.put('*/api/cart', ({ request }) => {
      seen.push(request.headers.get('authorization'))
      return HttpResponse.json({ message: 'Your session has ended.' }, { status: 401 })
    }),
  )
  const { user, store } = renderDrawer(twoLines, customer)

  await user.click(
    screen.getByRole('button', { name: 'Increase quantity of Drift Pocket Tee (S, Sand)' }),
  )

  await expect.poll(() => store.getState().ui.isCartDrawerOpen).toBe(false)
  expect(seen).toEqual(['Bearer customer-token'])
  expect(store.getState().auth.user).toBeNull()
  expect(store.getState().cart.cart.products).toEqual([])
})

test('Checkout sends a guest to log in on the way and a customer straight to checkout', async () => {
  const asGuest = renderDrawer()
  await asGuest.user.click(screen.getByRole('button', { name: 'Checkout' }))
  expect(asGuest.router.state.location.pathname).toBe('/login')
  expect(asGuest.router.state.location.search).toBe('?redirect=checkout')
  expect(asGuest.store.getState().ui.isCartDrawerOpen).toBe(false)
  asGuest.unmount()

  const asCustomer = renderDrawer(twoLines, customer)
  await asCustomer.user.click(screen.getByRole('button', { name: 'Checkout' }))
  expect(asCustomer.router.state.location.pathname).toBe('/checkout')
})

test('an empty cart says so, offers the shop, and cannot go to checkout', async () => {
  const { user, store, router } = renderDrawer({
    products: [],
    totalPrice: 0,
    freeShippingRemaining: 100.01,
  })

  expect(screen.getByText('Your cart is empty.')).toBeInTheDocument()
  expect(screen.getByText('$0.00')).toBeInTheDocument()
  expect(screen.queryByText(/free shipping/)).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled()

  await user.click(screen.getByRole('link', { name: 'Continue shopping' }))

  expect(router.state.location.pathname).toBe('/collections/all')
  expect(store.getState().ui.isCartDrawerOpen).toBe(false)
})
