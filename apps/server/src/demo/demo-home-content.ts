import type { HeroSlideValue } from '../db/schema/index.js'
import type { HomeContentValues } from '../modules/home-content/home-content.repository.js'

/** The demo hero's one line of words, on every slide as the storefront always showed it. */
const DEMO_HERO_WORDS = {
  eyebrow: 'New season drop',
  headline: 'Ready, set, slide',
  // The demo's shipping table keeps this promise in every zone (demo-shipping.ts).
  text: 'Easygoing tees, denim and layers made to move with you. Free standard shipping on orders over $100.',
  ctaLabel: 'Shop Now',
  ctaLink: '/collections/all',
} as const

/** A picture the web app bundles (apps/web/public/hero/, scripts/draw-hero-images.ts), both crops. */
function bundledPicture(stem: string): Pick<HeroSlideValue, 'imageUrl' | 'mobileImageUrl'> {
  return {
    imageUrl: `/hero/${stem}-wide.w1920.webp`,
    mobileImageUrl: `/hero/${stem}-tall.w900.webp`,
  }
}

const SUMMER_ALT_TEXT = 'A blue camp shirt and bright summer shorts laid out flat in the sun'

/**
 * The demo shop's home page: the four drawn slides, the summer banner and the demo catalogue's
 * collections, as the storefront showed them before they became the owner's to set, so a fresh
 * demo shop looks as it always did (docs/product-rules.md § The owner's shop).
 */
export const DEMO_HOME_CONTENT: HomeContentValues = {
  heroSlides: [
    {
      ...bundledPicture('hero-1'),
      altText: 'Hoodies and tees in warm colours hanging on a clothes rail',
      ...DEMO_HERO_WORDS,
    },
    {
      ...bundledPicture('hero-2'),
      altText: 'Folded jeans in light and dark washes stacked on plinths',
      ...DEMO_HERO_WORDS,
    },
    { ...bundledPicture('hero-3'), altText: SUMMER_ALT_TEXT, ...DEMO_HERO_WORDS },
    {
      ...bundledPicture('hero-4'),
      altText: 'Outdoor jackets and joggers hanging on a wooden rack in the hills',
      ...DEMO_HERO_WORDS,
    },
  ],
  // The demo catalogue's collections (demo-catalogue.ts), in the order the catalogue lists them.
  featuredCollections: [
    'Business Casual',
    'Denim Edit',
    'Outdoor Active',
    'Summer Essentials',
    'Urban Street',
    'Weekend Lounge',
  ],
  banner: {
    ...bundledPicture('hero-3'),
    altText: SUMMER_ALT_TEXT,
    eyebrow: 'Comfort and style',
    headline: 'Apparel made for your everyday life',
    text: 'Breezy shirts, soft tees and easy shorts that keep up with you, wherever the day goes.',
    ctaLabel: 'Explore the shop',
    ctaLink: '/collections/all',
  },
}
