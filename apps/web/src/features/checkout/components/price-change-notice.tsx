import { AlertTriangle } from 'lucide-react'
import { formatMoney } from '../../../lib/format-money'
import { Button } from '../../../components/ui/button'

interface PriceChangeNoticeProps {
  /** The server's reason: prices changed, the hour ran out, or the code no longer applies. */
  message: string
  total: number
  isConfirming: boolean
  onConfirm: () => void
}

/**
 * docs/product-rules.md § Money: a 409 brought fresh figures (the summary shows them). Nothing was charged;
 * the shopper confirms the new total, which starts a new checkout and goes on to payment.
 */
export function PriceChangeNotice({
  message,
  total,
  isConfirming,
  onConfirm,
}: PriceChangeNoticeProps) {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <div role="alert" className="flex gap-3 text-sm text-amber-950">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{message}</p>
          <p className="mt-1">
            New total: <span className="font-semibold tabular-nums">{formatMoney(total)}</span>
          </p>
        </div>
      </div>
      <Button
        type="button"
        onClick={onConfirm}
        disabled={isConfirming}
        variant="primary"
        className="mt-4 h-12 w-full px-6 text-sm tracking-wide transition disabled:cursor-wait disabled:bg-stone-500"
      >
        {isConfirming ? 'Please wait...' : 'Confirm new total'}
      </Button>
    </div>
  )
}
