import { CURRENCY } from '@shop/shared/limits'
import { useLocation } from 'react-router'
import { usePublicOrigin } from '../lib/public-origin'
import { useShopSettings } from '../lib/shop-settings-api'

const defaultDescription = (shopName: string) => `${shopName}: apparel and merchandise.`
/** A link to a page with no picture of its own previews with the shop's first hero picture. */
const DEFAULT_IMAGE = '/hero/hero-1-wide.w960.webp'

interface PageMetaProps {
  /** The page's own title; the shop name is appended. */
  title?: string
  description?: string
  /** The picture of a shared link: an absolute URL or a path of the shop. */
  image?: string
  /** A product page adds its price to the preview (Open Graph `product:`). */
  price?: number
}

/**
 * The page's title, description, canonical link and link-preview tags (Open Graph, Twitter).
 * React 19 hoists <title>, <meta> and <link> into <head> wherever they render, and the server
 * render moves them there in the first HTML (docs/server-rendering.md). Each page renders one
 * PageMeta; index.html carries none of its own, so there is never a second description.
 */
export function PageMeta({ title, description, image, price }: PageMetaProps) {
  const origin = usePublicOrigin()
  const { pathname } = useLocation()
  const { shopName } = useShopSettings()
  const fullTitle = title ? `${title} | ${shopName}` : `${shopName} | Apparel & Merchandise`
  const text = description ?? defaultDescription(shopName)
  const url = new URL(pathname, origin).href
  const imageUrl = new URL(image ?? DEFAULT_IMAGE, origin).href
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={shopName} />
      <meta property="og:type" content={price === undefined ? 'website' : 'product'} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {price === undefined ? null : (
        <>
          <meta property="product:price:amount" content={price.toFixed(2)} />
          <meta property="product:price:currency" content={CURRENCY} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  )
}
