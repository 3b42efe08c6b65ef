import type { ShopPageSlug } from '@shop/shared/shop-pages'
import { paths } from '../../../config/paths'

/** The shop's pages as the back office lists them, with the address shoppers read each at. */
export const EDITABLE_PAGES: readonly { slug: ShopPageSlug; label: string; shopPath: string }[] = [
  { slug: 'about', label: 'About', shopPath: paths.about },
  { slug: 'shipping', label: 'Shipping', shopPath: paths.shipping },
  { slug: 'returns', label: 'Returns', shopPath: paths.returns },
  { slug: 'privacy', label: 'Privacy', shopPath: paths.privacy },
  { slug: 'terms', label: 'Terms', shopPath: paths.terms },
]
