import type { HomeContent } from '@shop/shared/home-content'
import type { ShopSettings } from '@shop/shared/shop-settings'
import type { ShippingSummary } from '@shop/shared/shipping-summary'
import { http, HttpResponse } from 'msw'

/**
 * Every page load reads the cart (features/cart/use-load-cart.ts); tests that are not about the
 * cart answer it with an empty one.
 */
export const emptyCartHandler = http.get('/api/cart', () =>
  HttpResponse.json({ _id: null, products: [], totalPrice: 0, freeShippingRemaining: 100.01 }),
)

/** The demo shop's settings (the server's demo/demo-shop-look.ts), as tests' pages read them. */
export const TEST_SHOP_SETTINGS: ShopSettings = {
  shopName: 'Slide',
  accentColor: '#c9442c',
  contactEmail: 'hello@slide-shop.com',
  socialLinks: [
    { label: 'Instagram', url: 'https://www.instagram.com/' },
    { label: 'Facebook', url: 'https://www.facebook.com/' },
    { label: 'TikTok', url: 'https://www.tiktok.com/' },
  ],
  returnWindowDays: 30,
}

/** Every page reads the owner's settings (lib/shop-settings-api.ts): every test server answers. */
export const shopSettingsHandler = http.get('/api/settings', () =>
  HttpResponse.json(TEST_SHOP_SETTINGS),
)

/** The demo shop's shipping table as the storefront reads it: free over $100 in every zone. */
export const DEMO_SHIPPING_SUMMARY: ShippingSummary = {
  zones: [
    {
      name: 'United States',
      restOfWorld: false,
      countries: ['United States'],
      rates: [
        { id: 'standard', label: 'Standard Shipping', cost: 5.99, estimatedDays: 5, freeOver: 100 },
        { id: 'express', label: 'Express Shipping', cost: 14.99, estimatedDays: 2 },
      ],
    },
    {
      name: 'Rest of the world',
      restOfWorld: true,
      countries: [],
      rates: [
        {
          id: 'international_standard',
          label: 'International Standard',
          cost: 19.99,
          estimatedDays: 10,
          freeOver: 100,
        },
      ],
    },
  ],
  freeShippingOver: 100,
}

/** Every storefront page's footer (and the home, product and shipping pages) reads the summary. */
export const shippingSummaryHandler = http.get('/api/shipping/summary', () =>
  HttpResponse.json(DEMO_SHIPPING_SUMMARY),
)

/** The demo shop's home page (the server's demo/demo-home-content.ts), shortened to two slides. */
export const TEST_HOME_CONTENT: HomeContent = {
  heroSlides: [1, 2].map((number) => ({
    imageUrl: `/hero/hero-${String(number)}-wide.w1920.webp`,
    mobileImageUrl: `/hero/hero-${String(number)}-tall.w900.webp`,
    altText: `Demo picture ${String(number)}`,
    eyebrow: 'New season drop',
    headline: 'Ready, set, slide',
    text: 'Easygoing tees, denim and layers made to move with you. Free standard shipping on orders over $100.',
    ctaLabel: 'Shop Now',
    ctaLink: '/collections/all',
  })),
  featuredCollections: [],
  banner: {
    imageUrl: '/hero/hero-3-wide.w1920.webp',
    mobileImageUrl: '/hero/hero-3-tall.w900.webp',
    altText: 'Summer clothes laid out in the sun',
    eyebrow: 'Comfort and style',
    headline: 'Apparel made for your everyday life',
    text: 'Breezy shirts, soft tees and easy shorts that keep up with you, wherever the day goes.',
    ctaLabel: 'Explore the shop',
    ctaLink: '/collections/all',
  },
}

/** The home page reads the owner's content (lib/home-content-api.ts). */
export const homeContentHandler = http.get('/api/content/home', () =>
  HttpResponse.json(TEST_HOME_CONTENT),
)
