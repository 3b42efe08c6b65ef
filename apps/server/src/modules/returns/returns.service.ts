import { isUuid } from '@shop/shared/common'
import { ORDER_NOT_FOUND_MESSAGE } from '@shop/shared/orders'
import {
  RETURN_EXCHANGED_UNIT_REFUND_MESSAGE,
  RETURN_LINE_TWICE_MESSAGE,
  RETURN_NOT_FOUND_MESSAGE,
  RETURN_SAME_VARIANT_MESSAGE,
  RETURN_UNKNOWN_LINE_MESSAGE,
  RETURN_WINDOW_CLOSED_MESSAGE,
  type CreateReturnBody,
  type Return,
  type ReturnableOrder,
} from '@shop/shared/returns'
import type { AppDeps } from '../../app-deps.js'
import type { Executor } from '../../db/client.js'
import type { NewReturnItemRow, OrderItemRow, OrderRow } from '../../db/schema/index.js'
import { badInput, conflict, notFound } from '../../lib/app-error.js'
import type { SessionUser } from '../../plugins/auth.js'
import { takeStock } from '../catalog/stock.service.js'
import { REPLACEMENT_PAYMENT_METHOD } from '../orders/replacement-order.js'
import { neutralShopSettings } from '../settings/settings-defaults.js'
import { getShopSettings } from '../settings/settings.service.js'
import { toReturnDto, toReturnableLineDto } from './return.mapper.js'
import { queueReturnMail } from './return-mails.js'
import { newReturnNumber } from './return-number.js'
import { paidPerLine, refundOfUnits } from './refund-amount.js'
import { releaseExchangeHolds } from './exchange-holds.js'
import { planReturnStep } from './return-steps.js'
import { isWithinReturnWindow, returnDeadline, returnableUnits } from './return-window.js'
import {
  findClaimedUnits,
  findOrderForReturn,
  findOrderLines,
  findReturnById,
  findReturnLines,
  findReturnsOfUser,
  findVariantsInStock,
  insertReturn,
  isReturnNumberTaken,
  lockOrderForReturn,
  lockReturn,
  updateReturn,
} from './returns.repository.js'

/*
 * A customer's returns (docs/decisions/032-returns-and-exchanges.md): what an order can send
 * back, making a return, following it and cancelling it while it waits.
 */

type ReturnDeps = Pick<AppDeps, 'db' | 'config' | 'catalogCache'>

/** How often a new return number is drawn again when the first draw is taken. */
const NUMBER_DRAWS = 5

/** The window of an order: the settings' days from its delivery, or its shipping. */
async function deadlineOf(db: Executor, config: AppDeps['config'], order: OrderRow) {
  const settings = await getShopSettings(db, neutralShopSettings(config))
  // A refunded order has nothing left to give back, and its fulfilment is closed.
  if (order.paymentStatus === 'refunded') return null
  return returnDeadline(order, settings.returnWindowDays)
}

/** The caller's order, or 404 as for an unknown one (an admin reads any). */
function ownOrder(order: OrderRow | undefined, user: SessionUser): OrderRow {
  if (!order || (order.userId !== user.id && user.role !== 'admin')) {
    throw notFound(ORDER_NOT_FOUND_MESSAGE)
  }
  return order
}

/** `GET /api/orders/:id/returnable`: every line with what can go back now and its exchanges. */
export async function getReturnable(
  { db, config }: ReturnDeps,
  user: SessionUser,
  orderId: string,
  now: Date,
): Promise<ReturnableOrder> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND_MESSAGE)
  const order = ownOrder(await findOrderForReturn(db, orderId), user)
  const [deadline, lines, claimed] = await Promise.all([
    deadlineOf(db, config, order),
    findOrderLines(db, orderId),
    findClaimedUnits(db, orderId),
  ])
  const productIds = [...new Set(lines.flatMap((line) => line.productId ?? []))]
  const variants = await findVariantsInStock(db, productIds)
  return {
    deadline: deadline?.toISOString() ?? null,
    lines: lines.map((line) =>
      toReturnableLineDto(
        line,
        returnableUnits(line.quantity, claimed.get(line.id) ?? 0, deadline, now),
        variants
          .filter(
            (variant) =>
              variant.productId === line.productId &&
              !(variant.size === line.size && variant.color === line.color),
          )
          .map(({ size, color, countInStock }) => ({ size, color, countInStock })),
      ),
    ),
  }
}

/** A wanted line checked against the order: its line, and the exchange named if any. */
interface CheckedLine {
  line: OrderItemRow
  quantity: number
  reason: CreateReturnBody['items'][number]['reason']
  exchangeFor: { size: string; color: string } | undefined
}

function checkLines(
  body: CreateReturnBody,
  order: OrderRow,
  lines: readonly OrderItemRow[],
  claimed: ReadonlyMap<string, number>,
): CheckedLine[] {
  const seen = new Set<string>()
  return body.items.map((item) => {
    if (seen.has(item.orderItemId)) throw badInput(RETURN_LINE_TWICE_MESSAGE)
    seen.add(item.orderItemId)
    const line = lines.find((candidate) => candidate.id === item.orderItemId)
    if (!line) throw badInput(RETURN_UNKNOWN_LINE_MESSAGE)
    const left = line.quantity - (claimed.get(line.id) ?? 0)
    if (item.quantity > left) {
      throw conflict(
        left === 0
          ? `${line.name} (${line.color}, ${line.size}) is already being returned.`
          : `Only ${String(left)} of ${line.name} (${line.color}, ${line.size}) can be returned.`,
      )
    }
    const exchangeFor = item.exchangeFor
    // A replacement's units cost nothing: their money was the original order's, refunded or
    // kept by that order's return.
    if (!exchangeFor && order.paymentMethod === REPLACEMENT_PAYMENT_METHOD) {
      throw conflict(`${line.name} ${RETURN_EXCHANGED_UNIT_REFUND_MESSAGE}`)
    }
    if (exchangeFor) {
      if (line.productId === null) {
        throw conflict(`${line.name} is no longer sold, so it cannot be exchanged.`)
      }
      if (exchangeFor.size === line.size && exchangeFor.color === line.color) {
        throw badInput(RETURN_SAME_VARIANT_MESSAGE)
      }
    }
    return { line, quantity: item.quantity, reason: item.reason, exchangeFor }
  })
}

