import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button'
import { returnPaths } from '../return-paths'
import { formatDate } from '../../../lib/format-date'
import {
  describeDeadline,
  describeReturnAmount,
  formatLongDate,
  returnUnits,
} from '../return-format'
import { useGetReturnableOrderQuery, useListMyReturnsQuery } from '../returns-api'
import { ReturnStatusBadge } from './return-status-badge'

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8'

interface OrderReturnsProps {
  orderId: string
  /** The signed-in customer: keys the cache of their returns. */
  userId: string
}

/**
 * The order page's returns: "Return or exchange items" with the deadline while any unit can go
 * back, and the order's returns with their status and a link to each slip. Nothing shows for an
 * order with neither (not shipped, window closed and nothing returned, or not found).
 */
export function OrderReturns({ orderId, userId }: OrderReturnsProps) {
  const { data: returnable } = useGetReturnableOrderQuery(orderId, {
    refetchOnMountOrArgChange: true,
  })
  const { data: myReturns } = useListMyReturnsQuery(userId, { refetchOnMountOrArgChange: true })

  const returns = myReturns?.filter((ret) => ret.orderId === orderId) ?? []
  const units = returnable?.lines.reduce((sum, line) => sum + line.returnable, 0) ?? 0
  const deadline = units > 0 ? returnable?.deadline : null
  if (!deadline && returns.length === 0) return null

  return (
    <section aria-labelledby="order-returns-heading" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="order-returns-heading" className="text-lg font-bold tracking-tight">
            Returns and exchanges
          </h2>
          {deadline ? (
            <p className="mt-1 text-sm text-stone-600">
              <time dateTime={deadline}>{describeDeadline(deadline)}</time>
            </p>
          ) : returnable?.deadline && new Date(returnable.deadline) < new Date() ? (
            <p className="mt-1 text-sm text-stone-600">
              The return window closed on {formatLongDate(returnable.deadline)}.
            </p>
          ) : null}
        </div>
        {deadline ? (
          <Link
            to={returnPaths.request(orderId)}
            className={buttonClass({
              variant: 'primary',
              className: 'inline-block px-5 py-2.5 text-center text-sm',
            })}
          >
            Return or exchange items
          </Link>
        ) : null}
      </div>

      {returns.length > 0 ? (
        <ul className="mt-6 divide-y divide-stone-200 border-t border-stone-200">
          {returns.map((ret) => (
            <li
              key={ret._id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 text-sm"
            >
              <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
                <Link
                  to={returnPaths.slip(ret._id)}
                  className={buttonClass({ variant: 'link', className: 'font-mono text-ink' })}
                >
                  {ret.number}
                </Link>
                <ReturnStatusBadge ret={ret} />
              </div>
              <p className="text-stone-600">
                {formatDate(ret.createdAt)} · {returnUnits(ret)}{' '}
                {returnUnits(ret) === 1 ? 'item' : 'items'} ·{' '}
                <span className="font-semibold text-ink tabular-nums">
                  {describeReturnAmount(ret)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
