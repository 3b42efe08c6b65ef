import { useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { selectUser } from '../../features/auth/auth-slice'
import { AuthCard } from '../../features/auth/components/auth-card'
import { ResetLinkInvalid } from '../../features/auth/components/reset-link-invalid'
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form'
import { useAppSelector } from '../hooks'
import { useLogOut } from './use-log-out'

/**
 * /reset-password?token=…: the page a password reset mail links to. Once the new password is
 * saved the visitor goes to log in with it, told so by a toast. The server has ended every
 * session of the account, so a session this browser still holds ends too (the login page would
 * otherwise send a signed-in visitor straight on).
 */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const token = searchParams.get('token') ?? ''
  const isSignedIn = useAppSelector(selectUser) !== null
  const { endSession } = useLogOut(paths.login())

  const goToLogin = (message: string) => {
    toast.success(message)
    if (isSignedIn) endSession()
    else void navigate(paths.login(), { replace: true })
  }

  return (
    <>
      <PageMeta title="Choose a New Password" />
      {/* The address carries a one-time token: no search engine should keep it. */}
      <meta name="robots" content="noindex" />
      <AuthCard
        title="Choose a new password"
        intro="Your new password replaces the old one and logs you out on every device."
      >
        {token === '' ? (
          <ResetLinkInvalid />
        ) : (
          <ResetPasswordForm token={token} onReset={goToLogin} />
        )}
      </AuthCard>
    </>
  )
}
