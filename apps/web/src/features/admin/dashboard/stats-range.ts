import { STATS_DEFAULT_DAYS, rangeEndingOn, utcToday, type StatsRange } from '@shop/shared/admin'

/**
 * The dashboard's range lives in the URL, so a chosen view survives a reload and can be shared:
 * `?range=7` (the last 7 days ending today, UTC) or `?from=YYYY-MM-DD&to=YYYY-MM-DD`.
 */

export const RANGE_PRESETS = [7, 30, 90] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

export type RangeChoice =
  { kind: 'preset'; days: RangePreset } | { kind: 'custom'; from: string; to: string }

const DEFAULT_CHOICE: RangeChoice = { kind: 'preset', days: STATS_DEFAULT_DAYS as RangePreset }

function isPreset(days: number): days is RangePreset {
  return RANGE_PRESETS.some((preset) => preset === days)
}

/** Reads the range from the URL; anything unknown is the last 30 days. */
export function rangeChoiceFrom(search: URLSearchParams): RangeChoice {
  const from = search.get('from')
  const to = search.get('to')
  // The server checks custom dates and explains a bad one; the page shows its message.
  if (from && to) return { kind: 'custom', from, to }
  const days = Number(search.get('range'))
  return isPreset(days) ? { kind: 'preset', days } : DEFAULT_CHOICE
}

/** The URL's query for a range; other parameters of the page are kept. */
export function searchWithRange(search: URLSearchParams, choice: RangeChoice): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const key of ['range', 'from', 'to']) next.delete(key)
  if (choice.kind === 'preset') next.set('range', String(choice.days))
  else {
    next.set('from', choice.from)
    next.set('to', choice.to)
  }
  return next
}

/** The days to ask the server for: a preset ends today (UTC, the server's calendar). */
export function statsRangeOf(choice: RangeChoice, now: Date = new Date()): StatsRange {
  return choice.kind === 'custom'
    ? { from: choice.from, to: choice.to }
    : rangeEndingOn(utcToday(now), choice.days)
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** "Mar 5": axis labels short enough for a phone. Days are UTC, as the server counts them. */
export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`))
}

/** "Mar 5, 2026". */
export function formatDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`))
}

/** "Mar 1, 2026 – Mar 30, 2026", or one day. */
export function formatRange({ from, to }: StatsRange): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`
}
