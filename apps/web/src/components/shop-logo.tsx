import { useShopSettings } from '../lib/shop-settings-api'
import { LogoMark } from './logo-mark'

const SIZES = {
  small: { mark: 'size-5', image: 'h-5 max-w-20' },
  large: { mark: 'size-8', image: 'h-8 max-w-32' },
} as const

interface ShopLogoProps {
  size: keyof typeof SIZES
}

/**
 * The owner's logo from the settings, or the shop's own mark until they upload one. Decorative:
 * the shop's name is always written beside it.
 */
export function ShopLogo({ size }: ShopLogoProps) {
  const { logoUrl } = useShopSettings()
  if (logoUrl === undefined) return <LogoMark className={SIZES[size].mark} />
  // One stored width is plenty for a 32 px tall mark; the srcset rules stay out of the entry.
  return (
    <img src={logoUrl} alt="" className={`${SIZES[size].image} w-auto shrink-0 object-contain`} />
  )
}
