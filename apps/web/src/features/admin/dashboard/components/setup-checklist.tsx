import type { SetupStep } from '@shop/shared/setup-checklist'
import { CheckCircle2, Circle } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { focusRing } from '../../../../components/ui/focus-ring'
import { panelClass } from '../../components/admin-styles'
import { useGetSetupChecklistQuery } from '../admin-stats-api'

interface StepText {
  title: string
  /** What to do, and where; a step done outside the back office names the setting. */
  how: string
  link?: { to: string; label: string }
}

/** docs/owner-guide.md walks through each step. */
const STEP_TEXTS: Record<SetupStep, StepText> = {
  'name-and-logo': {
    title: 'Name your shop and upload its logo',
    how: 'Your name is in every page title, the header and every e-mail.',
    link: { to: paths.adminSettings, label: 'Open Store settings' },
  },
  shipping: {
    title: 'Set your shipping prices',
    how: 'Check the zones and rates and save them once, so checkout charges what you mean to.',
    link: { to: paths.adminShipping, label: 'Open Shipping' },
  },
  payments: {
    title: 'Take real payments',
    how: 'Set PAYMENT_PROVIDER=paypal with your PayPal keys (docs/configuration.md); the demo provider takes no money.',
  },
  mail: {
    title: 'Send e-mail',
    how: 'Set SMTP_URL so order confirmations reach your customers; until then they are only written to files.',
  },
  'first-product': {
    title: 'Add your first product',
    how: 'Photos, sizes, colours and stock, or import a whole catalogue from a CSV file.',
    link: { to: paths.adminProductCreate, label: 'Add a product' },
  },
  'test-order': {
    title: 'Place a test order',
    how: 'Buy something yourself to see the checkout, the confirmation mail and the order in the back office.',
    link: { to: paths.shop, label: 'Go to the shop' },
  },
}

/**
 * The setup checklist (docs/product-rules.md § The owner's shop): shown on the dashboard until
 * every step is done. Each step ticks itself from what the shop is; none is ticked by hand.
 */
export function SetupChecklist() {
  const { data } = useGetSetupChecklistQuery(undefined, { refetchOnMountOrArgChange: true })
  if (!data || data.steps.every(({ isDone }) => isDone)) return null
  const doneCount = data.steps.filter(({ isDone }) => isDone).length
  return (
    <section aria-labelledby="setup-checklist-heading" className={`${panelClass} p-4 sm:p-6`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-checklist-heading" className="text-lg font-semibold">
          Set up your shop
        </h2>
        <p className="text-sm text-stone-600">
          {doneCount} of {data.steps.length} done
        </p>
      </div>
      <ol className="mt-4 divide-y divide-stone-200">
        {data.steps.map(({ step, isDone }) => {
          const text = STEP_TEXTS[step]
          return (
            <li key={step} className="flex gap-3 py-3">
              {isDone ? (
                <CheckCircle2
                  className="mt-0.5 size-5 shrink-0 text-green-700"
                  aria-hidden="true"
                />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-stone-400" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className={`font-medium ${isDone ? 'text-stone-500 line-through' : ''}`}>
                  {text.title}
                  <span className="sr-only">{isDone ? ' (done)' : ' (to do)'}</span>
                </p>
                {isDone ? null : (
                  <p className="mt-0.5 text-sm text-stone-600">
                    {text.how}{' '}
                    {text.link ? (
                      <Link
                        to={text.link.to}
                        className={`rounded-sm font-medium text-ink underline underline-offset-2 ${focusRing.flush}`}
                      >
                        {text.link.label}
                      </Link>
                    ) : null}
                  </p>
                )}
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
