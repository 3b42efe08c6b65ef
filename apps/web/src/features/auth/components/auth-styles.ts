import { buttonClass } from '../../../components/ui/button'
/** A text link of the account pages (Register, Log in, Forgot password?). */
export const authLinkClass = buttonClass({
  variant: 'link',
  className: 'rounded-sm text-brand-700',
})
