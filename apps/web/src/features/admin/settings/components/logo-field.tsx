import { responsiveImageSources } from '@shop/shared/images'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '../../../../components/ui/button'
import { useUploadProductImageMutation } from '../../products/admin-products-api'
import { UploadButton } from '../../components/upload-button'

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
  const [uploadImage] = useUploadProductImageMutation()
  const [error, setError] = useState<string | null>(null)

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
        <UploadButton
          upload={async (file) => {
            const { imageUrl } = await uploadImage(file).unwrap()
            onChange(imageUrl)
          }}
          failureMessage="The logo could not be uploaded."
          onError={setError}
        >
          {logoUrl === null ? 'Upload a logo' : 'Replace the logo'}
        </UploadButton>
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
