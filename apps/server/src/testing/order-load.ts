import { httpJson, type JsonAnswer } from './http-json.js'
import { US_ADDRESS } from './place-order.js'

export interface LoadBuyer {
  headers: Record<string, string>
}

/** The one variant every buyer orders, with what the shopper pays for 1, 2 or 3 of it. */
export interface LoadItem {
  productId: string
  size: string
  color: string
  /** `totalPrice` by quantity, as the quote answered it. */
  totals: ReadonlyMap<number, number>
}

/** What a buyer was told about one order. */
export type OrderAttempt =
  | { buyer: number; quantity: number; outcome: 'confirmed'; orderId: string }
  /** Finalize sent, no 201 back (cut, or an error): the order may or may not exist. */
  | { buyer: number; quantity: number; outcome: 'unanswered'; status?: number }
  /** Stopped before finalize, or finalize refused (4xx): no order. */
  | { buyer: number; quantity: number; outcome: 'refused'; status?: number }

export interface Load {
  /** Every buyer ends the order it is placing, then stops. */
  stop: () => void
  /** Orders confirmed so far. */
  confirmedCount: () => number
  /** Every attempt, once every buyer has stopped. */
  attempts: Promise<OrderAttempt[]>
}

/**
 * Buyers ordering in parallel through the real HTTP API (checkout, demo payment, pay, finalize),
 * one order after another, until stopped; a buyer whose server stops answering stops too.
 */
export function startOrderLoad(baseUrl: string, buyers: LoadBuyer[], item: LoadItem): Load {
  let isStopped = false
  let confirmedCount = 0
  const runBuyer = async (buyer: number): Promise<OrderAttempt[]> => {
    const attempts: OrderAttempt[] = []
    while (!isStopped) {
      const quantity = 1 + Math.floor(Math.random() * item.totals.size)
      const { serverIsGone, ...result } = await placeOrder(
        baseUrl,
        buyers[buyer]?.headers ?? {},
        item,
        quantity,
      )
      attempts.push({ buyer, quantity, ...result })
      if (result.outcome === 'confirmed') confirmedCount += 1
      if (serverIsGone) break
    }
    return attempts
  }
  const attempts = Promise.all(buyers.map((_, buyer) => runBuyer(buyer))).then((lists) =>
    lists.flat(),
  )
  return {
    stop: () => {
      isStopped = true
    },
    confirmedCount: () => confirmedCount,
    attempts,
  }
}

type Outcome = (
  | { outcome: 'confirmed'; orderId: string }
  /** `status`: the answer that ended the attempt, when one came. */
  | { outcome: 'unanswered'; status?: number }
  | { outcome: 'refused'; status?: number }
) & {
  /** A request got no answer at all: the server was killed. */
  serverIsGone?: boolean
}

async function placeOrder(
  baseUrl: string,
  headers: Record<string, string>,
  item: LoadItem,
  quantity: number,
): Promise<Outcome> {
  const call = (method: 'POST' | 'PUT', path: string, body?: object): Promise<JsonAnswer> =>
    httpJson(method, `${baseUrl}${path}`, { headers, body })
  /** Undefined when no answer came. */
  const answerOf = (answer: Promise<JsonAnswer>) => answer.catch(() => undefined)

  const checkout = await answerOf(
    call('POST', '/api/checkout', {
      checkoutItems: [{ productId: item.productId, size: item.size, color: item.color, quantity }],
      shippingAddress: US_ADDRESS,
      shippingOption: { id: 'standard' },
      paymentMethod: 'PayPal',
      totalPrice: item.totals.get(quantity),
    }),
  )
  if (checkout === undefined) return { outcome: 'refused', serverIsGone: true }
  if (checkout.status !== 201) return { outcome: 'refused', status: checkout.status }
  const checkoutId = (checkout.body as { _id: string })._id
  const payment = await answerOf(call('POST', `/api/checkout/${checkoutId}/payment`))
  if (payment === undefined) return { outcome: 'refused', serverIsGone: true }
  if (payment.status !== 200) return { outcome: 'refused', status: payment.status }
  const pay = await answerOf(
    call('PUT', `/api/checkout/${checkoutId}/pay`, {
      paymentStatus: 'paid',
      paymentDetails: { orderId: (payment.body as { orderId: string }).orderId },
    }),
  )
  if (pay === undefined) return { outcome: 'refused', serverIsGone: true }
  if (pay.status !== 200) return { outcome: 'refused', status: pay.status }

  const finalize = await answerOf(call('POST', `/api/checkout/${checkoutId}/finalize`))
  if (finalize === undefined) return { outcome: 'unanswered', serverIsGone: true }
  if (finalize.status === 201) {
    return { outcome: 'confirmed', orderId: (finalize.body as { _id: string })._id }
  }
  // A 4xx refused the order (sold out, refunded) and wrote nothing; a 5xx may have come after
  // the commit (a connection cut during COMMIT).
  return finalize.status >= 400 && finalize.status < 500
    ? { outcome: 'refused', status: finalize.status }
    : { outcome: 'unanswered', status: finalize.status }
}
