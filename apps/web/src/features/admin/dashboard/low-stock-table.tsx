import type { AdminStats } from '@shop/shared/admin'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { headerCellClass, panelClass, tableHeadClass } from '../components/admin-styles'
import { formatCount } from './dashboard-format'
import { buttonClass } from '../../../components/ui/button'

const cell = 'md:px-4 md:py-3'
const linkClass = buttonClass({ variant: 'link' })

/** Variants at or under LOW_STOCK_THRESHOLD, fewest units first, each linking to its product. */
export function LowStockTable({ lowStock }: { lowStock: AdminStats['lowStock'] }) {
  const { threshold, total, variants } = lowStock
  const unitsWord = threshold === 1 ? 'unit' : 'units'
  return (
    <section aria-labelledby="low-stock-heading" className={`${panelClass} p-4 sm:p-6`}>
      <h2 id="low-stock-heading" className="text-xl font-bold tracking-tight">
        Low stock
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {total === 0
          ? `No variant has ${formatCount(threshold)} ${unitsWord} or fewer.`
          : total > variants.length
            ? `The ${formatCount(variants.length)} lowest of ${formatCount(total)} variants with ${formatCount(threshold)} ${unitsWord} or fewer.`
            : `${formatCount(total)} ${total === 1 ? 'variant has' : 'variants have'} ${formatCount(threshold)} ${unitsWord} or fewer.`}
      </p>
      {variants.length > 0 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Variants low on stock</caption>
          <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
            <tr>
              <th scope="col" className={headerCellClass}>
                Product
              </th>
              <th scope="col" className={headerCellClass}>
                Size
              </th>
              <th scope="col" className={headerCellClass}>
                Colour
              </th>
              <th scope="col" className={headerCellClass}>
                SKU
              </th>
              <th scope="col" className={`${headerCellClass} text-right`}>
                In stock
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 max-md:border-t max-md:border-stone-200">
            {variants.map((variant) => (
              // Phones: product and units, then size, colour and SKU on one line.
              <tr
                key={variant.sku}
                className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 py-3 md:table-row md:py-0"
              >
                <td className={`wrap-anywhere ${cell}`}>
                  <Link to={paths.adminProductEdit(variant.productId)} className={linkClass}>
                    {variant.productName}
                  </Link>
                </td>
                <td className={`col-start-1 row-start-2 text-stone-700 md:hidden`}>
                  {variant.size} · {variant.color} · {variant.sku}
                </td>
                <td className={`hidden md:table-cell ${cell}`}>{variant.size}</td>
                <td className={`hidden md:table-cell ${cell}`}>{variant.color}</td>
                <td className={`hidden font-mono text-xs md:table-cell ${cell}`}>{variant.sku}</td>
                <td
                  className={`col-start-2 row-start-1 text-right font-semibold tabular-nums ${cell} ${
                    variant.countInStock === 0 ? 'text-red-700' : ''
                  }`}
                >
                  {variant.countInStock === 0 ? 'Sold out' : formatCount(variant.countInStock)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
