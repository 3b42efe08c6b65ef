import { useState } from 'react'
import { toast } from 'sonner'
import { useAppSelector } from '../../../app/hooks'
import { selectToken } from '../../auth/auth-slice'
import { downloadCsv } from './csv-transfer'
import { secondaryButtonClass } from './import-products-dialog'

interface ExportCsvButtonProps {
  /** `/api/admin/products/export.csv`, `/api/admin/orders/export.csv?status=…` */
  path: string
  /** The saved file's name without the date, e.g. `products`. */
  fileName: string
  label?: string
}

/** Downloads a CSV export with the session's token (a plain link could not send it). */
export function ExportCsvButton({ path, fileName, label = 'Export CSV' }: ExportCsvButtonProps) {
  const token = useAppSelector(selectToken)
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        setBusy(true)
        const day = new Date().toISOString().slice(0, 10)
        downloadCsv(path, token, `${fileName}-${day}.csv`)
          .catch((error: unknown) => {
            toast.error(error instanceof Error ? error.message : 'The export failed.')
          })
          .finally(() => {
            setBusy(false)
          })
      }}
    >
      {busy ? 'Exporting…' : label}
    </button>
  )
}
