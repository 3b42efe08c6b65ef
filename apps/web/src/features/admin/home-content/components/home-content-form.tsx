import type { HomeContent } from '@shop/shared/home-content'
import { useState, type SubmitEvent } from 'react'
import { toast } from 'sonner'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { panelClass, primaryButtonClass } from '../../components/admin-styles'
import { useUpdateHomeContentMutation } from '../admin-home-content-api'
import { toBody, toDraft, type HomeContentDraft } from '../home-content-draft'
import { BannerField } from './banner-field'
import { FeaturedCollectionsField } from './featured-collections-field'
import { HeroSlidesField } from './hero-slides-field'

export const HOME_CONTENT_SAVED_MESSAGE = 'Home page saved: the shop shows it now.'

const sectionClass = `${panelClass} space-y-4 p-4 sm:p-6`

/**
 * The owner's home page (docs/product-rules.md § The owner's shop): the hero's slides, the
 * featured collections and the banner, saved whole. The server checks it (its pictures, links
 * and collections) and its refusal shows as it says it.
 */
export function HomeContentForm({ content }: { content: HomeContent }) {
  const [draft, setDraft] = useState(() => toDraft(content))
  const [updateHomeContent, { isLoading }] = useUpdateHomeContentMutation()

  /** Changes one part of the draft from its value as it is then (several updates may queue). */
  const update = <Part extends keyof HomeContentDraft>(
    part: Part,
    next: (value: HomeContentDraft[Part]) => HomeContentDraft[Part],
  ) => {
    setDraft((current) => ({ ...current, [part]: next(current[part]) }))
  }

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    try {
      setDraft(toDraft(await updateHomeContent(toBody(draft)).unwrap()))
      toast.success(HOME_CONTENT_SAVED_MESSAGE)
    } catch (failure) {
      toast.error(getErrorMessage(failure, 'The home page could not be saved.'))
    }
  }

  return (
    <form
      aria-label="Home page"
      noValidate
      onSubmit={(event) => void save(event)}
      className="space-y-6"
    >
      <section aria-labelledby="home-hero" className={sectionClass}>
        <div>
          <h2 id="home-hero" className="text-lg font-semibold">
            Hero slides
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            The pictures at the top of the home page, with their words and buttons. Drag a slide by
            its handle, or use its arrows, to set the order.
          </p>
        </div>
        <HeroSlidesField
          slides={draft.slides}
          onChange={(next) => {
            update('slides', next)
          }}
        />
      </section>

      <section aria-labelledby="home-collections" className={sectionClass}>
        <div>
          <h2 id="home-collections" className="text-lg font-semibold">
            Featured collections
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            The tiles under “Shop by Collection”, in this order.
          </p>
        </div>
        <FeaturedCollectionsField
          names={draft.featuredCollections}
          onChange={(names) => {
            update('featuredCollections', () => names)
          }}
        />
      </section>

      <section aria-labelledby="home-banner" className={sectionClass}>
        <div>
          <h2 id="home-banner" className="text-lg font-semibold">
            Banner
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            A picture with a few words and a button between the product rows.
          </p>
        </div>
        <BannerField
          banner={draft.banner}
          isShown={draft.isBannerShown}
          onChange={(next) => {
            update('banner', next)
          }}
          onShownChange={(isShown) => {
            update('isBannerShown', () => isShown)
          }}
        />
      </section>

      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-stone-200 bg-paper/95 px-4 py-3 backdrop-blur-sm sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <button type="submit" disabled={isLoading} className={primaryButtonClass}>
          {isLoading ? 'Saving...' : 'Save Home Page'}
        </button>
      </div>
    </form>
  )
}
