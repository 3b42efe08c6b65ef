import type {
  FeaturedCollection,
  HeroSlide,
  HomeBanner,
  HomeContent,
  UpdateHomeContent,
} from '@shop/shared/home-content'
import { toCollectionSlug } from '@shop/shared/filter-values'
import type { HeroSlideValue, HomeBannerValue } from '../../db/schema/index.js'
import type { HomeContentValues } from './home-content.repository.js'

/**
 * The public answer (docs/api.md § The home page): optional words left out when empty, and each
 * featured collection with its URL slug as the catalogue has it. A featured collection the
 * catalogue no longer has (its last product gone) is left out until it has products again; names
 * are matched by the catalogue's slug rule, so a change of case or spacing keeps them matched.
 */
export function toHomeContentDto(
  values: HomeContentValues,
  catalogueCollections: readonly FeaturedCollection[],
): HomeContent {
  return {
    heroSlides: values.heroSlides.map(toHeroSlideDto),
    featuredCollections: featuredInCatalogue(values.featuredCollections, catalogueCollections),
    ...(values.banner !== null && { banner: toHomeBannerDto(values.banner) }),
  }
}

/** What a save writes: the words as sent, the collections in the catalogue's spelling. */
export function toHomeContentValues(
  content: UpdateHomeContent,
  featuredCollections: readonly FeaturedCollection[],
): HomeContentValues {
  return {
    heroSlides: content.heroSlides.map(toHeroSlideDto),
    featuredCollections: featuredCollections.map((collection) => collection.name),
    banner: content.banner === null ? null : toHomeBannerDto(content.banner),
  }
}

function featuredInCatalogue(
  names: readonly string[],
  catalogueCollections: readonly FeaturedCollection[],
): FeaturedCollection[] {
  const bySlug = new Map(catalogueCollections.map((collection) => [collection.slug, collection]))
  return names.flatMap((name) => {
    const collection = bySlug.get(toCollectionSlug(name))
    return collection ? [{ name: collection.name, slug: collection.slug }] : []
  })
}

function toHeroSlideDto(slide: HeroSlideValue): HeroSlide {
  return {
    imageUrl: slide.imageUrl,
    ...(slide.mobileImageUrl !== undefined && { mobileImageUrl: slide.mobileImageUrl }),
    altText: slide.altText,
    ...(slide.eyebrow !== undefined && { eyebrow: slide.eyebrow }),
    headline: slide.headline,
    ...(slide.text !== undefined && { text: slide.text }),
    ctaLabel: slide.ctaLabel,
    ctaLink: slide.ctaLink,
  }
}

function toHomeBannerDto(banner: HomeBannerValue): HomeBanner {
  return {
    imageUrl: banner.imageUrl,
    ...(banner.mobileImageUrl !== undefined && { mobileImageUrl: banner.mobileImageUrl }),
    altText: banner.altText,
    ...(banner.eyebrow !== undefined && { eyebrow: banner.eyebrow }),
    headline: banner.headline,
    ...(banner.text !== undefined && { text: banner.text }),
    ctaLabel: banner.ctaLabel,
    ctaLink: banner.ctaLink,
  }
}
