import { httpJson } from './http-json.js'
import type { LoadBuyer, LoadItem, OrderAttempt } from './order-load.js'

export interface AuditReport {
  /** Orders confirmed to a buyer, or seen at an earlier audit, that the shop no longer has. */
  lost: string[]
  /** Orders the shop has that no confirmation and no unanswered finalize accounts for. */
  unexplained: string[]
  /** The variant's stock now, and the initial stock minus every order the shop has. */
  stock: number | undefined
  expectedStock: number
  orderCount: number
}

export interface OrderAudit {
  /**
   * Reads every buyer's orders and the variant's stock through the API, and checks them against
   * the attempts since the last audit.
   */
  audit: (baseUrl: string, attempts: OrderAttempt[]) => Promise<AuditReport>
}

/**
 * Keeps the books of an order load across restarts: an order the shop had once must stay, each
 * confirmed order must be there, an order nobody was told about must match a finalize whose
 * answer never came, and the stock must be the initial stock minus the orders' units.
 */
export function createOrderAudit(
  buyers: LoadBuyer[],
  item: Pick<LoadItem, 'productId' | 'size' | 'color'>,
  initialStock: number,
): OrderAudit {
  /** Every order seen so far, with its units. */
  const known = new Map<string, number>()

  return {
    audit: async (baseUrl, attempts) => {
      const present = new Map<string, number>()
      const lost: string[] = []
      const unexplained: string[] = []
      for (const [buyer, { headers }] of buyers.entries()) {
        const answer = await httpJson('GET', `${baseUrl}/api/orders/my-orders`, { headers })
        // A 401 here means the buyer's account itself was lost.
        if (answer.status !== 200) {
          throw new Error(
            `my-orders answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`,
          )
        }
        const orders = answer.body as { _id: string; orderItems: { quantity: number }[] }[]
        const units = new Map(
          orders.map((order) => [
            order._id,
            order.orderItems.reduce((sum, { quantity }) => sum + quantity, 0),
          ]),
        )
        for (const [id, quantity] of units) present.set(id, quantity)

        const mine = attempts.filter((attempt) => attempt.buyer === buyer)
        const confirmed = new Set<string>()
        for (const attempt of mine) {
          if (attempt.outcome !== 'confirmed') continue
          confirmed.add(attempt.orderId)
          if (!units.has(attempt.orderId)) lost.push(attempt.orderId)
        }
        // Each unanswered finalize may account for one order of its quantity.
        const unansweredQuantities = mine
          .filter((attempt) => attempt.outcome === 'unanswered')
          .map((attempt) => attempt.quantity)
        for (const [id, quantity] of units) {
          if (known.has(id) || confirmed.has(id)) continue
          const match = unansweredQuantities.indexOf(quantity)
          if (match === -1) unexplained.push(id)
          else unansweredQuantities.splice(match, 1)
        }
      }
      for (const id of known.keys()) if (!present.has(id)) lost.push(id)
      for (const [id, quantity] of present) known.set(id, quantity)

      const product = await httpJson('GET', `${baseUrl}/api/products/${item.productId}`)
      const variants = (product.body as { variants?: ProductVariantAnswer[] }).variants ?? []
      const variant = variants.find(({ size, color }) => size === item.size && color === item.color)
      const sold = [...present.values()].reduce((sum, quantity) => sum + quantity, 0)
      return {
        lost: [...new Set(lost)],
        unexplained,
        stock: variant?.countInStock,
        expectedStock: initialStock - sold,
        orderCount: present.size,
      }
    },
  }
}

interface ProductVariantAnswer {
  size: string
  color: string
  countInStock: number
}
