import { randomUUID } from 'node:crypto'
import { httpJson } from './http-json.js'
import type { LoadBuyer, LoadItem } from './order-load.js'
import { US_ADDRESS } from './place-order.js'

export const LOAD_ADMIN = { email: 'owner@example.test', password: 'Owner-Load-2026!' }

/** Units in stock at the start: more than any load sells, so no order is refused for stock. */
export const LOAD_INITIAL_STOCK = 1_000_000

/**
 * Prepares a freshly started shop for an order load through its API: the admin (LOAD_ADMIN, whom
 * the shop seeded) adds one product with one variant in deep stock, `buyerCount` customers sign
 * up, and the quote gives what 1, 2 and 3 units cost.
 */
export async function prepareOrderLoad(
  baseUrl: string,
  buyerCount: number,
): Promise<{ buyers: LoadBuyer[]; item: LoadItem }> {
  const login = await expectAnswer(200, 'POST', `${baseUrl}/api/users/login`, {
    body: LOAD_ADMIN,
  })
  const admin = bearer((login as { token: string }).token)
  const variant = { size: 'M', color: 'Black', sku: `LOAD-${randomUUID()}` }
  const product = await expectAnswer(201, 'POST', `${baseUrl}/api/products`, {
    headers: admin,
    body: {
      name: 'Load Tee',
      description: 'A tee that many buyers order at once.',
      price: 20,
      images: [{ url: '/uploads/load-tee.webp', altText: 'Load Tee' }],
      variants: [{ ...variant, countInStock: LOAD_INITIAL_STOCK }],
      category: 'Top Wear',
      brand: 'Loadwear',
      collections: 'Load Collection',
      material: 'Cotton',
      gender: 'Men',
    },
  })
  const productId = (product as { _id: string })._id

  const buyers: LoadBuyer[] = []
  for (let index = 0; index < buyerCount; index += 1) {
    const account = await expectAnswer(201, 'POST', `${baseUrl}/api/users/register`, {
      body: {
        name: `Buyer ${String(index)}`,
        email: `buyer-${randomUUID()}@example.test`,
        password: 'Buyer-Load-2026!',
      },
    })
    buyers.push({ headers: bearer((account as { token: string }).token) })
  }

  const totals = new Map<number, number>()
  for (const quantity of [1, 2, 3]) {
    const quote = await expectAnswer(200, 'POST', `${baseUrl}/api/checkout/quote`, {
      headers: buyers[0]?.headers ?? {},
      body: {
        checkoutItems: [{ productId, ...variant, quantity }],
        shippingAddress: { country: US_ADDRESS.country, state: US_ADDRESS.state },
        shippingOptionId: 'standard',
      },
    })
    totals.set(quantity, (quote as { total: number }).total)
  }
  return { buyers, item: { productId, size: variant.size, color: variant.color, totals } }
}

function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` }
}

async function expectAnswer(
  status: number,
  method: 'GET' | 'POST',
  url: string,
  options: { headers?: Record<string, string>; body?: object },
): Promise<unknown> {
  const answer = await httpJson(method, url, options)
  if (answer.status !== status) {
    throw new Error(
      `${method} ${url} answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`,
    )
  }
  return answer.body
}
