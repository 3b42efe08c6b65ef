import { useLocation } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { AuthCard } from '../../features/auth/components/auth-card'
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form'
import { useShopSettings } from '../../lib/shop-settings-api'

/** The e-mail the login page passed along in the history state, if it is one. */
function readPassedEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return ''
  return typeof state.email === 'string' ? state.email : ''
}

/** /forgot-password: asks for the account's e-mail and mails it a link to choose a new password. */
export function ForgotPasswordRoute() {
  const { shopName } = useShopSettings()
  const { state } = useLocation() as { state: unknown }

  return (
    <>
      <PageMeta
        title="Forgot Password"
        description={`Get a link to choose a new password for your ${shopName} account.`}
      />
      <AuthCard
        title="Reset your password"
        intro="Enter the email of your account and we will send you a link to choose a new password."
      >
        <ForgotPasswordForm initialEmail={readPassedEmail(state)} />
      </AuthCard>
    </>
  )
}
