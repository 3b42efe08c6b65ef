import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, snap, storeBeforeNextLoad, test } from './fixtures.js'

interface Variant {
  size: string
  color: string
  countInStock: number
}

interface Product {
  _id: string
  name: string
  price: number
  variants: Variant[]
}

interface ServerCart {
  products: { productId: string; size: string; color: string; quantity: number }[]
}

/** A password that meets every rule of docs/product-rules.md § Validation. */
const PASSWORD = 'Slide123!'

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * A product with two variants to add: the first with a few units left (2 to 5, so the drawer's
 * plus reaches the stock in a few clicks), the second of another size or colour with some left.
 */
async function findProductWithTwoVariants(request: APIRequestContext) {
  const response = await request.get('/api/products?limit=100')
  expect(response.ok()).toBe(true)
  for (const product of (await response.json()) as Product[]) {
    const few = product.variants.find((v) => v.countInStock >= 2 && v.countInStock <= 5)
    const other = product.variants.find(
      (v) => v !== few && v.countInStock >= 1 && (v.size !== few?.size || v.color !== few.color),
    )
    if (few && other) return { product, few, other }
  }
  throw new Error('The demo catalogue has no product with two variants in stock.')
}

const lineLabel = (product: Product, variant: Variant) =>
  `${product.name} (${variant.size}, ${variant.color})`

const readStored = (page: Page, key: string) =>
  page.evaluate((storageKey) => localStorage.getItem(storageKey), key)

async function addToCart(page: Page, product: Product, variant: Variant): Promise<void> {
  const colors = page.getByRole('group', { name: /^Color/ })
  await colors.getByRole('button', { name: variant.color, exact: true }).click()
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('button', { name: variant.size, exact: true })
    .click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Product added to cart!').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
}

function cartButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Open cart/ })
}

async function openDrawer(page: Page): Promise<Locator> {
  await cartButton(page).click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer).toBeVisible()
  return drawer
}

async function closeDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close your cart' }).click()
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden()
}

