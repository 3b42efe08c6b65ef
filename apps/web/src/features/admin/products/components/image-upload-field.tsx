import { UPLOAD_TOO_LARGE_MESSAGE } from '@shop/shared/admin-products'
import { MAX_UPLOAD_BYTES } from '@shop/shared/limits'
import { LoaderCircle } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'
import { toast } from 'sonner'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useUploadProductImageMutation } from '../admin-products-api'

/** docs/product-rules.md § Errors: the toast of a failed upload. */
export const IMAGE_UPLOAD_FAILED_MESSAGE = 'Image upload failed'

/** The formats the server can read (it checks the content; this only filters the file picker). */
export const ACCEPTED_IMAGE_TYPES =
  'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif,image/tiff'

interface ImageUploadFieldProps {
  /** Called with each stored image's URL, in the order the files were chosen. */
  onUploaded: (imageUrl: string) => void
}

/**
 * docs/product-rules.md § States: while uploading, the file input is disabled and 'Uploading...' shows. A failure
 * toasts 'Image upload failed' with the server's reason (too large, not an image). The spec only
 * logs a failure on the edit screen; a silent failure there helps nobody, so both screens toast.
 */
export function ImageUploadField({ onUploaded }: ImageUploadFieldProps) {
  const id = useId()
  const [uploadImage] = useUploadProductImageMutation()
  const [isUploading, setIsUploading] = useState(false)

  const uploadChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const files = Array.from(input.files ?? [])
    if (files.length === 0) return
    setIsUploading(true)
    try {
      // One after another: the images join the list in the order they were chosen.
      for (const file of files) {
        if (file.size > MAX_UPLOAD_BYTES) {
          toast.error(IMAGE_UPLOAD_FAILED_MESSAGE, {
            description: `${file.name}: ${UPLOAD_TOO_LARGE_MESSAGE}`,
          })
          continue
        }
        try {
          const { imageUrl } = await uploadImage(file).unwrap()
          onUploaded(imageUrl)
        } catch (error) {
          toast.error(IMAGE_UPLOAD_FAILED_MESSAGE, {
            description: `${file.name}: ${getErrorMessage(error, 'The server did not store it.')}`,
          })
        }
      }
    } finally {
      setIsUploading(false)
      // The same file can be chosen again after a failure.
      input.value = ''
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Upload image
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          multiple
          disabled={isUploading}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void uploadChosen(event)}
          className="block max-w-full text-sm text-stone-700 file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-stone-800 disabled:cursor-not-allowed disabled:opacity-60 disabled:file:cursor-not-allowed"
        />
        <p role="status" className="inline-flex items-center gap-2 text-sm font-medium">
          {isUploading ? (
            <>
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              Uploading...
            </>
          ) : null}
        </p>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone-600">
        JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF, up to {String(MAX_UPLOAD_BYTES / (1024 * 1024))}{' '}
        MB each.
      </p>
    </div>
  )
}
