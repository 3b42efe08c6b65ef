import { colorHexSchema, vocabularyNameSchema } from '@shop/shared/catalog-vocabulary'
import { Palette } from 'lucide-react'
import { useId, useState } from 'react'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useCreateVocabularyEntryMutation } from '../admin-vocabulary-api'
import { focusRing } from '../../../../components/ui/focus-ring'
import { Button } from '../../../../components/ui/button'

export const ADD_COLOR_FAILED_MESSAGE = 'The colour could not be added.'

/** A neutral start for the picker: the admin changes it to the garment's colour. */
const START_HEX = '#808080'

/**
 * A colour the palette lacks, added from the product form (name + hex) without leaving it:
 * the palette gets it (the shop's swatches draw its hex), then `onAdded` lets the form choose it.
 */
export function AddColorForm({ onAdded }: { onAdded: (name: string) => void }) {
  const id = useId()
  const [isOpen, setIsOpen] = useState(false)
  const [name, setName] = useState('')
  const [hex, setHex] = useState(START_HEX)
  const [error, setError] = useState<string | null>(null)
  const [addColor, { isLoading }] = useCreateVocabularyEntryMutation()

  if (!isOpen) {
    return (
      <button
        type="button"
        onClick={() => {
          setIsOpen(true)
        }}
        className={`inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-stone-100 ${focusRing.standard}`}
      >
        <Palette className="size-4" aria-hidden="true" />
        Add colour
      </button>
    )
  }

  const close = () => {
    setIsOpen(false)
    setName('')
    setHex(START_HEX)
    setError(null)
  }

  const add = async () => {
    const parsedName = vocabularyNameSchema.safeParse(name)
    const parsedHex = colorHexSchema.safeParse(hex)
    if (!parsedName.success || !parsedHex.success) {
      setError(parsedName.error?.issues[0]?.message ?? parsedHex.error?.issues[0]?.message ?? null)
      return
    }
    try {
      await addColor({ list: 'colors', name: parsedName.data, hex: parsedHex.data }).unwrap()
      onAdded(parsedName.data)
      close()
    } catch (failure) {
      setError(getErrorMessage(failure, ADD_COLOR_FAILED_MESSAGE))
    }
  }

  // A fieldset, not a form: it sits inside the product form, and forms cannot nest.
  return (
    <fieldset className="w-full rounded-xl border border-stone-200 bg-stone-50/60 p-4 sm:w-auto">
      <legend className="px-1 text-sm font-semibold">New colour for the palette</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            Colour name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={50}
            placeholder="Sunset Orange"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`mt-1.5 ${fieldClassName(Boolean(error))}`}
            onChange={(event) => {
              setName(event.target.value)
            }}
            onKeyDown={(event) => {
              // Enter adds the colour rather than saving the whole product.
              if (event.key === 'Enter') {
                event.preventDefault()
                void add()
              }
            }}
          />
        </div>
        <div>
          <label htmlFor={`${id}-picker`} className="text-sm font-medium">
            Swatch
          </label>
          <input
            id={`${id}-picker`}
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : START_HEX}
            className="mt-1.5 block h-10 w-14 cursor-pointer rounded-lg border border-stone-300 bg-white"
            onChange={(event) => {
              setHex(event.target.value)
            }}
          />
        </div>
        <div>
          <label htmlFor={`${id}-hex`} className="text-sm font-medium">
            Hex code
          </label>
          <input
            id={`${id}-hex`}
            value={hex}
            maxLength={7}
            spellCheck={false}
            className={`mt-1.5 w-28 ${fieldClassName(false)}`}
            onChange={(event) => {
              setHex(event.target.value)
            }}
          />
        </div>
        <div className="flex gap-2">
          <Button
            type="button"
            disabled={isLoading}
            onClick={() => {
              void add()
            }}
            variant="primary"
            className="px-4 py-2 text-sm disabled:opacity-60"
          >
            {isLoading ? 'Adding…' : 'Add to palette'}
          </Button>
          <Button type="button" onClick={close} variant="ghost" className="px-4 py-2 text-sm">
            Cancel
          </Button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
