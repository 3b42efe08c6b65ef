import { arrayMove } from '@dnd-kit/sortable'
import { MAX_HERO_SLIDES, MIN_HERO_SLIDES } from '@shop/shared/home-content'
import { Eye, Plus, Trash2 } from 'lucide-react'
import { Button } from '../../../../components/ui/button'
import { newSlide, toPreviewSlide, type SlideDraft } from '../home-content-draft'
import { ContentWordsFields } from './content-words-fields'
import { HeroPictureField } from './hero-picture-field'
import { HeroSlidePreview } from './hero-slide-preview'
import { SortableCards } from './sortable-cards'

interface HeroSlidesFieldProps {
  slides: readonly SlideDraft[]
  /**
   * Takes an update of the slides as they are when it lands: an upload that ends while the owner
   * types must not bring back the words it started with.
   */
  onChange: (update: (slides: readonly SlideDraft[]) => SlideDraft[]) => void
}

/**
 * The hero's slides (docs/product-rules.md § The owner's shop): one to six cards in the order the
 * hero shows them, each with its picture in both crops, its words and its button, and a preview
 * of the slide as the shop draws it.
 */
export function HeroSlidesField({ slides, onChange }: HeroSlidesFieldProps) {
  const change = (key: number, changes: Partial<SlideDraft>) => {
    onChange((current) =>
      current.map((slide) => (slide.key === key ? { ...slide, ...changes } : slide)),
    )
  }
  const canRemove = slides.length > MIN_HERO_SLIDES
  const canAdd = slides.length < MAX_HERO_SLIDES

  return (
    <div className="space-y-3">
      <SortableCards
        label="Hero slides"
        onMove={(from, to) => {
          onChange((current) => arrayMove([...current], from, to))
        }}
        cards={slides.map((slide, index) => {
          const title = `Slide ${String(index + 1)}`
          return {
            key: slide.key,
            title,
            actions: (
              <Button
                type="button"
                variant="danger"
                className="px-2.5 py-1.5 text-xs disabled:cursor-not-allowed disabled:opacity-40"
                aria-label={`Remove ${title}`}
                title={canRemove ? undefined : 'The hero needs at least one slide.'}
                disabled={!canRemove}
                onClick={() => {
                  onChange((current) => current.filter((other) => other.key !== slide.key))
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </Button>
            ),
            body: (
              <div className="space-y-4">
                <HeroPictureField
                  of={title}
                  imageUrl={slide.imageUrl}
                  mobileImageUrl={slide.mobileImageUrl}
                  onUploaded={({ imageUrl, mobileImageUrl }) => {
                    change(slide.key, { imageUrl, mobileImageUrl })
                  }}
                />
                <ContentWordsFields
                  words={slide}
                  onChange={(field, value) => {
                    change(slide.key, { [field]: value })
                  }}
                />
                <details className="group rounded-lg border border-stone-200 p-3">
                  <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
                    <Eye className="size-4" aria-hidden="true" />
                    Preview {title.toLowerCase()}
                  </summary>
                  <div className="mt-3">
                    <HeroSlidePreview slide={toPreviewSlide(slide)} />
                  </div>
                </details>
              </div>
            ),
          }
        })}
      />
      <Button
        type="button"
        variant="secondary"
        className="gap-1.5 px-4 py-2 disabled:cursor-not-allowed disabled:opacity-50"
        disabled={!canAdd}
        onClick={() => {
          onChange((current) => [...current, newSlide()])
        }}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a slide
      </Button>
      <p className="text-sm text-stone-600">
        {canAdd
          ? `Up to ${String(MAX_HERO_SLIDES)} slides; with more than one they take turns every 5 seconds.`
          : `The hero holds at most ${String(MAX_HERO_SLIDES)} slides.`}
      </p>
    </div>
  )
}
