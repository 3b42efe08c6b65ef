import { focusRing } from '../../../components/ui/focus-ring'
/** A text link of the account pages (Register, Log in, Forgot password?). */
export const authLinkClass = `rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline ${focusRing.standard}`
