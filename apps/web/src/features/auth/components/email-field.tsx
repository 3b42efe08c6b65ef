import { MAX_EMAIL_LENGTH } from '@shop/shared/limits'
import type { ComponentProps } from 'react'
import { TextField } from '../../../components/ui/text-field'

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'name' | 'type' | 'autoComplete' | 'inputMode' | 'maxLength'
>

/**
 * The account e-mail of the log-in, sign-up, reset and profile forms: one label, keyboard and
 * autofill hint, and the shared length limit.
 */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={MAX_EMAIL_LENGTH}
      {...props}
    />
  )
}
