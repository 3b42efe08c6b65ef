import { ArrowLeft } from 'lucide-react'
import { Link, Navigate, useParams } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { focusRing } from '../../components/ui/focus-ring'
import { paths } from '../../config/paths'
import { selectUser } from '../../features/auth/auth-slice'
import { ReturnRequestForm } from '../../features/returns/components/return-request-form'
import { ReturnSlip } from '../../features/returns/components/return-slip'
import { useAppSelector } from '../hooks'

/* The customer's return pages (docs/decisions/032-returns-and-exchanges.md), in order-pages.tsx's chunk. */

/** `/order/{id}/return`: the return flow of one of the signed-in customer's orders. */
export function ReturnRequestRoute() {
  const { id = '' } = useParams()
  const user = useAppSelector(selectUser)
  if (!user) return <Navigate to={paths.login()} replace />

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16">
      <PageMeta
        title="Return or exchange items"
        description="Send items of an order back for your money, store credit or another size."
      />
      <Link
        to={paths.order(id)}
        className={`inline-flex items-center gap-1.5 text-sm font-semibold text-stone-700 hover:text-ink ${focusRing.standard}`}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the order
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        Return or exchange items
      </h1>
      <div className="mt-8">
        <ReturnRequestForm orderId={id} />
      </div>
    </div>
  )
}

/**
 * `/returns/{id}`: one of the customer's returns, its confirmation and printable slip (the mail
 * of a new return links here). `/returns` alone stays the shop's returns page.
 */
export function ReturnSlipRoute() {
  const { id = '' } = useParams()
  const user = useAppSelector(selectUser)
  if (!user) return <Navigate to={paths.login()} replace />

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16 print:max-w-none print:p-0">
      <PageMeta title="Return slip" description="Your return, its slip and where to send it." />
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight sm:text-4xl print:sr-only">
        Your return
      </h1>
      <ReturnSlip id={id} />
    </div>
  )
}
