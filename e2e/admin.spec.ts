import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_ADMIN, expect, logInAsAdmin, snap, storeBeforeNextLoad, test } from './fixtures.js'

/** A password that meets every rule of docs/product-rules.md § Validation. */
const PASSWORD = 'Slide2026!'

const uniqueEmail = (who: string) =>
  `${who}-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`

interface Session {
  user: { _id: string; name: string; email: string; role: string }
  token: string
}

interface ApiOrder {
  _id: string
  totalPrice: number
  paymentStatus: string
  refundedAt: string | null
  isPaid: boolean
  isDelivered: boolean
  status: string
  trackingNumber: string | null
  user: { name: string } | null
}

const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` })
const shortId = (id: string) => `#${id.slice(0, 8)}`

async function logInThroughApi(request: APIRequestContext, credentials: typeof DEMO_ADMIN) {
  const response = await request.post('/api/users/login', { data: credentials })
  expect(response.status()).toBe(200)
  return (await response.json()) as Session
}

async function getAs<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const response = await request.get(path, { headers: bearer(session) })
  expect(response.ok(), `${path} answered ${String(response.status())}`).toBe(true)
  return (await response.json()) as T
}

/**
 * A paid order placed through the API the way the checkout page places it: cart, the server's
 * quote for the address and option, checkout at the quoted total, the demo payment, finalize.
 */
async function placeOrder(request: APIRequestContext, customer: Session): Promise<ApiOrder> {
  const headers = bearer(customer)
  const products = (await (await request.get('/api/products?limit=100')).json()) as {
    _id: string
    variants: { size: string; color: string; countInStock: number }[]
  }[]
  const product = products.find((candidate) => candidate.variants.some((v) => v.countInStock >= 2))
  const variant = product?.variants.find((v) => v.countInStock >= 2)
  if (!product || !variant) throw new Error('The demo catalogue has no product in stock.')
  const line = { productId: product._id, size: variant.size, color: variant.color, quantity: 1 }
  expect((await request.post('/api/cart', { headers, data: line })).ok()).toBe(true)

  const rates = (await (
    await request.post('/api/shipping/rates', {
      data: { address: { country: 'United States' }, products: [line] },
    })
  ).json()) as { options: { id: string; cost: number }[] }
  const option = rates.options[0]
  if (!option) throw new Error('No shipping option.')
  const quoteResponse = await request.post('/api/checkout/quote', {
    headers,
    data: {
      checkoutItems: [line],
      shippingAddress: { country: 'United States', state: 'NY' },
      shippingOptionId: option.id,
    },
  })
  expect(quoteResponse.ok()).toBe(true)
  const quote = (await quoteResponse.json()) as { total: number }
  const checkoutResponse = await request.post('/api/checkout', {
    headers,
    data: {
      checkoutItems: [line],
      shippingAddress: {
        firstName: 'Casey',
        lastName: 'Shipper',
        address: '350 5th Ave',
        city: 'New York',
        state: 'NY',
        postalCode: '10001',
        country: 'United States',
        phone: '212 555 0100',
      },
      shippingOption: { id: option.id, cost: option.cost },
      paymentMethod: 'PayPal',
      totalPrice: quote.total,
    },
  })
  expect(checkoutResponse.status()).toBe(201)
  const checkout = (await checkoutResponse.json()) as { _id: string }
  const payment = (await (
    await request.post(`/api/checkout/${checkout._id}/payment`, { headers })
  ).json()) as { orderId: string }
  const paid = await request.put(`/api/checkout/${checkout._id}/pay`, {
    headers,
    data: { paymentStatus: 'paid', paymentDetails: { orderId: payment.orderId } },
  })
  expect(paid.ok()).toBe(true)
  const finalized = await request.post(`/api/checkout/${checkout._id}/finalize`, { headers })
  expect(finalized.status()).toBe(201)
  return (await finalized.json()) as ApiOrder
}

/** Opens the shop with `session` signed in, as if its user had logged in earlier. */
async function signIn(page: Page, session: Session) {
  await storeBeforeNextLoad(page, {
    userInfo: JSON.stringify(session.user),
    userToken: JSON.stringify(session.token),
  })
}

/** One customer with one order for the whole file: sign-ups are rate limited per client. */
let customer: Session
let customerOrder: ApiOrder
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const response = await request.post('/api/users/register', {
    data: { name: 'Casey Shipper', email: uniqueEmail('casey-shipper'), password: PASSWORD },
  })
  expect(response.status()).toBe(201)
  customer = (await response.json()) as Session
  customerOrder = await placeOrder(request, customer)
  await request.dispose()
})

