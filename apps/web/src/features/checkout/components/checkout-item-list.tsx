import { ProductImage } from '../../../components/ui/product-image'
import { formatMoney } from '../../../lib/format-money'

export interface ListedItem {
  key: string
  name: string
  image: string
  price: number
  size: string
  color: string
  quantity: number
  /** The server's price × quantity (docs/product-rules.md § Money: the web never computes money). */
  lineTotal: number
}

/** Lines of a checkout or an order: image, name, size, colour, quantity and the line's amount. */
export function CheckoutItemList({ items }: { items: ListedItem[] }) {
  return (
    <ul className="divide-y divide-stone-200">
      {items.map((item) => (
        <li key={item.key} className="flex gap-4 py-4 first:pt-0 last:pb-0">
          <div className="w-16 shrink-0 overflow-hidden rounded-md sm:w-20">
            <ProductImage url={item.image} alt={item.name} sizes="80px" />
          </div>
          <div className="flex min-w-0 flex-1 justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-ink">{item.name}</p>
              <p className="mt-1 text-xs text-stone-600">
                Size: {item.size} · Color: {item.color}
              </p>
              <p className="mt-1 text-xs text-stone-600">Qty: {item.quantity}</p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-ink tabular-nums">
              {formatMoney(item.lineTotal)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
