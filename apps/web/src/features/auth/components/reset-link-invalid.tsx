import { PASSWORD_RESET_INVALID_MESSAGE } from '@shop/shared/users'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { authLinkClass } from './auth-styles'
import { FormError } from './form-error'

/** A reset link without a token, or one the server refused: the way to a new link. */
export function ResetLinkInvalid({
  message = PASSWORD_RESET_INVALID_MESSAGE,
}: {
  message?: string
}) {
  return (
    <div className="space-y-5">
      <FormError>{message}</FormError>
      <p className="text-center text-sm">
        <Link to={paths.forgotPassword} className={authLinkClass}>
          Request a new link
        </Link>
      </p>
    </div>
  )
}
