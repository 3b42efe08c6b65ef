import { Wallet } from 'lucide-react'
import { focusRing } from '../../../components/ui/focus-ring'
import { formatMoney } from '../../../lib/format-money'

interface StoreCreditSwitchProps {
  /** The signed-in customer's balance, in dollars (more than 0: the switch shows only then). */
  balance: number
  isOn: boolean
  /** The checkout is created: the choice changes only after "Edit details". */
  isDisabled: boolean
  onChange: (isOn: boolean) => void
}

/**
 * The checkout summary's one switch for store credit (docs/decisions/033-store-credit.md): on,
 * the quote and the checkout spend the balance up to the total, and the summary shows the
 * credit and the amount due, both the server's figures.
 */
export function StoreCreditSwitch({ balance, isOn, isDisabled, onChange }: StoreCreditSwitchProps) {
  const label = `Use ${formatMoney(balance)} store credit`
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      disabled={isDisabled}
      onClick={() => {
        onChange(!isOn)
      }}
      className={`flex w-full items-center justify-between gap-3 rounded-lg bg-stone-50 px-3.5 py-2.5 text-left text-sm ${focusRing.standard} disabled:cursor-not-allowed disabled:opacity-60`}
    >
      <span className="flex min-w-0 items-center gap-2 font-medium text-stone-800">
        <Wallet className="size-4 shrink-0 text-green-700" aria-hidden="true" />
        <span className="min-w-0">{label}</span>
      </span>
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          isOn ? 'bg-green-700' : 'bg-stone-300'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            isOn ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
    </button>
  )
}
