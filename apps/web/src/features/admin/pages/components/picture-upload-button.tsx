import { ImageUp } from 'lucide-react'
import { useId, useState } from 'react'
import { buttonClass } from '../../../../components/ui/button'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useUploadProductImageMutation } from '../../products/admin-products-api'

const outlineButtonClass = buttonClass({
  variant: 'secondary',
  className: 'inline-flex cursor-pointer items-center gap-1.5 px-4 py-2 text-sm hover:bg-stone-50',
})

/**
 * Uploads a picture through the shop's image pipeline (`POST /api/upload`) and hands back its
 * Markdown, so a page shows the shop's own images only (docs/decisions/030).
 */
export function PictureUploadButton({ onUploaded }: { onUploaded: (markdown: string) => void }) {
  const inputId = useId()
  const [uploadImage, { isLoading }] = useUploadProductImageMutation()
  const [error, setError] = useState<string | null>(null)

  const upload = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    try {
      const { imageUrl } = await uploadImage(file).unwrap()
      onUploaded(`![Describe the picture](${imageUrl})`)
    } catch (failure) {
      setError(getErrorMessage(failure, 'The picture could not be uploaded.'))
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className={outlineButtonClass}>
        <ImageUp className="size-4" aria-hidden="true" />
        {isLoading ? 'Uploading...' : 'Add a picture'}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={isLoading}
        onChange={(event) => {
          void upload(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
