import { modeLrgb, modeRgb, parseHex, useMode, wcagContrast } from 'culori/fn'

// Only the modes the contrast needs are registered (sRGB and its linear form): a small bundle.
useMode(modeRgb)
useMode(modeLrgb)

const WHITE = { mode: 'rgb', r: 1, g: 1, b: 1 } as const

/** WCAG AA for normal text: the accent colours text and buttons with white labels. */
export const MIN_ACCENT_CONTRAST = 4.5

/** The WCAG contrast ratio of a `#rrggbb` colour against white, from 1 to 21. */
export function contrastOnWhite(hex: string): number {
  const color = parseHex(hex)
  if (!color) return 1
  return wcagContrast(color, WHITE)
}
