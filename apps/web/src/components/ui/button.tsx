import type { ComponentPropsWithRef } from 'react'
import { focusRing } from './focus-ring'

/**
 * The shop's button looks. Each variant holds what every button of that look shares, focus ring
 * included; a button adds its own size, spacing and states with `className`.
 */
const VARIANT_CLASSES = {
  /** Ink pill: the main action of a form, page or drawer. */
  primary: 'rounded-full bg-ink font-semibold text-white hover:bg-stone-800',
  /** White pill with a stone border: the other actions beside a primary one, row actions. */
  secondary:
    'inline-flex items-center rounded-full border border-stone-300 bg-white text-sm font-semibold text-ink hover:border-ink',
  /** Red text: removes or deletes something. */
  danger:
    'inline-flex items-center gap-1.5 rounded-full font-semibold text-red-700 hover:bg-red-50',
  /** Borderless pill: Cancel and other quiet actions. */
  ghost: 'rounded-full font-semibold text-stone-700 hover:bg-stone-100',
  /** Looks like a text link, underlined on hover. */
  link: 'font-semibold underline-offset-4 hover:underline',
  /** A round button holding one icon (its accessible name comes from `aria-label`). */
  icon: 'grid place-items-center rounded-full',
} as const

export type ButtonVariant = keyof typeof VARIANT_CLASSES
export type FocusRing = keyof typeof focusRing

export interface ButtonLook {
  variant: ButtonVariant
  /** Which focus ring: `standard` unless the button sits on a dark ground or in a tight spot. */
  ring?: FocusRing
  /** The button's own size, spacing and states, added to the variant's classes. */
  className?: string
}

/** The classes of a button look, for an element that is not a `<button>` (a router Link). */
export function buttonClass({ variant, ring = 'standard', className }: ButtonLook): string {
  return [VARIANT_CLASSES[variant], focusRing[ring], className].filter(Boolean).join(' ')
}

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'type'> &
  ButtonLook & {
    /** Always stated: a button in a form would otherwise submit it. */
    type: 'button' | 'submit' | 'reset'
  }

/** A `<button>` with one of the shop's looks; every other attribute passes through. */
export function Button({ variant, ring, className, type, ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, ring, className })} {...props} />
}
