import { HOME_TEXT_LIMITS } from '@shop/shared/home-content'
import { useId } from 'react'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { TextField } from '../../../../components/ui/text-field'
import type { ContentWords } from '../home-content-draft'

type WordField = Exclude<keyof ContentWords, 'imageUrl' | 'mobileImageUrl'>

interface ContentWordsFieldsProps {
  words: ContentWords
  onChange: (field: WordField, value: string) => void
}

/**
 * The words of a slide or of the banner: the picture's description, the small line above the
 * headline, the headline, a line of text and the button. Limits are the API's own
 * (`HOME_TEXT_LIMITS`); the server checks the rest and its message shows on saving.
 */
export function ContentWordsFields({ words, onChange }: ContentWordsFieldsProps) {
  const textId = useId()
  const field = (name: WordField) => ({
    value: words[name],
    onChange: (event: { target: { value: string } }) => {
      onChange(name, event.target.value)
    },
  })
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <TextField
          label="Picture description"
          required
          maxLength={HOME_TEXT_LIMITS.altText}
          hint="What the picture shows, for shoppers who cannot see it."
          {...field('altText')}
        />
      </div>
      <TextField
        label="Eyebrow (optional)"
        maxLength={HOME_TEXT_LIMITS.eyebrow}
        placeholder="New season drop"
        {...field('eyebrow')}
      />
      <TextField
        label="Headline"
        required
        maxLength={HOME_TEXT_LIMITS.headline}
        {...field('headline')}
      />
      <div className="lg:col-span-2">
        <label htmlFor={textId} className="block text-sm font-medium">
          Text (optional)
        </label>
        <textarea
          id={textId}
          rows={2}
          maxLength={HOME_TEXT_LIMITS.text}
          className={`mt-1.5 ${fieldClassName()}`}
          {...field('text')}
        />
      </div>
      <TextField
        label="Button label"
        required
        maxLength={HOME_TEXT_LIMITS.ctaLabel}
        {...field('ctaLabel')}
      />
      <TextField
        label="Button link"
        required
        spellCheck={false}
        placeholder="/collections/all"
        hint="A page of the shop (starting with /) or an https:// address."
        {...field('ctaLink')}
      />
    </div>
  )
}
