import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { CURRENCY } from '@shop/shared/limits'
import type { PaypalConfig } from '../../config/env.js'
import {
  PaymentError,
  PaymentProviderUnavailableError,
  RefundRefusedError,
  amountToCents,
  centsToAmount,
  refundRequestIdOf,
  type CapturedPayment,
  type PaymentErrorReason,
  type PaymentProvider,
} from './payment-provider.js'

/**
 * PAYMENT_PROVIDER=paypal: PayPal Orders v2 over its REST API. An OAuth client-credentials token
 * is fetched once and reused until shortly before it expires. Every write carries a
 * `PayPal-Request-Id`: a capture is keyed by the order it takes, a refund by the key its caller
 * names (the capture for a whole one), so repeating it (two tabs, a retry after a timeout)
 * answers the first result instead of moving money twice.
 */

export interface PaypalProviderOptions extends PaypalConfig {
  /** Each call to PayPal gives up after this long. */
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 15_000
/** A token is renewed this long before PayPal says it expires. */
const TOKEN_RENEW_MARGIN_MS = 60_000

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number() })

const amountSchema = z.object({ currency_code: z.string(), value: z.string() })
const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: amountSchema.optional(),
})
const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
})
const refundSchema = z.object({ id: z.string(), status: z.string() })
const errorSchema = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
})

/** PayPal's issues for a capture that took no money, and what they mean for the shopper. */
const CAPTURE_ISSUES: Record<string, PaymentErrorReason> = {
  INSTRUMENT_DECLINED: 'declined',
  TRANSACTION_REFUSED: 'declined',
  PAYER_CANNOT_PAY: 'declined',
  PAYER_ACTION_REQUIRED: 'declined',
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: 'declined',
  ORDER_NOT_APPROVED: 'not_approved',
  INVALID_RESOURCE_ID: 'not_found',
  RESOURCE_NOT_FOUND: 'not_found',
}

interface PaypalAnswer {
  status: number
  body: unknown
}

/** The capture of the order's first purchase unit, as what we tell the checkout service. */
function toCapturedPayment(order: z.infer<typeof orderSchema>): CapturedPayment {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0]
  const isCompleted = order.status === 'COMPLETED' && capture?.status === 'COMPLETED'
  return {
    orderId: order.id,
    status: isCompleted ? 'COMPLETED' : (capture?.status ?? order.status),
    captureId: capture?.id ?? null,
    amountCents: capture?.amount ? amountToCents(capture.amount.value) : null,
    currency: capture?.amount?.currency_code ?? null,
  }
}

function firstIssue(body: unknown): string | undefined {
  const parsed = errorSchema.safeParse(body)
  return parsed.success ? (parsed.data.details?.[0]?.issue ?? parsed.data.name) : undefined
}

export function createPaypalProvider(options: PaypalProviderOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const basicAuth = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')
  let token: { value: string; renewAt: number } | null = null
  let pendingToken: Promise<string> | null = null

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${options.apiBase}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new PaymentProviderUnavailableError(`PayPal did not answer ${path}`, { cause: error })
    }
  }

  async function fetchToken(): Promise<string> {
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basicAuth}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    })
    const parsed = tokenSchema.safeParse(await response.json().catch(() => null))
    if (!response.ok || !parsed.success) {
      throw new PaymentProviderUnavailableError(
        `PayPal refused the client credentials (HTTP ${String(response.status)}); check PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_API_BASE`,
      )
    }
    token = {
      value: parsed.data.access_token,
      renewAt: Date.now() + parsed.data.expires_in * 1000 - TOKEN_RENEW_MARGIN_MS,
    }
    return token.value
  }

  /** One token for every call; parallel calls wait for the same renewal. */
  function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value)
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null
    })
    return pendingToken
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<PaypalAnswer> {
    // A token PayPal revoked early answers 401 once; a fresh one is fetched and the call repeated.
    for (let attempt = 0; ; attempt += 1) {
      const response = await send(path, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: 'application/json',
          prefer: 'return=representation',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(requestId === undefined ? {} : { 'paypal-request-id': requestId }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      if (response.status === 401 && attempt === 0) {
        token = null
        continue
      }
      return { status: response.status, body: await response.json().catch(() => null) }
    }
  }

  function unexpected(what: string, answer: PaypalAnswer): PaymentProviderUnavailableError {
    return new PaymentProviderUnavailableError(
      `PayPal answered ${what} with HTTP ${String(answer.status)} ${firstIssue(answer.body) ?? ''}`.trim(),
    )
  }

  async function getOrder(orderId: string): Promise<CapturedPayment> {
    const answer = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`)
    if (answer.status === 404)
      throw new PaymentError('not_found', `Unknown PayPal order ${orderId}`)
    const order = orderSchema.safeParse(answer.body)
    if (answer.status !== 200 || !order.success) throw unexpected('an order read', answer)
    return toCapturedPayment(order.data)
  }

  return {
    name: 'paypal',
    clientId: options.clientId,

    async openPayment({ amountCents, currency, referenceId }) {
      const answer = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: referenceId,
              amount: { currency_code: currency, value: centsToAmount(amountCents) },
            },
          ],
        },
        // Each opening is its own payment; the id only makes a retried request harmless.
        `open-${randomUUID()}`,
      )
      const order = orderSchema.safeParse(answer.body)
      if ((answer.status !== 200 && answer.status !== 201) || !order.success) {
        throw unexpected('an order creation', answer)
      }
      return { orderId: order.data.id }
    },

    async capturePayment({ orderId }) {
      const answer = await call(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        `capture-${orderId}`,
      )
      if (answer.status === 200 || answer.status === 201) {
        const order = orderSchema.safeParse(answer.body)
        if (!order.success) throw unexpected('a capture', answer)
        return toCapturedPayment(order.data)
      }
      const issue = firstIssue(answer.body)
      // Captured before (e.g. by a request that timed out): read what was taken.
      if (issue === 'ORDER_ALREADY_CAPTURED') return getOrder(orderId)
      const reason = issue === undefined ? undefined : CAPTURE_ISSUES[issue]
      if (reason) throw new PaymentError(reason, `PayPal capture of ${orderId}: ${String(issue)}`)
      if (answer.status === 404) {
        throw new PaymentError('not_found', `Unknown PayPal order ${orderId}`)
      }
      throw unexpected('a capture', answer)
    },

    async refundPayment(input) {
      const { captureId, amountCents } = input
      // No amount: PayPal gives back what is left of the capture, whatever it was.
      const answer = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        amountCents === undefined
          ? {}
          : { amount: { value: centsToAmount(amountCents), currency_code: CURRENCY } },
        refundRequestIdOf(input),
      )
      const refund = refundSchema.safeParse(answer.body)
      if ((answer.status === 200 || answer.status === 201) && refund.success) {
        return { refundId: refund.data.id }
      }
      // A 4xx naming its issue is PayPal saying no (too old, balance too low); the rest is PayPal
      // or our settings failing, which the caller reports differently.
      const issue = firstIssue(answer.body)
      if (answer.status >= 400 && answer.status < 500 && issue !== undefined) {
        throw new RefundRefusedError(issue)
      }
      throw unexpected('a refund', answer)
    },
  }
}
