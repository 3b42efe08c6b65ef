import type { APIRequestContext } from '@playwright/test'
import {
  DEMO_ADMIN,
  expect,
  logIn,
  logInAsAdmin,
  readMail,
  snap,
  test,
  type DemoProduct,
  type DemoVariant,
} from './fixtures.js'

/**
 * Issue 27, end to end (docs/decisions/032-returns-and-exchanges.md, 033-store-credit.md): a
 * customer sends one item of a delivered order back for a refund and exchanges another for the
 * next size; the owner approves the return and marks it received; the customer then sees the
 * refund on the order, the replacement order that ships the new size at no charge, and store
 * credit the owner granted. The slip prints on its own.
 */

/** A password that meets every rule of docs/product-rules.md § Validation. */
const PASSWORD = 'Slide123!'
/** Where the order goes: a US address the demo's standard rate ships to. */
const ADDRESS = {
  firstName: 'Robin',
  lastName: 'Returns',
  address: '1 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'United States',
  phone: '+1 512 555 0100',
}
const SHIPPING_OPTION = 'standard'
const CREDIT = { amount: 5, reason: 'Sorry for the trouble with the fit' }

interface Line {
  product: DemoProduct & { price: number }
  variant: DemoVariant
}

/** "Size M, Olive", as the return flow and the slip name a variant. */
const describeVariant = ({ size, color }: DemoVariant) => `Size ${size}, ${color}`
const formatUsd = (dollars: number) => `$${dollars.toFixed(2)}`
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/users/login', { data: account })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}

/**
 * Two lines of different products, read from the catalogue as it is now: one to send back for
 * money, and one with the next size of its colour in stock to exchange for. Two units at least of
 * each, so another spec's purchase meanwhile leaves one.
 */
async function findLines(request: APIRequestContext) {
  const response = await request.get('/api/products?limit=100')
  expect(response.ok()).toBe(true)
  const products = (await response.json()) as Line['product'][]
  let exchange: (Line & { next: DemoVariant }) | undefined
  for (const product of products) {
    for (const [index, variant] of product.variants.entries()) {
      if (variant.countInStock < 2) continue
      // Sizes are listed small to large: the next of the same colour is the next size up.
      const next = product.variants.slice(index + 1).find((v) => v.color === variant.color)
      if (next && next.size !== variant.size && next.countInStock >= 2) {
        exchange = { product, variant, next }
        break
      }
    }
    if (exchange) break
  }
  if (!exchange) throw new Error('No demo product has the next size of a variant in stock.')
  const exchangeId = exchange.product._id
  for (const product of products) {
    if (product._id === exchangeId) continue
    const variant = product.variants.find((v) => v.countInStock >= 2)
    if (variant) return { refund: { product, variant }, exchange }
  }
  throw new Error('The demo catalogue has no second product in stock.')
}

/**
 * Buys the lines through the API as the storefront does (apps/server/src/testing/http-shopper.ts):
 * the server's quote, checkout at its total, the demo payment, finalize. Answers the order.
 */
