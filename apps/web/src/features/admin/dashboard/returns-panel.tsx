import type { StatsRange } from '@shop/shared/admin'
import { RETURN_REASON_LABELS, type ReturnStats } from '@shop/shared/returns'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { panelClass } from '../components/admin-styles'
import { useGetReturnStatsQuery } from './admin-stats-api'
import { formatCount } from './dashboard-format'

const linkClass = buttonClass({ variant: 'link' })

/** "12.5 %": a rate with one decimal at most. */
export function formatReturnRate(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toLocaleString('en-US')} %`
}

/** "Too small 2 · Too large 1": a product's reasons, most units first as the server sends them. */
export function formatReasons(reasons: ReturnStats['topProducts'][number]['reasons']): string {
  return reasons
    .map((reason) => `${RETURN_REASON_LABELS[reason.reason]} ${formatCount(reason.units)}`)
    .join(' · ')
}

/**
 * The range's returns: the rate (units returned over units sold) and the products returned most
 * with their reasons, so the owner sees which cut runs small before the fit hint does.
 */
export function ReturnsPanel({ range }: { range: StatsRange }) {
  const { data: stats, isError } = useGetReturnStatsQuery(range)
  return (
    <section aria-labelledby="returns-heading" className={`${panelClass} min-w-0 p-4 sm:p-6`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="returns-heading" className="text-lg font-bold tracking-tight">
          Returns
        </h3>
        <Link to={paths.adminReturns} className={linkClass}>
          Handle returns
        </Link>
      </div>
      {isError ? (
        <p className="mt-3 text-sm text-stone-600">The returns could not be loaded.</p>
      ) : !stats ? (
        <p className="mt-3 text-sm text-stone-600">Loading returns…</p>
      ) : (
        <>
          <p className="mt-3 text-sm">
            <span className="text-2xl font-bold tabular-nums">
              {formatReturnRate(stats.returnRate)}
            </span>{' '}
            <span className="text-stone-600">
              return rate: {formatCount(stats.returnedUnits)} of {formatCount(stats.soldUnits)}{' '}
              units sold
            </span>
          </p>
          {stats.topProducts.length === 0 ? (
            <p className="mt-3 text-sm text-stone-600">No returns in this range.</p>
          ) : (
            <ol className="mt-3 divide-y divide-stone-200 text-sm">
              {stats.topProducts.map((product) => (
                <li key={product.productId ?? `deleted-${product.name}`} className="py-2.5">
                  <div className="flex justify-between gap-3">
                    {product.productId ? (
                      <Link
                        to={paths.adminProductEdit(product.productId)}
                        className={`${linkClass} wrap-anywhere`}
                      >
                        {product.name}
                      </Link>
                    ) : (
                      <span className="wrap-anywhere">
                        {product.name} <span className="text-stone-500">(deleted)</span>
                      </span>
                    )}
                    <span className="shrink-0 tabular-nums">
                      {formatCount(product.units)} {product.units === 1 ? 'unit' : 'units'}
                    </span>
                  </div>
                  <p className="mt-0.5 text-stone-600">{formatReasons(product.reasons)}</p>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  )
}
