import { useState } from 'react'
import { useUploadProductImageMutation } from '../../products/admin-products-api'
import { UploadButton } from '../../components/upload-button'

/**
 * Uploads a picture through the shop's image pipeline (`POST /api/upload`) and hands back its
 * Markdown, so a page shows the shop's own images only (docs/decisions/030).
 */
export function PictureUploadButton({ onUploaded }: { onUploaded: (markdown: string) => void }) {
  const [uploadImage] = useUploadProductImageMutation()
  const [error, setError] = useState<string | null>(null)

  return (
    <div>
      <UploadButton
        accept="image/*"
        upload={async (file) => {
          const { imageUrl } = await uploadImage(file).unwrap()
          onUploaded(`![Describe the picture](${imageUrl})`)
        }}
        failureMessage="The picture could not be uploaded."
        onError={setError}
      >
        Add a picture
      </UploadButton>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
