/** The look of every text input, select and text area of the shop's forms and back office. */
export function fieldClassName(hasError = false): string {
  return `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-stone-400 read-only:bg-stone-50 read-only:text-stone-700 focus:ring-1 focus:outline-none disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600 sm:text-sm ${
    hasError
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600'
      : 'border-stone-300 focus:border-ink focus:ring-ink'
  }`
}

/** A field's focus: an ink border and a 1 px ink ring instead of the browser's outline. */
export const fieldFocus = 'focus:border-ink focus:ring-1 focus:ring-ink focus:outline-none'

/** A compact field's focus (the shop's price and sort controls): an ink border, a faint outline. */
export const compactFieldFocus =
  'focus:border-ink focus:outline-2 focus:outline-offset-0 focus:outline-ink/20'
