import { MAX_NAME_LENGTH } from '@shop/shared/limits'
import type { ComponentProps } from 'react'
import { TextField } from '../../../components/ui/text-field'

type NameFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'name' | 'type' | 'autoComplete' | 'maxLength'
>

/** The account holder's name of the sign-up and profile forms: one label, hint and length limit. */
export function NameField(props: NameFieldProps) {
  return (
    <TextField
      label="Name"
      name="name"
      type="text"
      autoComplete="name"
      maxLength={MAX_NAME_LENGTH}
      {...props}
    />
  )
}