test('an admin logs in, follows the Admin link and sees the figures of the orders and products the API lists', async ({
  page,
  request,
}) => {
  await logInAsAdmin(page)
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click()
  await expect(page).toHaveURL('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expect(page).toHaveTitle(/^Admin Dashboard · Admin/)

  const admin = await logInThroughApi(request, DEMO_ADMIN)
  // Other shoppers may order meanwhile: read the API, then the page, until both agree.
  await expect(async () => {
    const orders = await getAs<ApiOrder[]>(request, admin, '/api/admin/orders')
    const products = await getAs<unknown[]>(request, admin, '/api/admin/products')
    const revenueCents = orders
      .filter((order) => order.isPaid && order.status !== 'Cancelled')
      .reduce((sum, order) => sum + Math.round(order.totalPrice * 100), 0)
    const revenue = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      revenueCents / 100,
    )
    await page.reload()
    const main = page.getByRole('main')
    // The cards show the chosen range and, beneath, the shop's figures of all time.
    await expect(main.getByRole('region', { name: 'Revenue', exact: true })).toContainText(
      `All time: ${revenue}`,
      { timeout: 2_000 },
    )
    await expect(main.getByRole('region', { name: 'Total Orders', exact: true })).toContainText(
      `All time: ${orders.length.toLocaleString('en-US')}`,
    )
    await expect(main.getByRole('region', { name: 'Total Products' })).toContainText(
      products.length.toLocaleString('en-US'),
    )
    const recentIds = await main
      .getByRole('region', { name: 'Recent Orders' })
      .getByRole('link', { name: /^#/ })
      .allTextContents()
    expect(recentIds).toEqual(orders.slice(0, 10).map((order) => shortId(order._id)))
  }).toPass({ timeout: 20_000 })

  const ours = page.getByRole('row').filter({ hasText: shortId(customerOrder._id) })
  await expect(ours).toContainText('Casey Shipper')
  await snap(page, 'admin-dashboard')
})

test('an admin demotes and then deletes a user made through the API', async ({ page, request }) => {
  const admin = await logInThroughApi(request, DEMO_ADMIN)
  const email = uniqueEmail('jordan-admin')
  const created = await request.post('/api/admin/users', {
    headers: bearer(admin),
    data: { name: 'Jordan Helper', email, password: PASSWORD, role: 'admin' },
  })
  expect(created.status()).toBe(201)
  const listedRole = async () => {
    const users = await getAs<{ email: string; role: string }[]>(request, admin, '/api/admin/users')
    return users.find((user) => user.email === email)?.role ?? 'gone'
  }

  await signIn(page, admin)
  await page.goto('/admin/users')
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: email })
  const role = row.getByRole('combobox', { name: 'Role of Jordan Helper' })
  await expect(role).toHaveValue('admin')

  await role.selectOption('Customer')
  // A role change asks first.
  await page
    .getByRole('alertdialog', { name: 'Remove admin rights from Jordan Helper?' })
    .getByRole('button', { name: 'Remove admin rights' })
    .click()
  await expect(page.getByText('Jordan Helper is now customer.')).toBeVisible()
  await expect.poll(listedRole).toBe('customer')
  await snap(page, 'admin-users')

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this user?')
    void dialog.accept()
  })
  await row.getByRole('button', { name: 'Delete Jordan Helper' }).click()
  await expect(page.getByText('User deleted.')).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect.poll(listedRole).toBe('gone')
})

