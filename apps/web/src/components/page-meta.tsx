import { SHOP_NAME } from '../config/shop'

const DEFAULT_DESCRIPTION = `${SHOP_NAME}: laid-back apparel and merchandise with a playful, slide-inspired twist.`

interface PageMetaProps {
  /** The page's own title; the shop name is appended. */
  title?: string
  description?: string
}

/**
 * React 19 hoists <title> and <meta> into <head> wherever they render. Each page renders one
 * PageMeta; index.html carries none of its own, so there is never a second description.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title ? `${title} | ${SHOP_NAME}` : `${SHOP_NAME} | Apparel & Merchandise`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? DEFAULT_DESCRIPTION} />
    </>
  )
}
