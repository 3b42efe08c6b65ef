import { SHORT_ID_LENGTH } from '@shop/shared/limits'
import type { Return, ReturnItem } from '@shop/shared/returns'
import { RETURN_REASON_LABELS } from '@shop/shared/returns-constants'
import { Printer } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button, buttonClass } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { formatMoney } from '../../../lib/format-money'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useShopSettings } from '../../../lib/shop-settings-api'
import type { ReturnSlipState } from './return-request-form'
import {
  describeNextStep,
  describeVariant,
  formatLongDate,
  isAwaitingParcel,
  isCancellable,
} from '../return-format'
import { useCancelReturnMutation, useGetReturnQuery } from '../returns-api'
import { ReturnStatusBadge } from './return-status-badge'

const ReturnQrCode = lazy(() =>
  import('./return-qr-code').then((m) => ({ default: m.ReturnQrCode })),
)

/** What the page says for a return that does not exist or is someone else's. */
export const RETURN_SLIP_NOT_FOUND_MESSAGE = 'No return found'
export const CANCEL_RETURN_FAILED_MESSAGE = 'We could not cancel your return. Please try again.'

const shortId = (id: string) => id.slice(0, SHORT_ID_LENGTH)

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404
}

function Alert({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200"
    >
      {children}
    </p>
  )
}

/** What the customer gets for a line: money back, or the size or colour it is exchanged for. */
function ItemOutcome({ item }: { item: ReturnItem }) {
  if (!item.exchangeFor) return <>Money back</>
  return (
    <>
      Exchange for {describeVariant(item.exchangeFor)}
      {item.replacementOrderId ? (
        <>
          {' '}
          (
          <Link
            to={paths.order(item.replacementOrderId)}
            className={buttonClass({ variant: 'link', className: 'text-ink' })}
          >
            order #{shortId(item.replacementOrderId)}
          </Link>
          )
        </>
      ) : null}
    </>
  )
}