async function placeOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  lines: readonly Line[],
) {
  const checkoutItems = lines.map(({ product, variant }) => ({
    productId: product._id,
    size: variant.size,
    color: variant.color,
    quantity: 1,
  }))
  const quote = await request.post('/api/checkout/quote', {
    headers,
    data: { checkoutItems, shippingAddress: ADDRESS, shippingOptionId: SHIPPING_OPTION },
  })
  expect(quote.ok()).toBe(true)
  const { total } = (await quote.json()) as { total: number }
  const checkout = await request.post('/api/checkout', {
    headers,
    data: {
      checkoutItems,
      shippingAddress: ADDRESS,
      shippingOption: { id: SHIPPING_OPTION },
      paymentMethod: 'PayPal',
      totalPrice: total,
    },
  })
  expect(checkout.status(), await checkout.text()).toBe(201)
  const { _id: checkoutId } = (await checkout.json()) as { _id: string }
  const payment = await request.post(`/api/checkout/${checkoutId}/payment`, { headers })
  expect(payment.ok()).toBe(true)
  const { orderId: paymentOrderId } = (await payment.json()) as { orderId: string }
  const paid = await request.put(`/api/checkout/${checkoutId}/pay`, {
    headers,
    data: { paymentStatus: 'paid', paymentDetails: { orderId: paymentOrderId } },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  const order = await request.post(`/api/checkout/${checkoutId}/finalize`, { headers })
  expect(order.status(), await order.text()).toBe(201)
  const { _id: orderId } = (await order.json()) as { _id: string }
  return { orderId, total }
}

test('a customer returns one item for a refund and exchanges another for the next size; the owner approves and receives it', async ({
  page,
  browser,
  request,
}) => {
  // Set-up through the API: a new customer, a delivered order of two lines.
  const customer = {
    name: 'Robin Returns',
    email: `returns-${String(Date.now())}@example.com`,
    password: PASSWORD,
  }
  const signUp = await request.post('/api/users/register', { data: customer })
  expect(signUp.status()).toBe(201)
  const {
    token,
    user: { _id: userId },
  } = (await signUp.json()) as { token: string; user: { _id: string } }
  const { refund, exchange } = await findLines(request)
  const { orderId, total } = await placeOrder(request, { authorization: `Bearer ${token}` }, [
    refund,
    exchange,
  ])
  const admin = await tokenOf(request, DEMO_ADMIN)
  const delivered = await request.put(`/api/admin/orders/${orderId}`, {
    headers: admin,
    data: { status: 'Delivered' },
  })
  expect(delivered.ok(), await delivered.text()).toBe(true)
  const settings = (await (await request.get('/api/settings')).json()) as {
    returnAddress?: string
  }
  expect(settings.returnAddress, 'the demo shop has a return address').toBeTruthy()
  const refundName = `${refund.product.name} (${describeVariant(refund.variant)})`
  const exchangeName = `${exchange.product.name} (${describeVariant(exchange.variant)})`

  // The customer starts a return from the order's page.
  await logIn(page, customer)
  await page.goto(`/order/${orderId}`)
  const orderReturns = page.getByRole('region', { name: 'Returns and exchanges' })
  await expect(orderReturns.getByText(/^Return by \w+ \d{1,2}, \d{4}$/)).toBeVisible()
  await orderReturns.getByRole('link', { name: 'Return or exchange items' }).click()
  await expect(page).toHaveURL(`/order/${orderId}/return`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Return or exchange items' }),
  ).toBeVisible()

  // Line A goes back for the money, too small.
  const refundLine = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: `Return ${refundName}` }) })
  await refundLine.getByRole('checkbox', { name: `Return ${refundName}` }).check()
  await refundLine.getByLabel('Reason', { exact: true }).selectOption({ label: 'Too small' })
  await expect(refundLine.getByRole('radio', { name: 'Money back' })).toBeChecked()

  // Line B is exchanged for the next size up of its colour.
  const exchangeLine = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: `Return ${exchangeName}` }) })
  await exchangeLine.getByRole('checkbox', { name: `Return ${exchangeName}` }).check()
  await exchangeLine.getByLabel('Reason', { exact: true }).selectOption({ label: 'Too small' })
  await exchangeLine.getByRole('radio', { name: 'Exchange for another size or colour' }).check()
  await exchangeLine
    .getByLabel('Exchange for', { exact: true })
    .selectOption({ label: describeVariant(exchange.next) })
  await expect(
    exchangeLine.getByText('Nothing to pay: we hold it for you as soon as you confirm.'),
  ).toBeVisible()

  // The money of line A goes back to the payment.
  const money = page.getByRole('group', { name: '2. How would you like your money back?' })
  await money.getByRole('radio', { name: 'Refund to your original payment' }).check()
  await expect(
    page.getByText('2 items: 1 to exchange, 1 for your money back.', { exact: false }),
  ).toBeVisible()
  await snap(page, 'return-request')
  await page.getByRole('button', { name: 'Confirm return' }).click()

  // The slip: its number, a QR code of it, the items, the refund and where to send the parcel.
  await expect(page).toHaveURL(/\/returns\/[\w-]+$/)
  const returnUrl = new URL(page.url()).pathname
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Your return is requested.',
  )
  const numberHeading = page.getByRole('heading', { level: 2, name: /^R-/ })
  await expect(numberHeading).toHaveText(/^R-[A-Z0-9]{6}$/)
  const number = (await numberHeading.textContent()) ?? ''
  await expect(page.getByRole('img', { name: `QR code of ${number}` })).toBeVisible()
  const slip = page.getByRole('article', { name: number })
  await expect(slip).toContainText(`Order: #${orderId.slice(0, 8)}`)
  await expect(slip).toContainText('Requested')
  await expect(
    slip.getByRole('row', { name: new RegExp(escapeRegExp(refund.product.name)) }),
  ).toContainText('Money back')
  await expect(
    slip.getByRole('row', { name: new RegExp(escapeRegExp(exchange.product.name)) }),
  ).toContainText(`Exchange for ${describeVariant(exchange.next)}`)
  const refundRow = slip.getByRole('term').filter({ hasText: 'Refund to your original payment' })
  await expect(refundRow).toBeVisible()
  const refundText =
    (await slip
      .getByRole('definition')
      .filter({ hasText: /^\$[\d,]+\.\d{2}$/ })
      .textContent()) ?? ''
  const refundAmount = Number(refundText.replace(/[$,]/g, ''))
  // The unit's price comes back (with its share of the tax), never the whole order.
  expect(refundAmount).toBeGreaterThanOrEqual(refund.product.price)
  expect(refundAmount).toBeLessThan(total)
  const sendTo = slip.getByRole('region', { name: 'Send the parcel to' })
  const [firstAddressLine] = (settings.returnAddress ?? '').split('\n')
  await expect(sendTo).toContainText(firstAddressLine ?? '')
  await expect(sendTo).toContainText(
    `Put this slip in the parcel so we know it is return ${number}.`,
  )
  await snap(page, 'return-slip')

  // On paper the slip is alone: no header, no buttons, the number and address still there.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print slip' })).toBeHidden()
  await expect(numberHeading).toBeVisible()
  await expect(sendTo).toBeVisible()
  await snap(page, 'return-slip-print')
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('button', { name: 'Print slip' })).toBeVisible()

  const requestedMail = await readMail(
    customer.email,
    `Your return ${number}: print the slip and send it back`,
  )
  expect(requestedMail.text).toContain(number)

  // The owner approves the return, then marks the parcel received.
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await logInAsAdmin(adminPage)
  await adminPage.goto('/admin/returns')
  await adminPage.getByRole('button', { name: number, exact: true }).click()
  const drawer = adminPage.getByRole('dialog', { name: 'Return Details' })
  await expect(drawer.getByText(number, { exact: true })).toBeVisible()
  await expect(drawer.getByText('Requested', { exact: true })).toBeVisible()
  await expect(drawer).toContainText(`Exchange for: ${exchange.next.size} · ${exchange.next.color}`)
  await expect(drawer).toContainText('Refund to payment')
  await expect(drawer).toContainText(customer.email)
  await drawer.getByRole('button', { name: 'Approve' }).click()
  await expect(
    drawer.getByText('Return approved. The customer is e-mailed to send the items back.'),
  ).toBeVisible()
  await expect(drawer.getByText('Approved', { exact: true })).toBeVisible()

  await drawer.getByRole('button', { name: 'Mark received' }).click()
  const confirm = adminPage.getByRole('alertdialog', { name: `Mark ${number} received?` })
  await expect(confirm).toContainText(
    `Its 2 items go back in stock, ${formatUsd(refundAmount)} is refunded to the original payment and the exchanged items ship as a replacement order, at no charge.`,
  )
  await confirm
    .getByRole('button', { name: `Mark received and refund ${formatUsd(refundAmount)}` })
    .click()
  await expect(
    drawer.getByText(
      `Return received and settled. ${formatUsd(refundAmount)} refunded. Replacement order made.`,
    ),
  ).toBeVisible()
  await expect(drawer.getByText('Closed', { exact: true })).toBeVisible()
  await expect(drawer).toContainText(
    `${formatUsd(refundAmount)} was refunded to the original payment.`,
  )
  const replacementLink = drawer
    .getByRole('listitem')
    .filter({ hasText: 'Replacement order' })
    .getByRole('link')
  await expect(replacementLink).toHaveText(/^#[\w-]{8}$/)
  const replacementShortId = ((await replacementLink.textContent()) ?? '').slice(1)
  await snap(adminPage, 'admin-return-settled')
  await adminContext.close()

  // The owner grants a little store credit (through the API) for the trouble.
  const granted = await request.post(`/api/admin/users/${userId}/store-credit`, {
    headers: admin,
    data: CREDIT,
  })
  expect(granted.ok(), await granted.text()).toBe(true)

  // The customer: the order shows the partial refund and the settled return.
  await page.goto(`/order/${orderId}`)
  const refunded = formatUsd(refundAmount)
  await expect(page.getByText(`Status: Partially refunded ${refunded}`)).toBeVisible()
  await expect(page.getByText(`${refunded} of ${formatUsd(total)} refunded`)).toBeVisible()
  const returnRow = orderReturns.getByRole('listitem').filter({ hasText: number })
  await expect(returnRow).toContainText('Refunded and exchanged')
  await expect(returnRow).toContainText(`2 items · Refund ${refunded}`)
  // Everything in the order is in this return: there is nothing left to send back.
  await expect(orderReturns.getByRole('link', { name: 'Return or exchange items' })).toBeHidden()
  await snap(page, 'order-partially-refunded')

  // The slip says what came of it and links the replacement order.
  await returnRow.getByRole('link', { name: number }).click()
  await expect(page).toHaveURL(returnUrl)
  await expect(slip).toContainText(
    'Your refund is on its way to your original payment. Your exchange ships as a new order.',
  )
  await expect(slip.getByText('Refunded and exchanged', { exact: true })).toBeVisible()
  await expect(slip.getByRole('region', { name: 'Send the parcel to' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print slip' })).toBeHidden()
  await slip.getByRole('link', { name: `order #${replacementShortId}` }).click()

  // The replacement order: the next size, nothing to pay, on its way.
  await expect(page).toHaveURL(new RegExp(`/order/${replacementShortId}`))
  await expect(page.getByRole('heading', { name: /^Order ID: #/ })).toContainText(
    replacementShortId,
  )
  const products = page.getByRole('region', { name: 'Products' })
  const replacementItem = products.getByRole('row', {
    name: new RegExp(escapeRegExp(exchange.product.name)),
  })
  await expect(replacementItem.getByRole('cell').nth(2)).toHaveText(exchange.next.size)
  await expect(replacementItem.getByRole('cell').nth(3)).toHaveText(exchange.next.color)
  await expect(page.getByText('Status: Paid')).toBeVisible()
  await expect(page.getByText('Exchange: nothing to pay')).toBeVisible()
  await expect(page.getByText('Order Status: Processing')).toBeVisible()
  await expect(products).toContainText('Total$0.00')
  await snap(page, 'replacement-order')

  // My Orders lists both: the original partly refunded, the replacement at $0.00 and paid; and
  // the return under them.
  await page.goto('/my-orders')
  const orders = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Shipping to' }) })
  const originalRow = orders
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${orderId.slice(0, 8)}` }) })
  await expect(originalRow).toContainText(`Partially refunded ${refunded}`)
  const replacementRow = orders
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${replacementShortId}` }) })
  await expect(replacementRow).toContainText('$0.00')
  await expect(replacementRow).toContainText('Paid')
  const myReturns = page.getByRole('region', { name: 'Returns' })
  await expect(
    myReturns.getByRole('row').filter({ has: page.getByRole('link', { name: number }) }),
  ).toContainText('Refunded and exchanged')
  await snap(page, 'my-orders-with-replacement')

  // The profile: the credit the owner granted, with its reason.
  await page.goto('/profile')
  const credit = page.getByRole('region', { name: 'Store credit' })
  await expect(credit).toContainText(`Balance${formatUsd(CREDIT.amount)}`)
  await expect(credit).toContainText('You can spend it at checkout.')
  await expect(credit).toContainText(CREDIT.reason)
  await snap(page, 'profile-store-credit')

  const receivedMail = await readMail(customer.email, `We received your return ${number}`)
  expect(receivedMail.text).toContain(number)
})
