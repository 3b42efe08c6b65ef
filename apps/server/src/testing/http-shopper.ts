import type { AuthResponse } from '@shop/shared/users'
import { httpJson, type JsonAnswer } from './http-json.js'
import { US_ADDRESS, type OrderLine } from './place-order.js'

/**
 * A shopper talking to a running shop over real HTTP (a process a test may kill), where
 * place-order.ts talks to an app in the test's own process.
 */
export function callShop(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { token, body, client }: { token?: string; body?: object; client?: string } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  // Stands for the address a trusted proxy in front would have named (TRUST_PROXY hops).
  if (client) headers['x-forwarded-for'] = client
  return httpJson(method, `${baseUrl}${url}`, { headers, body })
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await callShop(baseUrl, 'POST', '/api/users/login', {
    body: { email, password },
  })
  if (answer.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(answer.body)}`)
  return (answer.body as AuthResponse).token
}

/** Signs a new customer up; answers the token. */
export async function signUp(baseUrl: string, email: string, client?: string): Promise<string> {
  const answer = await callShop(baseUrl, 'POST', '/api/users/register', {
    body: { name: 'Buyer', email, password: 'Buyer-Pass-1!' },
    client,
  })
  if (answer.status !== 201) throw new Error(`Sign-up failed: ${JSON.stringify(answer.body)}`)
  return (answer.body as AuthResponse).token
}

/**
 * Checkout, demo payment and finalize, as the storefront does. Answers the order's id once the
 * shop has confirmed it (201 to finalize); throws on any other answer, or when the connection
 * died with the request in it.
 */
export async function placeOrderOverHttp(
  baseUrl: string,
  token: string,
  { lines, totalPrice }: { lines: OrderLine[]; totalPrice: number },
): Promise<string> {
  const call = (method: 'POST' | 'PUT', url: string, body?: object) =>
    callShop(baseUrl, method, url, { token, body })
  const checkout = await call('POST', '/api/checkout', {
    checkoutItems: lines,
    shippingAddress: US_ADDRESS,
    shippingOption: { id: 'standard' },
    paymentMethod: 'PayPal',
    totalPrice,
  })
  if (checkout.status !== 201) throw new Error(`Checkout failed: ${JSON.stringify(checkout.body)}`)
  const checkoutId = (checkout.body as { _id: string })._id
  const payment = await call('POST', `/api/checkout/${checkoutId}/payment`)
  const paid = await call('PUT', `/api/checkout/${checkoutId}/pay`, {
    paymentStatus: 'paid',
    paymentDetails: { orderId: (payment.body as { orderId: string }).orderId },
  })
  if (paid.status !== 200) throw new Error(`Payment failed: ${JSON.stringify(paid.body)}`)
  const order = await call('POST', `/api/checkout/${checkoutId}/finalize`)
  if (order.status !== 201) throw new Error(`Finalize failed: ${JSON.stringify(order.body)}`)
  return (order.body as { _id: string })._id
}
