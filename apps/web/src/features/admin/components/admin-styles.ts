import { buttonClass } from '../../../components/ui/button'
import { fieldFocus } from '../../../components/ui/field-styles'
/**
 * The back office's shared looks, matching the storefront's (index.css theme, the account and
 * contact forms): white panels on paper, ink buttons, stone borders.
 */

export const panelClass = 'rounded-2xl bg-white shadow-sm ring-1 ring-stone-200'

/** A compact select for a table cell (role, status). */
export const inlineSelectClass = `rounded-lg border border-stone-300 bg-white py-1.5 pr-8 pl-3 text-sm text-ink shadow-xs ${fieldFocus} disabled:cursor-wait disabled:opacity-60`

export const primaryButtonClass = buttonClass({
  variant: 'primary',
  className:
    'inline-flex items-center justify-center gap-2 px-5 py-2.5 text-sm shadow-sm disabled:cursor-not-allowed disabled:opacity-60',
})

export const dangerButtonClass = buttonClass({
  variant: 'danger',
  className:
    'justify-center border border-red-200 bg-white px-3 py-1.5 text-sm hover:border-red-700 disabled:cursor-not-allowed disabled:opacity-50',
})

export const tableHeadClass =
  'border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase'

export const headerCellClass = 'px-4 py-3 font-semibold whitespace-nowrap'
