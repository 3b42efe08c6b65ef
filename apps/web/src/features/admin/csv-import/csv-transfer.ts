import {
  CSV_IMPORT_FIELD_NAME,
  NDJSON_CONTENT_TYPE,
  type CsvImportPhase,
  type CsvImportResult,
  type CsvImportStreamLine,
} from '@shop/shared/catalog-csv'

/**
 * The back office's CSV transfers (docs/api.md § CSV). Both need the session's bearer token,
 * which a plain link or form cannot send: a download is fetched as a blob and saved through an
 * object URL; an import goes through XMLHttpRequest, whose upload events give the bar its first
 * part, then the server's NDJSON progress lines give the rest.
 */

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.'

export class CsvTransferError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

function messageOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'message' in body
    ? String(body.message)
    : FALLBACK_MESSAGE
}

/** Fetches `/api…` with the token and saves the answer as `fileName`. */
export async function downloadCsv(path: string, token: string | null, fileName: string) {
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined)
    throw new CsvTransferError(messageOf(body), response.status)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

export interface ImportProgress {
  /** 0–100 over the whole run: the upload is the first 40, the server's work the rest. */
  percent: number
  phase: 'uploading' | CsvImportPhase
  rowsRead?: number
  rowsTotal?: number
}

const UPLOAD_SHARE = 40
const PHASE_SPAN: Record<CsvImportPhase, [number, number]> = {
  reading: [40, 60],
  checking: [60, 85],
  writing: [85, 100],
}

function serverPercent(phase: CsvImportPhase, rowsRead: number, rowsTotal?: number): number {
  const [from, to] = PHASE_SPAN[phase]
  if (!rowsTotal) return from
  return Math.round(from + ((to - from) * Math.min(rowsRead, rowsTotal)) / rowsTotal)
}

/**
 * Sends the file to the import (or its dry run) and reports progress until the result.
 * `overwrite` lets rows replace products saved since their export (else an error of the line).
 */
export function uploadCsvImport(
  file: File,
  {
    dryRun,
    overwrite = false,
    token,
  }: { dryRun: boolean; overwrite?: boolean; token: string | null },
  onProgress: (progress: ImportProgress) => void,
): Promise<CsvImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    let readUpTo = 0
    let outcome: CsvImportStreamLine | undefined

    // Reads the NDJSON lines that arrived since the last call.
    const readLines = () => {
      const text = request.responseText
      const end = text.lastIndexOf('\n') + 1
      if (end <= readUpTo) return
      for (const line of text.slice(readUpTo, end).split('\n')) {
        if (line.trim() === '') continue
        const parsed = JSON.parse(line) as CsvImportStreamLine
        if (parsed.type === 'progress') {
          onProgress({
            phase: parsed.phase,
            rowsRead: parsed.rowsRead,
            rowsTotal: parsed.rowsTotal,
            percent: serverPercent(parsed.phase, parsed.rowsRead, parsed.rowsTotal),
          })
        } else outcome = parsed
      }
      readUpTo = end
    }

    const query = new URLSearchParams({ dryRun: String(dryRun), overwrite: String(overwrite) })
    request.open('POST', `/api/admin/products/import?${query.toString()}`)
    request.setRequestHeader('accept', NDJSON_CONTENT_TYPE)
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return
      onProgress({
        phase: 'uploading',
        percent: Math.round((UPLOAD_SHARE * event.loaded) / event.total),
      })
    }
    request.onprogress = () => {
      if (request.status === 200) readLines()
    }
    request.onerror = () => {
      reject(
        new CsvTransferError('The file could not be sent. Check the connection and try again.', 0),
      )
    }
    request.onload = () => {
      if (request.status !== 200) {
        let body: unknown
        try {
          body = JSON.parse(request.responseText)
        } catch {
          body = undefined
        }
        reject(new CsvTransferError(messageOf(body), request.status))
        return
      }
      try {
        readLines()
      } catch {
        reject(new CsvTransferError(FALLBACK_MESSAGE, 500))
        return
      }
      if (outcome?.type === 'result') {
        const { type: _type, ...result } = outcome
        resolve(result)
      } else if (outcome?.type === 'error') {
        reject(new CsvTransferError(outcome.message, outcome.status))
      } else reject(new CsvTransferError(FALLBACK_MESSAGE, 500))
    }
    const body = new FormData()
    body.append(CSV_IMPORT_FIELD_NAME, file)
    onProgress({ phase: 'uploading', percent: 0 })
    request.send(body)
  })
}
