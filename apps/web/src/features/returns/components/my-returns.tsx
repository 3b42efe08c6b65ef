import { SHORT_ID_LENGTH } from '@shop/shared/limits'
import type { Return } from '@shop/shared/returns'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { returnPaths } from '../return-paths'
import { formatDate } from '../../../lib/format-date'
import { getErrorMessage } from '../../../lib/get-error-message'
import { describeReturnAmount, returnUnits } from '../return-format'
import { useListMyReturnsQuery } from '../returns-api'
import { ReturnStatusBadge } from './return-status-badge'

/** What the list says while there are none. */
export const NO_RETURNS_MESSAGE = 'You have no returns'

const linkClass = buttonClass({ variant: 'link', className: 'text-ink' })
const shortId = (id: string) => id.slice(0, SHORT_ID_LENGTH)
const itemCount = (ret: Return) =>
  `${String(returnUnits(ret))} ${returnUnits(ret) === 1 ? 'item' : 'items'}`

/**
 * The signed-in customer's returns, newest first: number (to the slip), order, date, items, the
 * money and the status. On phones the table becomes a list of cards.
 */
export function MyReturns({ userId }: { userId: string }) {
  const {
    data: returns,
    isLoading,
    isError,
    error,
  } = useListMyReturnsQuery(userId, { refetchOnMountOrArgChange: true })

  if (isLoading) return <p className="text-sm text-stone-600">Loading...</p>
  if (isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load your returns')}
      </p>
    )
  }
  if (!returns || returns.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 px-6 py-8 text-center">
        <p className="font-semibold">{NO_RETURNS_MESSAGE}</p>
        <p className="mt-1 text-sm text-stone-600">
          To send something back or exchange a size, open its order and choose Return or exchange
          items.
        </p>
      </div>
    )
  }

  return (
    <>
      <ul className="space-y-3 md:hidden">
        {returns.map((ret) => (
          <li
            key={ret._id}
            className="relative rounded-xl border border-stone-200 p-4 text-sm hover:border-stone-400"
          >
            <div className="flex items-start justify-between gap-2">
              <Link
                to={returnPaths.slip(ret._id)}
                className={`${linkClass} font-mono after:absolute after:inset-0 after:rounded-xl`}
              >
                {ret.number}
              </Link>
              <ReturnStatusBadge ret={ret} />
            </div>
            <p className="mt-1 text-stone-600">
              Order #{shortId(ret.orderId)} · {formatDate(ret.createdAt)}
            </p>
            <p className="mt-2 flex justify-between gap-2">
              <span className="text-stone-700">{itemCount(ret)}</span>
              <span className="font-semibold tabular-nums">{describeReturnAmount(ret)}</span>
            </p>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
            <tr>
              <th scope="col" className="py-3 pr-3 font-semibold">
                Return
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Order
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Requested
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Items
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="py-3 pl-3 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {returns.map((ret) => (
              <tr key={ret._id}>
                <td className="py-3 pr-3 whitespace-nowrap">
                  <Link to={returnPaths.slip(ret._id)} className={`${linkClass} font-mono`}>
                    {ret.number}
                  </Link>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <Link to={paths.order(ret.orderId)} className={`${linkClass} font-mono`}>
                    #{shortId(ret.orderId)}
                  </Link>
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-stone-700">
                  {formatDate(ret.createdAt)}
                </td>
                <td className="px-3 py-3 text-stone-700">{itemCount(ret)}</td>
                <td className="px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                  {describeReturnAmount(ret)}
                </td>
                <td className="py-3 pl-3">
                  <ReturnStatusBadge ret={ret} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