test('a guest fills a cart, signs up without losing it, changes it, and the server keeps it until logout', async ({
  page,
  request,
}) => {
  const { product, few, other } = await findProductWithTwoVariants(request)
  const fewLabel = lineLabel(product, few)
  const otherLabel = lineLabel(product, other)

  // As a guest: two variants from the product page, and the server holds them.
  await page.goto(`/product/${product._id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Open cart, 0 items')
  await addToCart(page, product, few)
  await expect(cartButton(page)).toHaveAccessibleName('Open cart, 1 item')
  await addToCart(page, product, other)
  await expect(cartButton(page)).toHaveAccessibleName('Open cart, 2 items')

  const guestId = JSON.parse((await readStored(page, 'guestId')) ?? '""') as string
  const guestCart = await request.get(`/api/cart?guestId=${encodeURIComponent(guestId)}`)
  expect(((await guestCart.json()) as ServerCart).products).toHaveLength(2)

  let drawer = await openDrawer(page)
  await expect(drawer.getByRole('button', { name: `Remove ${fewLabel}` })).toBeVisible()
  await expect(drawer.getByRole('button', { name: `Remove ${otherLabel}` })).toBeVisible()
  await expect(drawer.getByRole('img', { name: product.name })).toHaveCount(2)
  await expect(drawer.getByText(money.format(product.price * 2), { exact: true })).toBeVisible()
  await expect(
    drawer.getByRole('button', { name: `Decrease quantity of ${fewLabel}` }),
  ).toBeDisabled()
  await snap(page, 'cart-drawer')
  await closeDrawer(page)

  // Signing up merges the guest cart into the new account's.
  const name = 'Jordan Carter'
  const email = `cart-${String(Date.now())}@example.com`
  await page.goto('/register')
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('link', { name: `Your profile (${name})` })).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Open cart, 2 items')
  drawer = await openDrawer(page)
  await expect(drawer.getByRole('button', { name: `Remove ${fewLabel}` })).toBeVisible()
  await expect(drawer.getByRole('button', { name: `Remove ${otherLabel}` })).toBeVisible()

  // The plus goes up to the stock; one more is refused with the server's message.
  const plus = drawer.getByRole('button', { name: `Increase quantity of ${fewLabel}` })
  const quantity = drawer.getByRole('status', { name: `Quantity of ${fewLabel}` })
  for (let count = 2; count <= few.countInStock; count += 1) {
    await plus.click()
    await expect(quantity).toHaveText(String(count))
  }
  await expect(cartButton(page)).toHaveAccessibleName(
    `Open cart, ${String(few.countInStock + 1)} items`,
  )
  await plus.click()
  await expect(drawer.getByText(/^Not enough stock available\./)).toBeVisible()
  await expect(plus).toBeDisabled()
  await expect(quantity).toHaveText(String(few.countInStock))

  // One down again, and the other line removed.
  await drawer.getByRole('button', { name: `Decrease quantity of ${fewLabel}` }).click()
  await expect(quantity).toHaveText(String(few.countInStock - 1))
  await drawer.getByRole('button', { name: `Remove ${otherLabel}` }).click()
  await expect(drawer.getByRole('button', { name: `Remove ${otherLabel}` })).toHaveCount(0)
  const expectedCount = few.countInStock - 1
  const badge = `Open cart, ${String(expectedCount)} ${expectedCount === 1 ? 'item' : 'items'}`
  await expect(cartButton(page)).toHaveAccessibleName(badge)

  // Without the copy kept in the browser, a reload shows the cart the server kept.
  await page.evaluate(() => {
    localStorage.removeItem('cart')
  })
  await page.reload()
  await expect(cartButton(page)).toHaveAccessibleName(badge)
  drawer = await openDrawer(page)
  await expect(drawer.getByRole('status', { name: `Quantity of ${fewLabel}` })).toHaveText(
    String(expectedCount),
  )
  await expect(drawer.getByRole('button', { name: `Remove ${otherLabel}` })).toHaveCount(0)
  await closeDrawer(page)

  // Logout leaves an empty cart; the account's cart stays on the server.
  await page.goto('/profile')
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/login')
  await expect(cartButton(page)).toHaveAccessibleName('Open cart, 0 items')
  drawer = await openDrawer(page)
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeDisabled()
  await snap(page, 'cart-drawer-empty')
  await closeDrawer(page)
  expect(await readStored(page, 'cart')).toBeNull()

  // Logging back in brings the account's cart back from the server.
  const login = page.getByRole('form', { name: 'Log in' })
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await login.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL('/')
  await expect(cartButton(page)).toHaveAccessibleName(badge)
})

test('a session the server refuses ends at the cart read: the shopper goes to log in with an empty cart', async ({
  page,
}) => {
  const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const userId = '7f1d5c6e-2b1a-4c3d-9e8f-0a1b2c3d4e5f'
  const forged = `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({
    sub: userId,
    role: 'customer',
    ver: 0,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.${Buffer.from('not the shop’s signature').toString('base64url')}`
  await page.goto('/about')
  await storeBeforeNextLoad(page, {
    userInfo: JSON.stringify({
      _id: userId,
      name: 'Mallory',
      email: 'mallory@example.com',
      role: 'customer',
    }),
    userToken: JSON.stringify(forged),
    cart: JSON.stringify({
      products: [
        {
          productId: 'p1',
          name: 'Kept Tee',
          image: '/uploads/none.webp',
          price: 10,
          quantity: 3,
          size: 'M',
          color: 'Black',
        },
      ],
      totalPrice: 30,
    }),
  })

  // The read that carries the stored token (the guest read of the page before may still land).
  const refused = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/cart' &&
      response.request().headers().authorization !== undefined,
  )
  await page.reload()

  expect((await refused).status()).toBe(401)
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Open cart, 0 items')
  await expect.poll(() => readStored(page, 'userToken')).toBeNull()
  expect(await readStored(page, 'userInfo')).toBeNull()
  expect(await readStored(page, 'cart')).toBeNull()
})
