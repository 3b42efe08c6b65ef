import {
  MAX_PAGE_BODY_LENGTH,
  MAX_PAGE_TITLE_LENGTH,
  NEVER_SAVED_PAGE_UPDATED_AT,
  updateShopPageSchema,
  type ShopPage,
} from '@shop/shared/shop-pages'
import { ExternalLink } from 'lucide-react'
import { useDeferredValue, useId, useRef, useState, type SubmitEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { Markdown } from '../../../../components/markdown/markdown'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { focusRing } from '../../../../components/ui/focus-ring'
import { TextField } from '../../../../components/ui/text-field'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { formatDateTime } from '../../admin-format'
import { panelClass, primaryButtonClass } from '../../components/admin-styles'
import { useUpdatePageMutation } from '../admin-pages-api'
import { PictureUploadButton } from './picture-upload-button'

type Field = 'title' | 'body'
type View = 'write' | 'preview'

interface PageEditorFormProps {
  page: ShopPage
  /** How the back office names the page ("About"). */
  label: string
  /** Where shoppers read it. */
  shopPath: string
}

const countFormat = new Intl.NumberFormat('en-US')

const viewButtonClass = (isActive: boolean) =>
  `flex-1 rounded-full px-4 py-2 text-sm font-semibold ${focusRing.standard} ${
    isActive ? 'bg-ink text-white' : 'text-stone-700 hover:bg-stone-100'
  }`

/**
 * One of the shop's pages in the back office (docs/product-rules.md § The owner's shop): its
 * title and Markdown beside a live preview drawn by the storefront's own Markdown component, so
 * the preview is the page shoppers will read. On phones the preview is a second tab. The shared
 * schema checks the fields first; the server's refusal shows under Save in its words.
 */
export function PageEditorForm({ page, label, shopPath }: PageEditorFormProps) {
  const bodyId = useId()
  const bodyRef = useRef<HTMLTextAreaElement>(null)
  const [title, setTitle] = useState(page.title)
  const [body, setBody] = useState(page.body)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [view, setView] = useState<View>('write')
  // Typing stays quick on a long page: the preview follows when the browser has a moment.
  const previewTitle = useDeferredValue(title)
  const previewBody = useDeferredValue(body)
  const [updatePage, { isLoading }] = useUpdatePageMutation()
  const isChanged = title !== page.title || body !== page.body
  const isNeverSaved = page.updatedAt === NEVER_SAVED_PAGE_UPDATED_AT

  const change = (field: Field, value: string) => {
    if (field === 'title') setTitle(value)
    else setBody(value)
    setErrors((current) => ({ ...current, [field]: undefined }))
    setServerError(null)
  }

  /** Puts a block (an uploaded picture) where the cursor is, on lines of its own. */
  const insertBlock = (markdown: string) => {
    const cursor = bodyRef.current?.selectionStart ?? body.length
    const before = body.slice(0, cursor).replace(/\s*$/, '')
    const after = body.slice(cursor).replace(/^\s*/, '')
    change('body', [before, markdown, after].filter((part) => part !== '').join('\n\n'))
  }

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setServerError(null)
    const checked = updateShopPageSchema.safeParse({ title, body })
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message
      setErrors(found)
      // A phone shows the fields again, where the messages are.
      setView('write')
      return
    }
    try {
      const saved = await updatePage({ slug: page.slug, page: checked.data }).unwrap()
      setTitle(saved.title)
      setBody(saved.body)
      toast.success(`${saved.title} is saved: the shop shows it now.`)
    } catch (error) {
      setServerError(getErrorMessage(error, 'The page could not be saved.'))
    }
  }

  return (
    <form
      aria-label={`Edit the ${label} page`}
      noValidate
      onSubmit={(event) => void save(event)}
      className="space-y-4"
    >
      <div className="flex gap-1 rounded-full bg-white p-1 ring-1 ring-stone-200 lg:hidden">
        <button
          type="button"
          aria-pressed={view === 'write'}
          className={viewButtonClass(view === 'write')}
          onClick={() => {
            setView('write')
          }}
        >
          Write
        </button>
        <button
          type="button"
          aria-pressed={view === 'preview'}
          className={viewButtonClass(view === 'preview')}
          onClick={() => {
            setView('preview')
          }}
        >
          Preview
        </button>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <div
          className={`${panelClass} space-y-5 p-4 sm:p-6 ${view === 'write' ? '' : 'hidden'} lg:block`}
        >
          <TextField
            label="Title"
            name="title"
            value={title}
            error={errors.title}
            maxLength={MAX_PAGE_TITLE_LENGTH * 2}
            autoComplete="off"
            onChange={(event) => {
              change('title', event.target.value)
            }}
          />
          <div>
            <div className="flex items-end justify-between gap-3">
              <label htmlFor={bodyId} className="block text-sm font-medium">
                Text (Markdown)
              </label>
              <span className="text-xs text-stone-500">
                {countFormat.format(body.length)} / {countFormat.format(MAX_PAGE_BODY_LENGTH)}
              </span>
            </div>
            <textarea
              id={bodyId}
              ref={bodyRef}
              name="body"
              value={body}
              rows={22}
              spellCheck
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={`${bodyId}-message`}
              onChange={(event) => {
                change('body', event.target.value)
              }}
              className={`mt-1.5 font-mono leading-6 ${fieldClassName(Boolean(errors.body))}`}
            />
            <p
              id={`${bodyId}-message`}
              className={`mt-1.5 text-sm ${errors.body ? 'font-medium text-red-700' : 'text-stone-600'}`}
            >
              {errors.body ??
                'Write ## for a heading, - for a list, **bold**, *italic* and [a link](/contact). HTML is not shown; pictures come from the shop only.'}
            </p>
          </div>
          <PictureUploadButton onUploaded={insertBlock} />
        </div>

        <section
          aria-label="Preview"
          className={`${panelClass} min-w-0 p-4 sm:p-8 ${view === 'preview' ? '' : 'hidden'} lg:block`}
        >
          <p className="text-xs font-semibold tracking-widest text-stone-500 uppercase">Preview</p>
          <h2 className="mt-3 text-3xl font-extrabold tracking-tight text-ink wrap-anywhere">
            {previewTitle}
          </h2>
          <Markdown text={previewBody} className="mt-4" />
        </section>
      </div>

      <div className={`${panelClass} flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:px-6`}>
        <button type="submit" disabled={isLoading} className={primaryButtonClass}>
          {isLoading ? 'Saving...' : 'Save Page'}
        </button>
        <Link
          to={shopPath}
          target="_blank"
          rel="noopener"
          className={`inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-ink underline-offset-4 hover:underline ${focusRing.standard}`}
        >
          View in the shop
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </Link>
        <p role="status" className="text-sm text-stone-600">
          {isChanged
            ? 'Unsaved changes'
            : isNeverSaved
              ? 'Not saved yet: the shop shows this starting text.'
              : `Saved ${formatDateTime(page.updatedAt)}`}
        </p>
        {serverError ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {serverError}
          </p>
        ) : null}
      </div>
    </form>
  )
}
