import type { StoreCreditEntry } from '@shop/shared/store-credit'
import { formatDate } from '../lib/format-date'
import { formatMoney } from '../lib/format-money'

/** "+$15.00" for credit added, "-$12.34" for credit spent or removed. */
export function formatCreditAmount(amount: number): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount)
}

/**
 * A store credit history as the server answers it, newest first: the date, why, and the signed
 * amount (credit added in green). The customer's profile and the back office's user drawer
 * show it alike.
 */
export function StoreCreditEntries({ entries }: { entries: readonly StoreCreditEntry[] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Date
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Reason
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {entries.map((entry, index) => (
          <tr key={`${entry.createdAt}-${String(index)}`}>
            <td className="py-2.5 pr-3 whitespace-nowrap text-stone-700">
              <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
            </td>
            <td className="px-3 py-2.5 wrap-anywhere">{entry.reason}</td>
            <td
              className={`py-2.5 pl-3 text-right font-semibold whitespace-nowrap tabular-nums ${entry.amount > 0 ? 'text-emerald-700' : ''}`}
            >
              {formatCreditAmount(entry.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
