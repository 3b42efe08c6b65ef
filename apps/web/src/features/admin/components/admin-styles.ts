import { focusRing } from '../../../components/ui/focus-ring'
/**
 * The back office's shared looks, matching the storefront's (index.css theme, the account and
 * contact forms): white panels on paper, ink buttons, stone borders.
 */

export const panelClass = 'rounded-2xl bg-white shadow-sm ring-1 ring-stone-200'

/** A compact select for a table cell (role, status). */
export const inlineSelectClass =
  'rounded-lg border border-stone-300 bg-white py-1.5 pr-8 pl-3 text-sm text-ink shadow-xs focus:border-ink focus:ring-1 focus:ring-ink focus:outline-none disabled:cursor-wait disabled:opacity-60'

export const primaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-stone-800 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing.standard}`

export const dangerButtonClass = `inline-flex items-center justify-center gap-1.5 rounded-full border border-red-200 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:border-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing.standard}`

export const tableHeadClass =
  'border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase'

export const headerCellClass = 'px-4 py-3 font-semibold whitespace-nowrap'
