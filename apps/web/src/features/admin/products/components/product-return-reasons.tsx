import { RETURN_REASON_LABELS, type ProductReturnReasons } from '@shop/shared/returns'
import { useGetProductReturnReasonsQuery } from '../admin-products-api'

/** "7 of 9: too small": each reason's share of the product's returned units. */
export function describeReturnReasons({ units, reasons }: ProductReturnReasons): string[] {
  return reasons.map(
    (reason) =>
      `${String(reason.units)} of ${String(units)}: ${RETURN_REASON_LABELS[reason.reason].toLowerCase()}`,
  )
}

/**
 * Above the product's form: why its units came back, so the owner can fix a size chart or a
 * description. Nothing shows until a unit was returned.
 */
export function ProductReturnReasonsNote({ productId }: { productId: string }) {
  const { data } = useGetProductReturnReasonsQuery(productId)
  if (!data || data.units === 0) return null
  return (
    <section
      aria-labelledby="product-returns-heading"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="product-returns-heading" className="font-semibold">
        Returns: {data.units} {data.units === 1 ? 'unit' : 'units'}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {describeReturnReasons(data).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
