import {
  VOCABULARY_LABELS,
  VOCABULARY_LISTS,
  colorHexSchema,
  vocabularyNameSchema,
  type PaletteColor,
  type VocabularyList,
} from '@shop/shared/catalog-vocabulary'
import { ArrowDown, ArrowUp, Pencil, Plus } from 'lucide-react'
import { useId, useState, type SubmitEvent } from 'react'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { getErrorMessage } from '../../../../lib/get-error-message'
import {
  useCreateVocabularyEntryMutation,
  useDeleteVocabularyEntryMutation,
  useGetVocabularyQuery,
  useRenameVocabularyEntryMutation,
  useReorderVocabularyMutation,
} from '../admin-vocabulary-api'
import { panelClass, primaryButtonClass } from '../../components/admin-styles'
import { DeleteButton } from '../../components/delete-button'
import { buttonClass } from '../../../../components/ui/button'

export const VOCABULARY_SAVE_FAILED_MESSAGE = 'The change could not be saved.'

const INTROS: Record<VocabularyList, string> = {
  categories: 'The shop’s category filter and the product form offer these.',
  genders: 'Leave a product’s gender empty when none fits.',
  sizes: 'The order here is the order of the shop’s size filter and size pickers.',
  colors: 'The shop’s swatches draw each colour’s hex.',
}

const smallButtonClass = buttonClass({
  variant: 'ghost',
  className:
    'inline-flex items-center justify-center gap-1 px-2.5 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-40',
})

interface Entry {
  name: string
  hex?: string
}

/**
 * /admin/catalog-settings (docs/api.md § Catalogue settings): the four managed lists. Each can
 * be added to, renamed (products follow), reordered and pruned (refused while products use a
 * value; the server's message says how many).
 */
export function CatalogSettings() {
  const { data, error, isLoading } = useGetVocabularyQuery(undefined)
  if (isLoading) {
    return (
      <p role="status" className="text-sm text-stone-600">
        Loading...
      </p>
    )
  }
  if (!data) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load the catalogue settings.')}
      </p>
    )
  }
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {VOCABULARY_LISTS.map((list) => (
        <VocabularySection key={list} list={list} entries={data[list]} />
      ))}
    </div>
  )
}

