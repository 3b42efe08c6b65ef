import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the PayPal Orders v2 endpoints the paypal adapter uses, started by a
 * test on a free port: OAuth client-credentials tokens, create, capture, read and refund (whole
 * or partial, never more than is left of the capture: `REFUND_AMOUNT_EXCEEDED`), with
 * `PayPal-Request-Id` replays (a repeated id answers the first refund and refunds nothing). The
 * test plays the buyer (`approve`) and can make a capture be declined or take a different amount
 * than the order said, or a refund be refused.
 */

export const FAKE_PAYPAL_CLIENT_ID = 'fake-client-id'
export const FAKE_PAYPAL_CLIENT_SECRET = 'fake-client-secret'

interface Amount {
  currency_code: string
  value: string
}

export interface FakePaypalOrder {
  id: string
  status: 'CREATED' | 'APPROVED' | 'COMPLETED'
  intent: string
  referenceId: string | undefined
  amount: Amount
  capture: { id: string; status: string; amount: Amount } | null
  /** What the next capture does instead of taking the order's amount. */
  captureOutcome: { kind: 'decline' } | { kind: 'amount'; amount: Amount } | null
}

export interface FakePaypalRefund {
  id: string
  captureId: string
  amount: Amount
}

export interface FakePaypalRequest {
  method: string
  path: string
  requestId: string | undefined
  body: unknown
}

