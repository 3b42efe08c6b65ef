import type {
  HomeBanner,
  HomeContent,
  HeroSlide,
  UpdateHomeContentBody,
} from '@shop/shared/home-content'

/**
 * The home page editor's state: the content as the owner types it, every word a string (empty
 * for an optional one left out), and each slide with a key that keeps it apart from the others
 * while they are added, removed and dragged.
 */
export interface ContentWords {
  imageUrl: string
  /** The tall crop phones show; empty when the picture has none. */
  mobileImageUrl: string
  altText: string
  eyebrow: string
  headline: string
  text: string
  ctaLabel: string
  ctaLink: string
}

export interface SlideDraft extends ContentWords {
  key: number
}

export interface HomeContentDraft {
  slides: SlideDraft[]
  /** Collection names, in the order the home page shows them. */
  featuredCollections: string[]
  /** Kept while the banner is switched off, so switching it back on brings it back. */
  banner: ContentWords
  isBannerShown: boolean
}

let lastSlideKey = 0
const newSlideKey = () => (lastSlideKey += 1)

const EMPTY_WORDS: ContentWords = {
  imageUrl: '',
  mobileImageUrl: '',
  altText: '',
  eyebrow: '',
  headline: '',
  text: '',
  ctaLabel: 'Shop now',
  ctaLink: '/collections/all',
}

function toWords(content: HeroSlide | HomeBanner): ContentWords {
  return {
    imageUrl: content.imageUrl,
    mobileImageUrl: content.mobileImageUrl ?? '',
    altText: content.altText,
    eyebrow: content.eyebrow ?? '',
    headline: content.headline,
    text: content.text ?? '',
    ctaLabel: content.ctaLabel,
    ctaLink: content.ctaLink,
  }
}

export function toDraft(content: HomeContent): HomeContentDraft {
  return {
    slides: content.heroSlides.map((slide) => ({ key: newSlideKey(), ...toWords(slide) })),
    featuredCollections: content.featuredCollections.map((collection) => collection.name),
    banner: content.banner ? toWords(content.banner) : newBanner(),
    isBannerShown: content.banner !== undefined,
  }
}

/** A new slide: no picture yet, and the button every shop has. */
export function newSlide(): SlideDraft {
  return { key: newSlideKey(), ...EMPTY_WORDS }
}

/** A new banner: no picture yet, leading to the shop. */
export function newBanner(): ContentWords {
  return { ...EMPTY_WORDS, ctaLabel: 'Explore the shop' }
}

/** An optional word left empty is left out; the server trims and checks the rest. */
function optional(value: string): string | undefined {
  return value.trim() === '' ? undefined : value
}

function toSlideBody({ key: _key, ...words }: SlideDraft): HeroSlide {
  return {
    imageUrl: words.imageUrl,
    mobileImageUrl: optional(words.mobileImageUrl),
    altText: words.altText,
    eyebrow: optional(words.eyebrow),
    headline: words.headline,
    text: optional(words.text),
    ctaLabel: words.ctaLabel,
    ctaLink: words.ctaLink,
  }
}

/** The whole draft as `PUT /api/admin/content/home` takes it. */
export function toBody(draft: HomeContentDraft): UpdateHomeContentBody {
  return {
    heroSlides: draft.slides.map(toSlideBody),
    featuredCollections: draft.featuredCollections,
    banner: draft.isBannerShown ? toSlideBody({ key: 0, ...draft.banner }) : null,
  }
}

/** The draft's slide as the storefront's hero draws it (the preview). */
export function toPreviewSlide(slide: SlideDraft): HeroSlide {
  return toSlideBody(slide)
}
