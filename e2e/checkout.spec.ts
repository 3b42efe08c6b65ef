import type { APIRequestContext } from '@playwright/test'
import {
  addVariantToCart,
  expect,
  findProductInStock,
  snap,
  test,
  type DemoProduct as Product,
  type DemoVariant as Variant,
} from './fixtures.js'

/** A password that meets every rule of docs/product-rules.md § Validation. */
const PASSWORD = 'Slide123!'

async function stockOf(request: APIRequestContext, productId: string, variant: Variant) {
  const response = await request.get(`/api/products/${productId}`)
  expect(response.ok()).toBe(true)
  const product = (await response.json()) as Product
  const current = product.variants.find((v) => v.size === variant.size && v.color === variant.color)
  if (!current) throw new Error('The variant bought is gone.')
  return current.countInStock
}

test('a guest fills the cart, signs up on the way to checkout, pays with the demo provider and finds the order', async ({
  page,
  request,
}) => {
  const { product, variant } = await findProductInStock(request)
  const stockBefore = await stockOf(request, product._id, variant)

  await addVariantToCart(page, product, variant)

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Open cart/ })
    .click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  // The server's figure of how far free shipping is (the demo's table ships free over $100 in
  // every zone), or that the goods have it.
  await expect(drawer.getByText(/free shipping\.$/)).toBeVisible()
  await drawer.getByRole('button', { name: 'Checkout' }).click()
  await expect(page).toHaveURL('/login?redirect=checkout')

  await page.getByRole('form', { name: 'Log in' }).getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL('/register?redirect=checkout')
  const email = `checkout-${String(Date.now())}@example.com`
  const signUp = page.getByRole('form', { name: 'Sign up' })
  await signUp.getByLabel('Name').fill('Casey Checkout')
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signUp.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL('/checkout')

  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(product.name)

  // Nothing filled yet: every field and the shipping choice say what they need.
  await form.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(form.getByText('First name is required.')).toBeVisible()
  await expect(form.getByText('Please select a shipping option.')).toBeVisible()

  await form.getByLabel('First name').fill('Casey')
  await form.getByLabel('Last name').fill('Checkout')
  await form.getByLabel('Address', { exact: true }).fill('1 Market St')
  await form.getByLabel('Postal code').fill('94103')
  await expect(form.getByLabel('City')).toHaveValue('San Francisco')
  await expect(form.getByLabel('State')).toHaveValue('CA')
  await expect(form.getByLabel('Country')).toHaveValue('United States')
  await form.getByLabel('Phone').fill('415 555 0100')
  await form.getByRole('radio', { name: /Express Shipping/ }).check()
  await expect(form.getByText('Please select a shipping option.')).toBeHidden()
  // The demo shop's code: the server's quote brings its discount line, and the order keeps it.
  const summary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summary.getByText('Shipping (Express Shipping)')).toBeVisible()
  await summary.getByLabel('Discount code').fill('WELCOME10')
  await summary.getByRole('button', { name: 'Apply' }).click()
  await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible()
  // The demo shop charges California's illustrative sales tax on the discounted goods and shipping.
  await expect(summary.getByText('Tax', { exact: true })).toBeVisible()
  await snap(page, 'checkout')

  await form.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page.getByText('Demo payment — no money is taken')).toBeVisible()
  await page.getByRole('button', { name: 'Pay with demo payment' }).click()

  await expect(page).toHaveURL('/order-confirmation')
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible()
  await expect(page.getByText('Estimated delivery:')).toBeVisible()
  await expect(page.getByText('Discount (WELCOME10)')).toBeVisible()
  await expect(page.getByText('Tax', { exact: true })).toBeVisible()
  await expect(page.getByText('Demo payment', { exact: true })).toBeVisible()
  const heading = await page.getByRole('heading', { name: /^Order ID: #/ }).textContent()
  const shortId = /#([\w-]+)/.exec(heading ?? '')?.[1] ?? ''
  expect(shortId).toHaveLength(8)
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Open cart/ }),
  ).not.toContainText(/[1-9]/)
  await snap(page, 'order-confirmation')

  await page.goto('/my-orders')
  const orderLink = page.getByRole('link', { name: `#${shortId}` })
  await expect(orderLink).toBeVisible()
  await expect(page.getByRole('cell', { name: 'San Francisco, United States' })).toBeVisible()
  await snap(page, 'my-orders')

  await orderLink.click()
  await expect(page).toHaveURL(new RegExp(`/order/${shortId}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible()
  // The shipping method; the totals name it too, as "Shipping (Express Shipping)".
  await expect(page.getByText('Express Shipping', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: product.name })).toHaveAttribute(
    'href',
    `/product/${product._id}`,
  )
  await snap(page, 'order-details')

  expect(await stockOf(request, product._id, variant)).toBe(stockBefore - 1)
})
