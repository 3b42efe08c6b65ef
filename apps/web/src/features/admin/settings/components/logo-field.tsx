import { responsiveImageSources } from '@shop/shared/images'
import { ImageUp, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { buttonClass } from '../../../../components/ui/button'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useUploadProductImageMutation } from '../../products/admin-products-api'

interface LogoFieldProps {
  logoUrl: string | null
  onChange: (logoUrl: string | null) => void
}

const outlineButtonClass = buttonClass({
  variant: 'secondary',
  className: 'inline-flex items-center gap-1.5 px-4 py-2 text-sm hover:bg-stone-50',
})

/**
 * The logo: uploaded through the shop's image pipeline (`POST /api/upload`), shown on the
 * header's dark ground as shoppers will see it, and removable (the shop's own mark returns).
 */
export function LogoField({ logoUrl, onChange }: LogoFieldProps) {
  const inputId = useId()
  const [uploadImage, { isLoading }] = useUploadProductImageMutation()
  const [error, setError] = useState<string | null>(null)

  const upload = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    try {
      const { imageUrl } = await uploadImage(file).unwrap()
      onChange(imageUrl)
    } catch (failure) {
      setError(getErrorMessage(failure, 'The logo could not be uploaded.'))
    }
  }

  const preview = logoUrl === null ? undefined : responsiveImageSources(logoUrl)
  return (
    <fieldset>
      <legend className="text-sm font-medium">Logo</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <div className="grid h-16 min-w-24 place-items-center rounded-lg bg-ink px-4">
          {preview ? (
            <img
              src={preview.src}
              srcSet={preview.srcSet}
              sizes="128px"
              alt="The current logo"
              className="h-8 max-w-32 object-contain"
            />
          ) : (
            <span className="text-xs text-stone-300">No logo</span>
          )}
        </div>
        {/* The file input is hidden; its label is the button, and shows the input's focus. */}
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
          className="peer sr-only"
          disabled={isLoading}
          onChange={(event) => {
            void upload(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        <label
          htmlFor={inputId}
          className={`${outlineButtonClass} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`}
        >
          <ImageUp className="size-4" aria-hidden="true" />
          {isLoading ? 'Uploading...' : logoUrl === null ? 'Upload a logo' : 'Replace the logo'}
        </label>
        {logoUrl === null ? null : (
          <button
            type="button"
            className={outlineButtonClass}
            onClick={() => {
              onChange(null)
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove the logo
          </button>
        )}
      </div>
      <p
        role={error ? 'alert' : undefined}
        className={`mt-1.5 text-sm ${error ? 'font-medium text-red-700' : 'text-stone-600'}`}
      >
        {error ?? 'A PNG or WebP with a transparent background looks best on the dark header.'}
      </p>
    </fieldset>
  )
}