function ReturnItems({ items }: { items: readonly ReturnItem[] }) {
  return (
    <>
      <ul className="divide-y divide-stone-200 sm:hidden">
        {items.map((item) => (
          <li key={item.orderItemId} className="py-3 text-sm first:pt-0">
            <p className="font-semibold">{item.name}</p>
            <p className="mt-0.5 text-stone-600">
              {describeVariant(item)} · Qty {item.quantity}
            </p>
            <p className="mt-0.5 text-stone-600">Reason: {RETURN_REASON_LABELS[item.reason]}</p>
            <p className="mt-0.5">
              <ItemOutcome item={item} />
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Item
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Reason
            </th>
            <th scope="col" className="py-2 pl-4 font-semibold">
              You get
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {items.map((item) => (
            <tr key={item.orderItemId} className="align-top">
              <td className="py-3 pr-4">
                <span className="font-semibold">{item.name}</span>
                <span className="block text-stone-600">{describeVariant(item)}</span>
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{item.quantity}</td>
              <td className="px-4 py-3">{RETURN_REASON_LABELS[item.reason]}</td>
              <td className="py-3 pl-4">
                <ItemOutcome item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

/** The money of a return: what goes back to the payment or as credit, or nothing for exchanges. */
function ReturnMoney({ ret }: { ret: Return }) {
  if (ret.refundAmount <= 0) {
    return (
      <p className="text-sm text-stone-700">Exchange only: nothing to pay and nothing to refund.</p>
    )
  }
  return (
    <dl className="flex items-baseline justify-between gap-4 text-sm">
      <dt className="text-stone-700">
        {ret.resolution === 'store_credit' ? 'Store credit' : 'Refund to your original payment'}
      </dt>
      <dd className="text-lg font-bold tabular-nums">{formatMoney(ret.refundAmount)}</dd>
    </dl>
  )
}

/** Withdraws a return not yet approved, after the customer confirms it. */
function CancelReturn({ ret }: { ret: Return }) {
  const [isConfirming, setIsConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [cancelReturn, { isLoading }] = useCancelReturnMutation()

  const cancel = async () => {
    setError(null)
    try {
      await cancelReturn(ret._id).unwrap()
      setIsConfirming(false)
    } catch (failure) {
      setError(getErrorMessage(failure, CANCEL_RETURN_FAILED_MESSAGE))
    }
  }

  if (!isConfirming) {
    return (
      <Button
        type="button"
        variant="danger"
        onClick={() => {
          setIsConfirming(true)
        }}
        className="px-4 py-2.5 text-sm"
      >
        Cancel return
      </Button>
    )
  }
  return (
    <div
      role="group"
      aria-label="Cancel this return?"
      className="w-full space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200 sm:w-auto"
    >
      <p className="text-sm font-semibold text-red-900">
        Cancel return {ret.number}? Any size or colour we hold for you goes back on sale.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="primary"
          onClick={() => void cancel()}
          disabled={isLoading}
          aria-busy={isLoading || undefined}
          className="bg-red-700 px-4 py-2 text-sm hover:bg-red-800 disabled:cursor-wait disabled:opacity-60"
        >
          Yes, cancel the return
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setIsConfirming(false)
            setError(null)
          }}
          className="px-4 py-2 text-sm"
        >
          Keep it
        </Button>
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  )
}

/**
 * The confirmation and printable slip of a return (`/returns/{id}`): its number large with a QR
 * code of it, the order, the status and what comes next, the items with their reasons and
 * exchanges, the money, and the shop's return address. Printing prints the slip alone (the
 * `data-print-document` rule of index.css hides the shop's frame).
 */
export function ReturnSlip({ id }: { id: string }) {
  const {
    data: ret,
    isLoading,
    isError,
    error,
  } = useGetReturnQuery(id, {
    refetchOnMountOrArgChange: true,
  })
  const { shopName, returnAddress } = useShopSettings()
  const location = useLocation()
  const isNew = (location.state as ReturnSlipState | null)?.isNew === true

  if (isLoading) return <p className="text-sm text-stone-600">Loading...</p>
  if (isError && !isNotFound(error)) {
    return <Alert>{`Error: ${getErrorMessage(error, 'Failed to load the return')}`}</Alert>
  }
  if (!ret) return <p className="text-lg font-semibold">{RETURN_SLIP_NOT_FOUND_MESSAGE}</p>

  return (
    <div className="space-y-6">
      {isNew ? (
        <div
          role="status"
          className="rounded-2xl bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200 sm:p-5 print:hidden"
        >
          <p className="font-semibold">Your return is requested.</p>
          <p className="mt-0.5">
            We have e-mailed you this slip. Print it and put it in the parcel with the items.
          </p>
        </div>
      ) : null}

      <div className="flex flex-wrap items-start gap-3 print:hidden">
        {isAwaitingParcel(ret) ? (
          <Button
            type="button"
            variant="primary"
            onClick={() => {
              window.print()
            }}
            className="inline-flex items-center gap-2 px-5 py-2.5 text-sm"
          >
            <Printer className="size-4" aria-hidden="true" />
            Print slip
          </Button>
        ) : null}
        <Link
          to={paths.order(ret.orderId)}
          className={buttonClass({ variant: 'secondary', className: 'px-5 py-2.5' })}
        >
          View order
        </Link>
        {isCancellable(ret) ? <CancelReturn ret={ret} /> : null}
      </div>

      <article
        data-print-document
        aria-labelledby="return-number-heading"
        className="divide-y divide-stone-200 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10 print:rounded-none print:p-0 print:shadow-none print:ring-0"
      >
        <div className="flex flex-wrap items-start justify-between gap-6 pb-6">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {shopName} · Return slip
            </p>
            <h2
              id="return-number-heading"
              className="mt-2 font-mono text-4xl font-extrabold tracking-tight sm:text-5xl"
            >
              {ret.number}
            </h2>
            <dl className="mt-3 space-y-0.5 text-sm text-stone-700">
              <div>
                <dt className="inline">Order: </dt>
                <dd className="inline font-mono">#{shortId(ret.orderId)}</dd>
              </div>
              <div>
                <dt className="inline">Requested on </dt>
                <dd className="inline">{formatLongDate(ret.createdAt)}</dd>
              </div>
            </dl>
          </div>
          {/* The code's place is kept while its library loads, so nothing moves. */}
          <Suspense fallback={<div className="size-28 shrink-0 sm:size-32" />}>
            <ReturnQrCode value={ret.number} className="size-28 shrink-0 sm:size-32" />
          </Suspense>
        </div>

        <section aria-labelledby="return-status-heading" className="py-6">
          <div className="flex flex-wrap items-center gap-3">
            <h3 id="return-status-heading" className="text-sm font-bold tracking-wide uppercase">
              Status
            </h3>
            <ReturnStatusBadge ret={ret} />
          </div>
          <p className="mt-2 text-sm text-stone-700">{describeNextStep(ret)}</p>
          {ret.shopNote ? (
            <p className="mt-2 text-sm text-stone-700">
              <span className="font-semibold">From the shop:</span> {ret.shopNote}
            </p>
          ) : null}
        </section>

        <section aria-labelledby="return-items-heading" className="py-6 last:pb-0">
          <h3 id="return-items-heading" className="mb-3 text-sm font-bold tracking-wide uppercase">
            Items
          </h3>
          <ReturnItems items={ret.items} />
          <div className="mt-4 border-t border-stone-200 pt-4">
            <ReturnMoney ret={ret} />
          </div>
          {ret.note ? (
            <p className="mt-4 text-sm text-stone-700">
              <span className="font-semibold">Your note:</span> {ret.note}
            </p>
          ) : null}
        </section>

        {isAwaitingParcel(ret) ? (
          <section aria-labelledby="return-address-heading" className="pt-6">
            <h3 id="return-address-heading" className="text-sm font-bold tracking-wide uppercase">
              Send the parcel to
            </h3>
            {returnAddress ? (
              <address className="mt-2 text-base whitespace-pre-line not-italic">
                {returnAddress}
              </address>
            ) : (
              <p className="mt-2 text-sm">
                <Link
                  to={paths.contact}
                  className={buttonClass({ variant: 'link', className: 'text-ink underline' })}
                >
                  Write to us for the return address
                </Link>
              </p>
            )}
            <p className="mt-4 text-sm text-stone-600">
              Put this slip in the parcel so we know it is return{' '}
              <span className="whitespace-nowrap">{ret.number}</span>.
            </p>
          </section>
        ) : null}
      </article>
    </div>
  )
}
