import { ImageUp } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { buttonClass } from '../../../components/ui/button'
import { getErrorMessage } from '../../../lib/get-error-message'

/** The pictures a browser can show, for the file picker (the server checks the content). */
const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/avif,image/gif'

// The file input is hidden inside its label, which looks like a button and rings while it has focus.
const uploadButtonClass = buttonClass({
  variant: 'secondary',
  ring: 'within',
  className: 'inline-flex cursor-pointer items-center gap-1.5 px-4 py-2 text-sm hover:bg-stone-50',
})

interface UploadButtonProps {
  /** Sends the chosen file and takes in the answer; the button is busy until it settles. */
  upload: (file: File) => Promise<void>
  /** What a failed upload says when the server gives no reason. */
  failureMessage: string
  /** A failure's message, and null once a new upload starts. */
  onError: (message: string | null) => void
  /** The file picker's filter: pictures a browser shows, unless told otherwise. */
  accept?: string
  /** The button's words while nothing uploads: "Upload a logo", "Replace". */
  children: ReactNode
  /** Words after them for assistive technology only, busy or not: " the picture of slide 2". */
  screenReaderSuffix?: ReactNode
}

/**
 * A button that uploads one picture in the back office: a hidden file input in a button-like
 * label, disabled and saying 'Uploading...' while the file is sent; a failure goes to `onError`.
 */
export function UploadButton({
  upload,
  failureMessage,
  onError,
  accept = PICTURE_TYPES,
  children,
  screenReaderSuffix,
}: UploadButtonProps) {
  const [isUploading, setIsUploading] = useState(false)

  const send = async (file: File | undefined) => {
    if (!file) return
    onError(null)
    setIsUploading(true)
    try {
      await upload(file)
    } catch (failure) {
      onError(getErrorMessage(failure, failureMessage))
    } finally {
      setIsUploading(false)
    }
  }

  return (
    <label className={uploadButtonClass}>
      <input
        type="file"
        accept={accept}
        className="sr-only"
        disabled={isUploading}
        onChange={(event) => {
          void send(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <ImageUp className="size-4" aria-hidden="true" />
      {isUploading ? 'Uploading...' : children}
      {screenReaderSuffix === undefined ? null : (
        <span className="sr-only">{screenReaderSuffix}</span>
      )}
    </label>
  )
}
