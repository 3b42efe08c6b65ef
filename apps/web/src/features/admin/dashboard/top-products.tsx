import type { TopProduct } from '@shop/shared/admin'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { headerCellClass, panelClass, tableHeadClass } from '../components/admin-styles'
import { formatCount, formatDollars } from './dashboard-format'
import { buttonClass } from '../../../components/ui/button'

interface TopProductsProps {
  title: string
  products: TopProduct[]
}

const linkClass = buttonClass({ variant: 'link' })

/** The five best products of the range; a deleted product keeps the name it was sold under. */
export function TopProducts({ title, products }: TopProductsProps) {
  return (
    <section className={`${panelClass} min-w-0 p-4 sm:p-6`} aria-label={title}>
      <h3 className="text-lg font-bold tracking-tight">{title}</h3>
      {products.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">No sales in this range.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className={tableHeadClass}>
            <tr>
              <th scope="col" className={`${headerCellClass} pl-0`}>
                Product
              </th>
              <th scope="col" className={`${headerCellClass} text-right`}>
                Units
              </th>
              <th scope="col" className={`${headerCellClass} pr-0 text-right`}>
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {products.map((product, index) => (
              <tr key={product.productId ?? `deleted-${product.name}`}>
                <th scope="row" className="py-2.5 pr-2 text-left font-normal wrap-anywhere">
                  <span className="mr-2 text-stone-500 tabular-nums">{index + 1}.</span>
                  {product.productId ? (
                    <Link to={paths.adminProductEdit(product.productId)} className={linkClass}>
                      {product.name}
                    </Link>
                  ) : (
                    <>
                      {product.name} <span className="text-stone-500">(deleted)</span>
                    </>
                  )}
                </th>
                <td className="px-4 py-2.5 text-right tabular-nums">
                  {formatCount(product.units)}
                </td>
                <td className="py-2.5 text-right font-semibold tabular-nums">
                  {formatDollars(product.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
