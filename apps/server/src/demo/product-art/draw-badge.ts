import { type Palette, type Pt, mix } from './svg-kit.js'

/** The house mark for slide-themed pieces: a playground slide in a round badge. */
export function slideBadge(center: Pt, radius: number, pal: Palette): string {
  const [cx, cy] = center
  const s = radius / 100
  const ink = pal.dark ? '#f1e9d8' : mix(pal.base, '#000000', 0.62)
  const accent = pal.base.toLowerCase() === '#d4a429' ? '#ee7e6c' : '#d4a429'
  const at = (x: number, y: number) => `${(cx + x * s).toFixed(1)} ${(cy + y * s).toFixed(1)}`
  const w = (v: number) => (v * s).toFixed(1)
  const ladder = `M${at(-52, 46)} L${at(-52, -46)} M${at(-30, 46)} L${at(-30, -46)} M${at(-52, 18)} L${at(-30, 18)} M${at(-52, -8)} L${at(-30, -8)} M${at(-52, -34)} L${at(-30, -34)}`
  const chute = `M${at(-30, -46)} C${at(0, -46)} ${at(6, 40)} ${at(58, 40)}`
  return (
    `<circle cx="${cx}" cy="${cy}" r="${w(96)}" fill="none" stroke="${ink}" stroke-width="${w(7)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${w(82)}" fill="${accent}" opacity="0.9"/>` +
    `<circle cx="${at(34, -40).split(' ')[0]}" cy="${at(34, -40).split(' ')[1]}" r="${w(13)}" fill="${ink}"/>` +
    `<path d="${ladder}" fill="none" stroke="${ink}" stroke-width="${w(8)}" stroke-linecap="round"/>` +
    `<path d="${chute}" fill="none" stroke="${ink}" stroke-width="${w(15)}" stroke-linecap="round"/>` +
    `<path d="M${at(-66, 52)} L${at(66, 52)}" stroke="${ink}" stroke-width="${w(7)}" stroke-linecap="round"/>`
  )
}
