import type { HomeContentValues } from './home-content.repository.js'

/**
 * The home page of a shop whose owner has set none (docs/product-rules.md § The owner's shop: a
 * shop started with SEED_DEMO=false shows neutral content): one slide on a plain bundled picture
 * that names no brand, leading to the whole catalogue. No banner; with no featured collections
 * the home page lists the catalogue's own.
 */
export const NEUTRAL_HOME_CONTENT: HomeContentValues = {
  heroSlides: [
    {
      imageUrl: '/hero/neutral-wide.w1920.webp',
      mobileImageUrl: '/hero/neutral-tall.w900.webp',
      altText: 'A plain backdrop shading from warm sand to soft clay',
      headline: 'Welcome',
      text: 'Have a look around: everything we sell is in the shop.',
      ctaLabel: 'Shop now',
      ctaLink: '/collections/all',
    },
  ],
  featuredCollections: [],
  banner: null,
}
