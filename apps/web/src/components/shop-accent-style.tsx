import { useShopSettings } from '../lib/shop-settings-api'

/** The accent index.css ships (`--color-brand-600`): a shop keeping it needs no override. */
const STYLESHEET_ACCENT = '#c9442c'
const HEX_COLOR = /^#[0-9a-f]{6}$/

/**
 * The owner's accent colour over the stylesheet's: the brand shades the storefront and the back
 * office use are mixed from it, so buttons, links and highlights follow the setting with no
 * rebuild. The server checks the colour's contrast on white; this checks its form again before
 * it enters a style sheet.
 */
export function ShopAccentStyle() {
  const accent = useShopSettings().accentColor.toLowerCase()
  if (accent === STYLESHEET_ACCENT || !HEX_COLOR.test(accent)) return null
  const mix = (percent: number, other: 'white' | 'black') =>
    `color-mix(in oklab, ${accent} ${String(percent)}%, ${other})`
  const shades = [
    `--color-brand-50:${mix(5, 'white')}`,
    `--color-brand-100:${mix(13, 'white')}`,
    `--color-brand-200:${mix(30, 'white')}`,
    `--color-brand-500:${mix(85, 'white')}`,
    `--color-brand-600:${accent}`,
    `--color-brand-700:${mix(80, 'black')}`,
  ]
  return <style>{`:root{${shades.join(';')}}`}</style>
}