export interface FakePaypal {
  url: string
  orders: Map<string, FakePaypalOrder>
  refunds: FakePaypalRefund[]
  requests: FakePaypalRequest[]
  /** How many tokens were issued. */
  tokenCount: () => number
  /** What was refunded of a capture so far, in cents. */
  refundedCents: (captureId: string) => number
  /** The buyer approves the order in PayPal's window. */
  approve: (orderId: string) => void
  /** The buyer's card is declined at capture. */
  declineCapture: (orderId: string) => void
  /** The capture takes this amount instead of the order's (a provider-side mismatch). */
  captureAmount: (orderId: string, amount: Amount) => void
  /**
   * The next refunds of this capture are refused with `issue` (HTTP 422), or fail as PayPal
   * failing would (HTTP 500), until `allowRefund` is called.
   */
  refuseRefund: (captureId: string, outcome: { issue: string } | 'error') => void
  allowRefund: (captureId: string) => void
  /** Tokens stop working, as when PayPal revokes them early. */
  revokeTokens: () => void
  close: () => Promise<void>
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function issue(status: number, name: string, issueName: string) {
  return { status, body: { name, details: [{ issue: issueName }] } }
}

/** "12.30" → 1230; null for anything that is not a two-decimal amount. */
function centsOf(value: string): number | null {
  if (!/^\d{1,10}\.\d{2}$/.test(value)) return null
  return Math.round(Number(value) * 100)
}

function amountOf(cents: number, currency: string): Amount {
  return {
    currency_code: currency,
    value: `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`,
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function orderJson(order: FakePaypalOrder) {
  return {
    id: order.id,
    status: order.status,
    intent: order.intent,
    purchase_units: [
      {
        reference_id: order.referenceId,
        amount: order.amount,
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
  }
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const orders = new Map<string, FakePaypalOrder>()
  const refunds: FakePaypalRefund[] = []
  const refundRefusals = new Map<string, { issue: string } | 'error'>()
  const requests: FakePaypalRequest[] = []
  const tokens = new Set<string>()
  let issuedTokens = 0
  const replays = new Map<string, { status: number; body: unknown }>()
  const expectedBasic = `Basic ${Buffer.from(`${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_CLIENT_SECRET}`).toString('base64')}`

  const refundedCentsOf = (captureId: string) =>
    refunds
      .filter((refund) => refund.captureId === captureId)
      .reduce((sum, refund) => sum + (centsOf(refund.amount.value) ?? 0), 0)

  function handle(
    method: string,
    path: string,
    headers: IncomingMessage['headers'],
    raw: string,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      if (headers.authorization !== expectedBasic || raw !== 'grant_type=client_credentials') {
        return { status: 401, body: { error: 'invalid_client' } }
      }
      issuedTokens += 1
      const token = `fake-token-${String(issuedTokens)}`
      tokens.add(token)
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 32400 } }
    }
    const bearer = headers.authorization?.replace(/^Bearer /, '')
    if (bearer === undefined || !tokens.has(bearer)) {
      return { status: 401, body: { error: 'invalid_token' } }
    }
    const body: unknown = raw === '' ? undefined : JSON.parse(raw)

    if (method === 'POST' && path === '/v2/checkout/orders') {
      const input = body as {
        intent?: string
        purchase_units?: { reference_id?: string; amount?: Amount }[]
      }
      const amount = input.purchase_units?.[0]?.amount
      if (
        input.intent !== 'CAPTURE' ||
        !amount ||
        amount.currency_code !== 'USD' ||
        !/^\d+\.\d{2}$/.test(amount.value)
      ) {
        return issue(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE')
      }
      const order: FakePaypalOrder = {
        id: randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase(),
        status: 'CREATED',
        intent: input.intent,
        referenceId: input.purchase_units?.[0]?.reference_id,
        amount,
        capture: null,
        captureOutcome: null,
      }
      orders.set(order.id, order)
      return { status: 201, body: orderJson(order) }
    }

    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path)
    if (orderPath) {
      const order = orders.get(decodeURIComponent(orderPath[1] ?? ''))
      if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
      if (method === 'GET' && !orderPath[2]) return { status: 200, body: orderJson(order) }
      if (method === 'POST' && orderPath[2]) {
        if (order.status === 'COMPLETED') {
          return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED')
        }
        if (order.status !== 'APPROVED') {
          return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED')
        }
        if (order.captureOutcome?.kind === 'decline') {
          return issue(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED')
        }
        const amount =
          order.captureOutcome?.kind === 'amount' ? order.captureOutcome.amount : order.amount
        order.status = 'COMPLETED'
        order.capture = { id: `CAP-${randomUUID()}`, status: 'COMPLETED', amount }
        return { status: 201, body: orderJson(order) }
      }
    }

    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path)
    if (method === 'POST' && refundPath) {
      const captureId = decodeURIComponent(refundPath[1] ?? '')
      const order = [...orders.values()].find((candidate) => candidate.capture?.id === captureId)
      if (!order?.capture) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
      const refusal = refundRefusals.get(captureId)
      if (refusal === 'error') return issue(500, 'INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR')
      if (refusal) return issue(422, 'UNPROCESSABLE_ENTITY', refusal.issue)
      const capturedCents = centsOf(order.capture.amount.value) ?? 0
      const leftCents = capturedCents - refundedCentsOf(captureId)
      if (leftCents <= 0) return issue(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED')
      // No amount: what is left of the capture; an amount: that part, never more than is left.
      const asked = (body as { amount?: Partial<Amount> } | undefined)?.amount
      let cents = leftCents
      if (asked !== undefined) {
        const askedCents = typeof asked.value === 'string' ? centsOf(asked.value) : null
        if (
          askedCents === null ||
          askedCents <= 0 ||
          asked.currency_code !== order.capture.amount.currency_code
        ) {
          return issue(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE')
        }
        if (askedCents > leftCents) {
          return issue(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED')
        }
        cents = askedCents
      }
      const refund: FakePaypalRefund = {
        id: `REF-${randomUUID()}`,
        captureId,
        amount: amountOf(cents, order.capture.amount.currency_code),
      }
      refunds.push(refund)
      order.capture.status = cents === leftCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
      return { status: 201, body: { id: refund.id, status: 'COMPLETED', amount: refund.amount } }
    }
    return issue(404, 'RESOURCE_NOT_FOUND', 'UNKNOWN_PATH')
  }

  const server = createServer((request, response) => {
    readBody(request).then(
      (raw) => {
        const method = request.method ?? 'GET'
        const path = (request.url ?? '/').split('?')[0] ?? '/'
        const requestIdHeader = request.headers['paypal-request-id']
        const requestId = Array.isArray(requestIdHeader) ? requestIdHeader[0] : requestIdHeader
        requests.push({ method, path, requestId, body: raw === '' ? undefined : raw })
        // PayPal answers a repeated request id with the first answer, taking no action again.
        const replayKey = requestId === undefined ? undefined : `${method} ${path} ${requestId}`
        const replay = replayKey === undefined ? undefined : replays.get(replayKey)
        if (replay) {
          send(response, replay.status, replay.body)
          return
        }
        const answer = handle(method, path, request.headers, raw)
        if (replayKey !== undefined && answer.status < 300) replays.set(replayKey, answer)
        send(response, answer.status, answer.body)
      },
      (error: unknown) => {
        send(response, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(error) })
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const orderOf = (orderId: string) => {
    const order = orders.get(orderId)
    if (!order) throw new Error(`The fake PayPal has no order ${orderId}`)
    return order
  }

  return {
    url: `http://127.0.0.1:${String(port)}`,
    orders,
    refunds,
    requests,
    tokenCount: () => issuedTokens,
    refundedCents: refundedCentsOf,
    approve(orderId) {
      const order = orderOf(orderId)
      if (order.status === 'CREATED') order.status = 'APPROVED'
    },
    declineCapture(orderId) {
      orderOf(orderId).captureOutcome = { kind: 'decline' }
    },
    captureAmount(orderId, amount) {
      orderOf(orderId).captureOutcome = { kind: 'amount', amount }
    },
    refuseRefund(captureId, outcome) {
      refundRefusals.set(captureId, outcome)
    },
    allowRefund(captureId) {
      refundRefusals.delete(captureId)
    },
    revokeTokens() {
      tokens.clear()
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => {
          if (error) reject(error)
          else resolve()
        })
      }),
  }
}
