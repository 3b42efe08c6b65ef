/**
 * The home hero's slides (docs/product-rules.md § Limits: 4 images, rotated every 5 s). The pictures are drawn by
 * `scripts/draw-hero-images.ts` and shipped in `public/hero/`: a wide crop for screens from
 * 768 px and a tall crop for phones, each in two widths.
 */
export interface HeroSlide {
  /** File stem under /hero/: `<stem>-wide-1920.webp`, `-wide-960.webp`, `-tall-900.webp`, `-tall-450.webp`. */
  stem: string
  alt: string
}

export const HERO_WIDE = { width: 1920, height: 1080, widths: [960, 1920] } as const
export const HERO_TALL = { width: 900, height: 1200, widths: [450, 900] } as const

export const HERO_SLIDES: readonly HeroSlide[] = [
  { stem: 'hero-1', alt: 'Hoodies and tees in warm colours hanging on a clothes rail' },
  { stem: 'hero-2', alt: 'Folded jeans in light and dark washes stacked on plinths' },
  { stem: 'hero-3', alt: 'A blue camp shirt and bright summer shorts laid out flat in the sun' },
  { stem: 'hero-4', alt: 'Outdoor jackets and joggers hanging on a wooden rack in the hills' },
]

export function heroImageUrl(stem: string, crop: 'wide' | 'tall', width: number): string {
  return `/hero/${stem}-${crop}-${String(width)}.webp`
}
