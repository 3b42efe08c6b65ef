import {
  STATS_MAX_DAYS,
  STATS_RANGE_LENGTH_MESSAGE,
  STATS_RANGE_ORDER_MESSAGE,
  daysInRange,
  type StatsRange,
} from '@shop/shared/admin'
import { DAY_MESSAGE } from '@shop/shared/admin-lists'
import { useId, useState, type SubmitEvent } from 'react'
import { fieldClassName } from '../../../components/ui/field-styles'
import { primaryButtonClass } from '../components/admin-styles'
import { RANGE_PRESETS, type RangeChoice } from './stats-range'
import { focusRing } from '../../../components/ui/focus-ring'

interface RangePickerProps {
  choice: RangeChoice
  /** The days currently shown, to prefill the custom dates. */
  range: StatsRange
  onChoose: (choice: RangeChoice) => void
}

const toggleClass = `rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-stone-300 ${focusRing.standard} aria-pressed:bg-ink aria-pressed:text-white aria-pressed:ring-ink hover:ring-ink`

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** The same refusals the server gives, before asking it (docs/product-rules.md § Back office at scale). */
function customRangeProblem(from: string, to: string): string | undefined {
  if (!DAY_PATTERN.test(from) || !DAY_PATTERN.test(to)) return DAY_MESSAGE
  if (from > to) return STATS_RANGE_ORDER_MESSAGE
  if (daysInRange(from, to) > STATS_MAX_DAYS) return STATS_RANGE_LENGTH_MESSAGE
  return undefined
}

/** The last 7, 30 or 90 days, or custom dates (both included, UTC days). */
export function RangePicker({ choice, range, onChoose }: RangePickerProps) {
  const [customOpen, setCustomOpen] = useState(choice.kind === 'custom')
  const [from, setFrom] = useState(range.from)
  const [to, setTo] = useState(range.to)
  const [problem, setProblem] = useState<string>()
  const fromId = useId()
  const toId = useId()
  const problemId = useId()

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = customRangeProblem(from, to)
    setProblem(found)
    if (!found) onChoose({ kind: 'custom', from, to })
  }

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={!customOpen && choice.kind === 'preset' && choice.days === days}
            className={toggleClass}
            onClick={() => {
              setCustomOpen(false)
              setProblem(undefined)
              onChoose({ kind: 'preset', days })
            }}
          >
            Last {days} days
          </button>
        ))}
        <button
          type="button"
          aria-pressed={customOpen}
          aria-expanded={customOpen}
          className={toggleClass}
          onClick={() => {
            setFrom(range.from)
            setTo(range.to)
            setCustomOpen(true)
          }}
        >
          Custom
        </button>
      </div>
      {customOpen ? (
        <form
          onSubmit={apply}
          noValidate
          aria-label="Custom date range"
          className="flex flex-wrap items-end gap-3"
        >
          <div className="min-w-0 basis-40">
            <label htmlFor={fromId} className="block text-sm font-medium">
              From
            </label>
            <input
              id={fromId}
              type="date"
              value={from}
              max={to}
              onChange={(event) => {
                setFrom(event.target.value)
              }}
              aria-describedby={problem ? problemId : undefined}
              className={`mt-1.5 ${fieldClassName(problem !== undefined)}`}
            />
          </div>
          <div className="min-w-0 basis-40">
            <label htmlFor={toId} className="block text-sm font-medium">
              To
            </label>
            <input
              id={toId}
              type="date"
              value={to}
              min={from}
              onChange={(event) => {
                setTo(event.target.value)
              }}
              aria-describedby={problem ? problemId : undefined}
              className={`mt-1.5 ${fieldClassName(problem !== undefined)}`}
            />
          </div>
          <button type="submit" className={primaryButtonClass}>
            Show
          </button>
          {problem ? (
            <p id={problemId} role="alert" className="basis-full text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
