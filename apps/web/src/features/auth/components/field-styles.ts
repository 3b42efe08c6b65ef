/** The look of the account forms' inputs, matching the shop's other forms (contact, newsletter). */
export function fieldClassName(hasError: boolean): string {
  return `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-stone-400 focus:ring-1 focus:outline-none sm:text-sm ${
    hasError
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600'
      : 'border-stone-300 focus:border-ink focus:ring-ink'
  }`
}
