import type { HeroImageUpload } from '@shop/shared/home-content'
import { HERO_TALL, HERO_WIDE, responsiveImageSources } from '@shop/shared/images'
import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { UploadButton } from '../../components/upload-button'
import { useUploadHeroImageMutation } from '../admin-home-content-api'

interface HeroPictureFieldProps {
  /** What the picture is for, in the button's name: "slide 2", "the banner". */
  of: string
  imageUrl: string
  /** Empty when the picture has no tall crop (the wide one shows on phones too). */
  mobileImageUrl: string
  onUploaded: (crops: HeroImageUpload) => void
}

/**
 * A picture of the home page: uploaded once, and the server cuts it around its subject into the
 * wide crop of screens from 768 px and the tall crop of phones (`POST
 * /api/admin/content/hero-image`). Both crops show here as the shop will use them.
 */
export function HeroPictureField({
  of,
  imageUrl,
  mobileImageUrl,
  onUploaded,
}: HeroPictureFieldProps) {
  const [uploadImage] = useUploadHeroImageMutation()
  const [error, setError] = useState<string | null>(null)

  return (
    <fieldset>
      <legend className="text-sm font-medium">Picture</legend>
      <div className="mt-1.5 flex flex-wrap items-end gap-3">
        <CropPreview
          label="Wide screens"
          url={imageUrl}
          aspect={`${String(HERO_WIDE.width)}/${String(HERO_WIDE.height)}`}
          className="w-40 sm:w-48"
        />
        <CropPreview
          label="Phones"
          url={mobileImageUrl || imageUrl}
          aspect={`${String(HERO_TALL.width)}/${String(HERO_TALL.height)}`}
          className="w-20 sm:w-24"
        />
        <UploadButton
          upload={async (file) => {
            onUploaded(await uploadImage(file).unwrap())
          }}
          failureMessage="The picture could not be uploaded."
          onError={setError}
          screenReaderSuffix={` the picture of ${of}`}
        >
          {imageUrl === '' ? 'Upload a picture' : 'Replace'}
        </UploadButton>
      </div>
      <p className={`mt-1.5 text-sm ${error ? 'font-medium text-red-700' : 'text-stone-600'}`}>
        {error ??
          `A photo of at least ${String(HERO_WIDE.width)} × ${String(HERO_TALL.height)} px looks sharpest; the shop cuts both crops around its subject.`}
      </p>
    </fieldset>
  )
}

interface CropPreviewProps {
  label: string
  url: string
  /** The crop's proportions, as CSS `aspect-ratio`. */
  aspect: string
  className: string
}

function CropPreview({ label, url, aspect, className }: CropPreviewProps) {
  const sources = url === '' ? undefined : responsiveImageSources(url)
  return (
    <figure className={className}>
      <div
        style={{ aspectRatio: aspect }}
        className="grid place-items-center overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200"
      >
        {sources ? (
          <img
            src={sources.src}
            srcSet={sources.srcSet}
            sizes="192px"
            // The figure's caption names the crop; the slide's description is its own field.
            alt=""
            className="size-full object-cover"
          />
        ) : (
          <ImageOff className="size-5 text-stone-400" aria-hidden="true" />
        )}
      </div>
      <figcaption className="mt-1 text-xs text-stone-600">{label}</figcaption>
    </figure>
  )
}
