import type { CSSProperties } from 'react'

/**
 * Sonner's rich colours with the text darkened to WCAG AA (4.5:1) on each toast's own
 * background: its default greens, reds, ambers and blues are 2.8:1 to 4.4:1. Sonner reads
 * them as custom properties on the toaster element, so an inline style overrides its sheet.
 */
export const READABLE_TOAST_COLORS = {
  '--success-text': 'hsl(140, 100%, 24%)',
  '--error-text': 'hsl(360, 100%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--info-text': 'hsl(210, 92%, 38%)',
} as CSSProperties
