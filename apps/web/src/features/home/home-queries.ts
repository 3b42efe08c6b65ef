import { HOME_WOMENS_BOTTOM_WEAR_COUNT } from '@shop/shared/limits'

/**
 * The catalogue requests of the home page, in one place: the page asks for them, and the server
 * render fetches the same ones first (app/server-rendering/page-loaders.ts), so the browser finds
 * every answer in the cache it was sent.
 */
export const homeQueries = {
  womensBottomWear: {
    gender: 'Women',
    category: 'Bottom Wear',
    limit: HOME_WOMENS_BOTTOM_WEAR_COUNT,
  },
  womensTop: { gender: 'Women', category: 'Top Wear', limit: 1 },
  mensTop: { gender: 'Men', category: 'Top Wear', limit: 1 },
  /** The collection tiles: every collection of the shop. */
  collections: 'all',
  collectionCover: (slug: string) => ({ collection: slug, limit: 1 }),
} as const