test('an admin ships an order with a tracking number, delivers it, and the customer’s order page follows', async ({
  page,
  request,
}) => {
  const admin = await logInThroughApi(request, DEMO_ADMIN)
  await signIn(page, admin)
  await page.goto('/admin/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: shortId(customerOrder._id) })
  await expect(row).toContainText('Casey Shipper')
  await expect(row).toContainText('Processing')
  await snap(page, 'admin-orders')

  await row.getByRole('button', { name: shortId(customerOrder._id) }).click()
  const drawer = page.getByRole('dialog', { name: 'Order Details' })
  await expect(drawer).toBeVisible()
  await expect(drawer).toContainText('Casey Shipper')
  await expect(drawer).toContainText('350 5th Ave')
  // The demo shop takes demo payments, and the drawer says so rather than naming PayPal.
  await expect(drawer).toContainText('Demo payment')
  const status = drawer.getByRole('combobox', { name: 'Status' })
  await expect(status).toHaveValue('Processing')

  const trackingNumber = `1Z${String(Date.now())}`
  await drawer.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNumber)
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Tracking number saved. The order is Shipped.')).toBeVisible()
  await expect(status).toHaveValue('Shipped')
  await expect(row).toContainText('Shipped')
  await expect(row).toContainText(trackingNumber)
  await snap(page, 'admin-order-drawer')

  // The customer's own view of the order reads the same.
  const asCustomer = await getAs<ApiOrder>(request, customer, `/api/orders/${customerOrder._id}`)
  expect(asCustomer).toMatchObject({ status: 'Shipped', trackingNumber, isDelivered: false })

  await status.selectOption('Delivered')
  // Delivered cannot be undone quietly, so it asks first.
  await page
    .getByRole('alertdialog', { name: 'Mark this order as delivered?' })
    .getByRole('button', { name: 'Mark as delivered' })
    .click()
  await expect(page.getByText('Order status is now Delivered.')).toBeVisible()
  await drawer.getByRole('button', { name: 'Close order details' }).click()
  await expect(drawer).toBeHidden()
  await expect(row).toContainText('Delivered')

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userToken'))).toBeNull()

  // The customer's order page shows the status, the tracking number and the delivery badge.
  await signIn(page, customer)
  await page.goto(`/order/${customerOrder._id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible()
  await expect(page.getByText('Order Status:').locator('..')).toHaveText('Order Status: Delivered')
  await expect(page.getByText(trackingNumber, { exact: true })).toBeVisible()
  await expect(page.getByText('Pending Delivery')).toHaveCount(0)
})

test('an admin refunds a paid order in two clicks, and the customer sees it refunded', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, customer)
  const admin = await logInThroughApi(request, DEMO_ADMIN)
  await signIn(page, admin)
  await page.goto('/admin/orders')
  const row = page.getByRole('row').filter({ hasText: shortId(order._id) })
  await row.getByRole('button', { name: shortId(order._id) }).click()
  const drawer = page.getByRole('dialog', { name: 'Order Details' })
  await expect(drawer).toContainText('Demo payment')

  await drawer.getByRole('button', { name: 'Refund payment' }).click()
  const question = page.getByRole('alertdialog', { name: 'Refund the payment?' })
  await expect(question).toContainText('demo refund')
  await question.getByRole('button', { name: /^Refund \$/ }).click()
  await expect(drawer.getByText('Refunded on')).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Refund payment' })).toBeHidden()
  await expect(row).toContainText('Refunded')

  const asCustomer = await getAs<ApiOrder>(request, customer, `/api/orders/${order._id}`)
  expect(asCustomer.paymentStatus).toBe('refunded')
  expect(asCustomer.refundedAt).not.toBeNull()
  await signIn(page, customer)
  await page.goto(`/order/${order._id}`)
  await expect(page.getByText(/^Refunded on /)).toBeVisible()
})

test('an admin reads a contact message and deletes it', async ({ page, request }) => {
  const text = `Do the Drift hoodies run true to size? (${String(Date.now())})`
  const sent = await request.post('/api/contact', {
    data: { name: 'Maya Lindqvist', email: 'maya@example.com', message: text },
  })
  expect(sent.status()).toBe(201)

  await signIn(page, await logInThroughApi(request, DEMO_ADMIN))
  await page.goto('/admin/messages')
  const message = page.getByRole('article').filter({ hasText: text })
  await expect(message.getByRole('link', { name: 'maya@example.com' })).toHaveAttribute(
    'href',
    'mailto:maya@example.com',
  )
  await snap(page, 'admin-messages')

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this message?')
    void dialog.accept()
  })
  await message.getByRole('button', { name: 'Delete message from Maya Lindqvist' }).click()
  await expect(page.getByText('Message deleted.')).toBeVisible()
  await expect(message).toHaveCount(0)
})

test('a customer is sent away from every admin page, and the admin API refuses them', async ({
  page,
  request,
}) => {
  await page.goto('/admin/orders')
  await expect(page).toHaveURL('/login')

  await signIn(page, customer)
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/products',
    '/admin/products/create',
    `/admin/products/${customerOrder._id}/edit`,
    '/admin/orders',
    '/admin/messages',
  ]) {
    await page.goto(path)
    // Users and orders send a customer home; the rest to /login, which sends a signed-in
    // shopper home too.
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0)
  }

  for (const path of ['/api/admin/users', '/api/admin/orders', '/api/admin/stats']) {
    const response = await request.get(path, { headers: bearer(customer) })
    expect(response.status(), path).toBe(403)
  }
})