async function drawReturnNumber(tx: Executor): Promise<string> {
  for (let draw = 0; draw < NUMBER_DRAWS; draw += 1) {
    const number = newReturnNumber()
    if (!(await isReturnNumberTaken(tx, number))) return number
  }
  throw new Error(`No free return number after ${String(NUMBER_DRAWS)} draws`)
}

/**
 * `POST /api/returns`: under the order's row lock, so two requests for the last returnable unit
 * make one return. The units asked for in exchange are taken from stock in the same transaction
 * (409 and nothing written when a variant has none left); the refund is computed now and kept.
 */
export async function createReturn(
  { db, config, catalogCache }: ReturnDeps,
  user: SessionUser,
  body: CreateReturnBody,
  now: Date,
): Promise<Return> {
  if (!isUuid(body.orderId)) throw notFound(ORDER_NOT_FOUND_MESSAGE)
  const { returnId, holdsStock } = await db.transaction(async (tx) => {
    const order = await lockOrderForReturn(tx, body.orderId)
    // Only the order's customer returns its items; an admin's own orders are theirs too.
    if (!order || order.userId !== user.id) throw notFound(ORDER_NOT_FOUND_MESSAGE)
    const deadline = await deadlineOf(tx, config, order)
    if (!isWithinReturnWindow(deadline, now)) throw conflict(RETURN_WINDOW_CLOSED_MESSAGE)

    const lines = await findOrderLines(tx, order.id)
    const claimed = await findClaimedUnits(tx, order.id)
    const wanted = checkLines(body, order, lines, claimed)

    const exchanges = wanted.flatMap(({ line, quantity, exchangeFor }) =>
      exchangeFor && line.productId !== null
        ? [{ productId: line.productId, ...exchangeFor, quantity, name: line.name }]
        : [],
    )
    const short = await takeStock(tx, exchanges)
    if (short) {
      const { name, color, size } = short.line
      throw conflict(
        `${name} in ${color}, size ${size}, is sold out: choose another size or colour.`,
      )
    }

    const paid = paidPerLine({ ...order, lines })
    const items: Omit<NewReturnItemRow, 'returnId'>[] = wanted.map((item, position) => {
      const index = lines.indexOf(item.line)
      const refundCents = item.exchangeFor
        ? 0
        : refundOfUnits(
            paid[index] ?? 0,
            item.line.quantity,
            claimed.get(item.line.id) ?? 0,
            item.quantity,
          )
      return {
        orderItemId: item.line.id,
        position,
        productId: item.line.productId,
        name: item.line.name,
        size: item.line.size,
        color: item.line.color,
        quantity: item.quantity,
        reason: item.reason,
        exchangeSize: item.exchangeFor?.size ?? null,
        exchangeColor: item.exchangeFor?.color ?? null,
        refundCents,
      }
    })
    const id = await insertReturn(
      tx,
      {
        number: await drawReturnNumber(tx),
        orderId: order.id,
        userId: user.id,
        resolution: body.resolution,
        refundAmountCents: items.reduce((sum, item) => sum + item.refundCents, 0),
        customerNote: body.note || null,
        createdAt: now,
        updatedAt: now,
      },
      items,
    )
    await queueReturnMail(tx, id, 'return_requested')
    return { returnId: id, holdsStock: exchanges.length > 0 }
  })
  // The held units left the shelf: product pages must show it.
  if (holdsStock) catalogCache.clear()
  return getReturnOf(db, user, returnId)
}

/** `GET /api/returns`: the caller's returns, newest first. */
export async function listMyReturns(db: Executor, userId: string): Promise<Return[]> {
  return (await findReturnsOfUser(db, userId)).map(toReturnDto)
}

/** `GET /api/returns/:id`: the caller's return (an admin reads any); 404 otherwise. */
export async function getReturnOf(db: Executor, user: SessionUser, id: string): Promise<Return> {
  const record = isUuid(id) ? await findReturnById(db, id) : undefined
  if (!record || (record.userId !== user.id && user.role !== 'admin')) {
    throw notFound(RETURN_NOT_FOUND_MESSAGE)
  }
  return toReturnDto(record)
}

/**
 * `POST /api/returns/:id/cancel`: the customer withdraws a return not yet approved. Its held
 * exchange units go back on the shelf; a repeat answers the cancelled return as it is.
 */
export async function cancelReturn(
  { db, catalogCache }: ReturnDeps,
  user: SessionUser,
  id: string,
  now: Date,
): Promise<Return> {
  if (!isUuid(id)) throw notFound(RETURN_NOT_FOUND_MESSAGE)
  const released = await db.transaction(async (tx) => {
    const row = await lockReturn(tx, id)
    if (!row || row.userId !== user.id) throw notFound(RETURN_NOT_FOUND_MESSAGE)
    const step = planReturnStep(row.status, 'cancelled', 'customer')
    if (step.kind === 'refused') throw conflict(step.message)
    if (step.kind === 'already') return false
    await updateReturn(tx, id, { status: 'cancelled' }, now)
    return releaseExchangeHolds(tx, await findReturnLines(tx, id))
  })
  if (released) catalogCache.clear()
  return getReturnOf(db, user, id)
}