function VocabularySection({ list, entries }: { list: VocabularyList; entries: Entry[] }) {
  const headingId = useId()
  const [message, setMessage] = useState<string | null>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const [reorder, { isLoading: isReordering }] = useReorderVocabularyMutation()
  const [remove, { isLoading: isDeleting, originalArgs: deleting }] =
    useDeleteVocabularyEntryMutation()
  const label = VOCABULARY_LABELS[list]

  const run = async (write: () => Promise<unknown>) => {
    setMessage(null)
    try {
      await write()
      return true
    } catch (failure) {
      setMessage(getErrorMessage(failure, VOCABULARY_SAVE_FAILED_MESSAGE))
      return false
    }
  }

  const move = (from: number, to: number) => {
    const names = entries.map((entry) => entry.name)
    const [moved] = names.splice(from, 1)
    if (moved === undefined) return
    names.splice(to, 0, moved)
    void run(() => reorder({ list, names }).unwrap())
  }

  return (
    <section aria-labelledby={headingId} className={`${panelClass} p-5 sm:p-6`}>
      <h2 id={headingId} className="text-lg font-bold tracking-tight">
        {label.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{INTROS[list]}</p>
      <ul aria-label={label.title} className="mt-4 divide-y divide-stone-200">
        {entries.map((entry, index) => (
          <li key={entry.name} className="py-2">
            {editing === entry.name ? (
              <EntryForm
                list={list}
                initial={entry}
                submitLabel="Save"
                onDone={() => {
                  setEditing(null)
                }}
                onError={setMessage}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                {entry.hex !== undefined ? (
                  <span
                    aria-hidden="true"
                    className="size-5 shrink-0 rounded-full ring-1 ring-stone-300"
                    style={{ backgroundColor: entry.hex }}
                  />
                ) : null}
                <span className="min-w-0 flex-1 font-medium break-words">{entry.name}</span>
                {entry.hex !== undefined ? (
                  <span className="font-mono text-xs text-stone-500">{entry.hex}</span>
                ) : null}
                <button
                  type="button"
                  className={smallButtonClass}
                  aria-label={`Move ${entry.name} up`}
                  disabled={index === 0 || isReordering}
                  onClick={() => {
                    move(index, index - 1)
                  }}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={smallButtonClass}
                  aria-label={`Move ${entry.name} down`}
                  disabled={index === entries.length - 1 || isReordering}
                  onClick={() => {
                    move(index, index + 1)
                  }}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={smallButtonClass}
                  aria-label={`Rename ${entry.name}`}
                  onClick={() => {
                    setMessage(null)
                    setEditing(entry.name)
                  }}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Rename</span>
                </button>
                <DeleteButton
                  accessibleName={`Delete ${entry.name}`}
                  isDeleting={isDeleting && deleting?.name === entry.name}
                  onDelete={() => {
                    void run(() => remove({ list, name: entry.name }).unwrap())
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-stone-200 pt-4">
        <EntryForm list={list} submitLabel={`Add ${label.one}`} onError={setMessage} />
      </div>
      <div role="alert" className="mt-2 text-sm font-medium text-red-700">
        {message}
      </div>
    </section>
  )
}

interface EntryFormProps {
  list: VocabularyList
  /** The entry being renamed; none when adding. */
  initial?: Entry
  submitLabel: string
  onDone?: () => void
  onError: (message: string | null) => void
}

/** Name (and, for colours, a picker beside the hex text) to add or rename an entry. */
function EntryForm({ list, initial, submitLabel, onDone, onError }: EntryFormProps) {
  const id = useId()
  const isPalette = list === 'colors'
  const [name, setName] = useState(initial?.name ?? '')
  const [hex, setHex] = useState(initial?.hex ?? '#808080')
  const [add, { isLoading: isAdding }] = useCreateVocabularyEntryMutation()
  const [rename, { isLoading: isRenaming }] = useRenameVocabularyEntryMutation()
  const label = VOCABULARY_LABELS[list]

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsedName = vocabularyNameSchema.safeParse(name)
    if (!parsedName.success) {
      onError(parsedName.error.issues[0]?.message ?? null)
      return
    }
    const parsedHex = colorHexSchema.safeParse(hex)
    if (isPalette && !parsedHex.success) {
      onError(parsedHex.error.issues[0]?.message ?? null)
      return
    }
    const color: Partial<PaletteColor> =
      isPalette && parsedHex.success ? { hex: parsedHex.data } : {}
    onError(null)
    try {
      if (initial) {
        await rename({ list, currentName: initial.name, name: parsedName.data, ...color }).unwrap()
      } else {
        await add({ list, name: parsedName.data, ...color }).unwrap()
        setName('')
      }
      onDone?.()
    } catch (failure) {
      onError(getErrorMessage(failure, VOCABULARY_SAVE_FAILED_MESSAGE))
    }
  }

  return (
    <form
      aria-label={initial ? `Rename ${initial.name}` : `Add ${label.one}`}
      onSubmit={(event) => {
        void submit(event)
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="min-w-40 flex-1">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {initial ? 'New name' : `New ${label.one}`}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={50}
          className={`mt-1 ${fieldClassName(false)}`}
          onChange={(event) => {
            setName(event.target.value)
          }}
        />
      </div>
      {isPalette ? (
        <>
          <div>
            <label htmlFor={`${id}-picker`} className="text-sm font-medium">
              Swatch
            </label>
            <input
              id={`${id}-picker`}
              type="color"
              value={/^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : '#808080'}
              className="mt-1 block h-10 w-14 cursor-pointer rounded-lg border border-stone-300 bg-white"
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
              className={`mt-1 w-28 ${fieldClassName(false)}`}
              onChange={(event) => {
                setHex(event.target.value)
              }}
            />
          </div>
        </>
      ) : null}
      <button type="submit" disabled={isAdding || isRenaming} className={primaryButtonClass}>
        {initial ? null : <Plus className="size-4" aria-hidden="true" />}
        {submitLabel}
      </button>
      {initial ? (
        <button type="button" className={smallButtonClass} onClick={onDone}>
          Cancel
        </button>
      ) : null}
    </form>
  )
}
