import { useId } from 'react'
import type { ContentWords } from '../home-content-draft'
import { ContentWordsFields } from './content-words-fields'
import { HeroPictureField } from './hero-picture-field'

interface BannerFieldProps {
  banner: ContentWords
  isShown: boolean
  /** Takes an update of the banner as it is when it lands (an upload may end while one types). */
  onChange: (update: (banner: ContentWords) => ContentWords) => void
  onShownChange: (isShown: boolean) => void
}

/**
 * The banner between the product rows: optional; its picture in both crops (the wide one beside
 * the words from 768 px, the tall one above them on phones), its words and its button.
 */
export function BannerField({ banner, isShown, onChange, onShownChange }: BannerFieldProps) {
  const toggleId = useId()
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <input
          id={toggleId}
          type="checkbox"
          checked={isShown}
          onChange={(event) => {
            onShownChange(event.target.checked)
          }}
          className="size-4 accent-ink"
        />
        <label htmlFor={toggleId} className="text-sm font-medium">
          Show a banner on the home page
        </label>
      </div>
      {isShown ? (
        <>
          <HeroPictureField
            of="the banner"
            imageUrl={banner.imageUrl}
            mobileImageUrl={banner.mobileImageUrl}
            onUploaded={({ imageUrl, mobileImageUrl }) => {
              onChange((current) => ({ ...current, imageUrl, mobileImageUrl }))
            }}
          />
          <ContentWordsFields
            words={banner}
            onChange={(field, value) => {
              onChange((current) => ({ ...current, [field]: value }))
            }}
          />
        </>
      ) : null}
    </div>
  )
}
