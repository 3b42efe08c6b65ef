import { contrastOnWhite, MIN_ACCENT_CONTRAST } from '@shop/shared/accent-contrast'
import { useId } from 'react'
import { fieldClassName } from '../../../../components/ui/field-styles'

const HEX_COLOR = /^#[0-9a-f]{6}$/i

interface AccentColorFieldProps {
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

/**
 * The accent colour: a picker and its hex code, with the contrast against white worked out as
 * the owner types, so a colour the server would refuse is seen before Save.
 */
export function AccentColorField({ value, error, onChange }: AccentColorFieldProps) {
  const id = useId()
  const isColor = HEX_COLOR.test(value)
  const contrast = isColor ? contrastOnWhite(value) : undefined
  const isReadable = contrast !== undefined && contrast >= MIN_ACCENT_CONTRAST
  const message = error ?? (contrast === undefined ? undefined : contrastLine(contrast, isReadable))
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Accent colour
      </label>
      <div className="mt-1.5 flex items-center gap-3">
        <input
          type="color"
          aria-label="Pick the accent colour"
          value={isColor ? value.toLowerCase() : '#000000'}
          onChange={(event) => {
            onChange(event.target.value)
          }}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
        />
        <input
          id={id}
          value={value}
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => {
            onChange(event.target.value.trim())
          }}
          className={`${fieldClassName(Boolean(error))} max-w-36 font-mono`}
        />
        {isColor ? (
          <span
            aria-hidden="true"
            style={{ backgroundColor: value }}
            className="rounded-full px-4 py-2 text-sm font-semibold text-white"
          >
            Button
          </span>
        ) : null}
      </div>
      {message ? (
        <p
          id={`${id}-message`}
          className={`mt-1.5 text-sm ${error || !isReadable ? 'font-medium text-red-700' : 'text-stone-600'}`}
        >
          {message}
        </p>
      ) : null}
    </div>
  )
}

function contrastLine(contrast: number, isReadable: boolean): string {
  const ratio = `${contrast.toFixed(2)}:1`
  return isReadable
    ? `Contrast on white ${ratio}: readable as text and behind white labels.`
    : `Contrast on white ${ratio}: too light, at least ${String(MIN_ACCENT_CONTRAST)}:1 is needed.`
}
