import type { CsvImportResult } from '@shop/shared/catalog-csv'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { api, sessionRejected } from '../../../lib/api'
import { selectToken } from '../../auth/auth-slice'
import { primaryButtonClass } from '../components/admin-styles'
import { CsvTransferError, uploadCsvImport, type ImportProgress } from './csv-transfer'
import { buttonClass } from '../../../components/ui/button'

/** Errors shown in the table; the count says how many more there are. */
const SHOWN_ERRORS = 200

export const secondaryButtonClass = buttonClass({
  variant: 'secondary',
  className: 'justify-center gap-2 px-5 py-2.5 disabled:cursor-not-allowed disabled:opacity-60',
})

const PHASE_LABELS: Record<ImportProgress['phase'], string> = {
  uploading: 'Uploading the file',
  reading: 'Reading rows',
  checking: 'Checking rows',
  writing: 'Saving products',
}

function progressText(progress: ImportProgress): string {
  const rows =
    progress.rowsTotal !== undefined && progress.rowsRead !== undefined
      ? ` (${progress.rowsRead.toLocaleString('en-US')} of ${progress.rowsTotal.toLocaleString('en-US')})`
      : progress.rowsRead !== undefined
        ? ` (${progress.rowsRead.toLocaleString('en-US')})`
        : ''
  return `${PHASE_LABELS[progress.phase]}${rows}… ${String(progress.percent)}%`
}

function summaryOf(result: CsvImportResult): string {
  const counts = `${String(result.created)} to create, ${String(result.updated)} to update, ${String(result.unchanged)} unchanged`
  if (result.errors.length > 0) {
    return `The file has ${String(result.errors.length)} error${result.errors.length === 1 ? '' : 's'}: nothing was imported. Fix the lines below and check the file again. Without them: ${counts}.`
  }
  if (result.dryRun) return `The file is ready: ${counts}.`
  return `Imported: ${String(result.created)} created, ${String(result.updated)} updated, ${String(result.unchanged)} unchanged.`
}

/** "Import products" beside "Create product": opens the dialog. */
export function ImportProductsButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => {
          setOpen(true)
        }}
      >
        Import products
      </button>
      {open && (
        <ImportProductsDialog
          onClose={() => {
            setOpen(false)
          }}
        />
      )}
    </>
  )
}

/**
 * Choose a CSV, check it (a dry run that lists every error by line), then import it; a
 * progress bar follows the upload and the server's work (docs/api.md § CSV).
 */
export function ImportProductsDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const fileId = useId()
  const overwriteId = useId()
  const token = useAppSelector(selectToken)
  const dispatch = useAppDispatch()
  const [file, setFile] = useState<File | null>(null)
  const [overwrite, setOverwrite] = useState(false)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const [result, setResult] = useState<CsvImportResult | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const busy = progress !== null

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // jsdom has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
    } else dialog.setAttribute('open', '')
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
    }
  }, [])

  async function run(dryRun: boolean) {
    if (!file) return
    setFailure(null)
    setResult(null)
    setProgress({ phase: 'uploading', percent: 0 })
    try {
      const answer = await uploadCsvImport(file, { dryRun, overwrite, token }, setProgress)
      setResult(answer)
      if (!dryRun && answer.errors.length === 0) {
        // The catalogue changed: every product list and page reloads.
        dispatch(api.util.invalidateTags(['Product']))
        toast.success(summaryOf(answer))
      }
    } catch (error) {
      if (error instanceof CsvTransferError && error.status === 401) dispatch(sessionRejected())
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.')
    } finally {
      setProgress(null)
    }
  }

  const checkedClean = result?.dryRun === true && result.errors.length === 0
  const imported = result?.dryRun === false && result.errors.length === 0

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/40"
    >
      <div className="flex max-h-[85vh] flex-col gap-4 overflow-y-auto p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          Import products
        </h2>
        <p className="text-sm text-stone-700">
          A CSV with the columns of the export, one row per variant. Rows with the same handle (or
          no handle and the same name) are one product; an existing SKU updates its product. Check
          the file first: nothing is saved while it has an error.
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setResult(null)
              setFailure(null)
            }}
            className="text-sm file:mr-3 file:rounded-full file:border file:border-stone-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold"
          />
        </div>
        <div className="flex items-start gap-2 text-sm">
          <input
            id={overwriteId}
            type="checkbox"
            checked={overwrite}
            disabled={busy}
            onChange={(event) => {
              setOverwrite(event.target.checked)
              // The check was made with the other choice: it must be made again.
              setResult(null)
            }}
            className="mt-0.5"
          />
          <label htmlFor={overwriteId}>
            Overwrite products changed since the export
            <span className="block text-stone-600">
              Otherwise a row whose product was saved after the export (a sale, an edit) is an
              error, so an old file never undoes newer stock or prices.
            </span>
          </label>
        </div>

        {progress && (
          <div className="flex flex-col gap-1.5">
            <div
              role="progressbar"
              aria-label="Import progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              aria-valuetext={progressText(progress)}
              className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full bg-ink transition-[width]"
                style={{ width: `${String(progress.percent)}%` }}
              />
            </div>
            <p className="text-sm text-stone-700" aria-live="polite">
              {progressText(progress)}
            </p>
          </div>
        )}

        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}

        {result && (
          <div className="flex flex-col gap-3">
            <p role="status" className="text-sm font-medium">
              {summaryOf(result)}
            </p>
            {result.errors.length > 0 && (
              <div className="max-h-64 overflow-auto rounded-lg ring-1 ring-stone-200">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Errors by line</caption>
                  <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        Line
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Problem
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.errors.slice(0, SHOWN_ERRORS).map((error, index) => (
                      <tr
                        key={`${String(error.line)}-${String(index)}`}
                        className="border-t border-stone-100"
                      >
                        <td className="px-3 py-2 align-top tabular-nums">{error.line}</td>
                        <td className="px-3 py-2 break-words">{error.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {result.errors.length > SHOWN_ERRORS && (
                  <p className="px-3 py-2 text-sm text-stone-600">
                    And {String(result.errors.length - SHOWN_ERRORS)} more.
                  </p>
                )}
              </div>
            )}
          </div>
        )}

        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButtonClass} disabled={busy} onClick={onClose}>
            {imported ? 'Close' : 'Cancel'}
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={!file || busy}
            onClick={() => void run(true)}
          >
            Check file
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={!file || busy || !checkedClean}
            onClick={() => void run(false)}
          >
            Import
          </button>
        </div>
      </div>
    </dialog>
  )
}
