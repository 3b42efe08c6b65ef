import {
  PASSWORD_RULES,
  getPasswordStrength,
  type PasswordStrength as Strength,
} from '@shop/shared/users'
import { Circle, CircleCheck } from 'lucide-react'
import { useId } from 'react'

interface StrengthLook {
  label: string
  /** The colour of docs/product-rules.md § States, named for the tests and for anyone reading the markup. */
  colour: 'none' | 'red' | 'yellow' | 'green'
  level: number
  bar: string
  text: string
}

/** docs/product-rules.md § States, Register: empty at length 0, red under 6, yellow from 6, green when every rule holds. */
const LOOKS: Record<Strength, StrengthLook> = {
  empty: { label: 'Not entered', colour: 'none', level: 0, bar: 'w-0', text: 'text-stone-600' },
  weak: { label: 'Weak', colour: 'red', level: 1, bar: 'w-1/3 bg-red-600', text: 'text-red-700' },
  fair: {
    label: 'Fair',
    colour: 'yellow',
    level: 2,
    bar: 'w-2/3 bg-yellow-400',
    text: 'text-amber-800',
  },
  strong: {
    label: 'Strong',
    colour: 'green',
    level: 3,
    bar: 'w-full bg-green-600',
    text: 'text-green-800',
  },
}

/**
 * A rule's label with any list in brackets kept on one line, so the special characters never
 * break apart on a phone: "A special character" then "(!@#$…)".
 */
function RuleLabel({ label }: { label: string }) {
  const bracketed = /^(.*?)\s*(\(.+\))$/.exec(label)
  if (!bracketed) return label
  return (
    <>
      {bracketed[1]} <span className="whitespace-nowrap">{bracketed[2]}</span>
    </>
  )
}

interface PasswordStrengthProps {
  password: string
  /** The id the password field points its `aria-describedby` at. */
  id: string
}

/**
 * The strength bar and the checklist of the spec's password rules (docs/product-rules.md § Validation), ticking each
 * rule as the typed password meets it. Colour is never the only sign: the level is also written.
 */
export function PasswordStrength({ password, id }: PasswordStrengthProps) {
  const labelId = useId()
  const strength = getPasswordStrength(password)
  const look = LOOKS[strength]
  const maxLevel = LOOKS.strong.level

  return (
    <div className="mt-3">
      <div className="flex items-center justify-between gap-3 text-xs font-medium">
        <span id={labelId} className="text-stone-600">
          Password strength
        </span>
        <span aria-live="polite" className={look.text}>
          {look.label}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={maxLevel}
        aria-valuenow={look.level}
        aria-valuetext={look.label}
        data-strength={strength}
        data-colour={look.colour}
        className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full transition-[width,background-color] duration-300 motion-reduce:transition-none ${look.bar}`}
        />
      </div>
      <ul
        id={id}
        aria-label="Password requirements"
        className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2"
      >
        {PASSWORD_RULES.map((rule, index) => {
          const isMet = rule.isMet(password)
          const Icon = isMet ? CircleCheck : Circle
          const isLast = index === PASSWORD_RULES.length - 1
          return (
            <li
              key={rule.label}
              data-met={isMet}
              className={`flex items-start gap-2 ${isMet ? 'text-ink' : 'text-stone-600'} ${
                isLast ? 'sm:col-span-2' : ''
              }`}
            >
              <Icon
                className={`mt-0.5 size-4 shrink-0 ${isMet ? 'text-green-700' : 'text-stone-400'}`}
                aria-hidden="true"
              />
              <span>
                <span className="sr-only">{isMet ? 'Done:' : 'Missing:'}</span>{' '}
                <RuleLabel label={rule.label} />
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
