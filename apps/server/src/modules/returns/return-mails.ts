import { RETURN_REASON_LABELS } from '@shop/shared/returns'
import type { Executor } from '../../db/client.js'
import type { ReturnMailData } from '../mail/mail-messages.js'
import { queueMail } from '../mail/mail.service.js'
import { findReturnById, type ReturnRecord } from './returns.repository.js'

/** The e-mails that follow a return's life: requested, approved, rejected, received. */
export type ReturnMailKind =
  'return_requested' | 'return_approved' | 'return_rejected' | 'return_received'

export function toReturnMailData(
  record: ReturnRecord & { customerName: string },
  creditCents = record.resolution === 'store_credit' ? record.refundAmountCents : 0,
): ReturnMailData {
  return {
    returnId: record.id,
    number: record.number,
    orderId: record.orderId,
    customerName: record.customerName,
    items: record.items.map((item) => ({
      name: item.name,
      color: item.color,
      size: item.size,
      quantity: item.quantity,
      reason: RETURN_REASON_LABELS[item.reason],
      ...(item.exchangeColor !== null &&
        item.exchangeSize !== null && {
          exchangeFor: `${item.exchangeColor}, ${item.exchangeSize}`,
        }),
    })),
    resolution: record.resolution,
    refundCents: record.refundAmountCents,
    creditCents,
    shopNote: record.shopNote,
    replacementOrderIds: [
      ...new Set(record.items.flatMap((item) => item.replacementOrderId ?? [])),
    ],
  }
}

/**
 * Queues the return's mail to its customer in the caller's transaction, so it exists exactly
 * when the step does. A return whose account was deleted has nobody to write to.
 */
export async function queueReturnMail(
  tx: Executor,
  returnId: string,
  kind: ReturnMailKind,
  /** The part of a settled refund given as store credit, when it is not the whole of it. */
  settled?: { creditCents: number },
): Promise<void> {
  const record = await findReturnById(tx, returnId)
  if (!record?.customerEmail || record.customerName === null) return
  await queueMail(tx, {
    kind,
    to: record.customerEmail,
    data: toReturnMailData({ ...record, customerName: record.customerName }, settled?.creditCents),
  })
}
