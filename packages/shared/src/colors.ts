/** Swatch colours for the colour names used by product variants (filters, variant pickers, seed art). */
export const COLOR_SWATCHES: Record<string, string> = {
  Black: '#1f1f22',
  White: '#f7f7f5',
  Cream: '#f1e9d8',
  Ivory: '#f4efe3',
  Beige: '#d9c7a7',
  Sand: '#cdb48e',
  Khaki: '#b3a27a',
  Camel: '#b8895a',
  Stone: '#a8a196',
  'Heather Gray': '#a9abad',
  Charcoal: '#3d4044',
  Slate: '#5f6b78',
  Navy: '#1f2c4c',
  'Royal Blue': '#2f55b5',
  'Sky Blue': '#8fbfe0',
  'Denim Blue': '#3d5a80',
  'Light Wash': '#9db7cf',
  'Dark Wash': '#27374f',
  Teal: '#1f6f78',
  Mint: '#b5dfca',
  Sage: '#9caf88',
  Olive: '#6b6b3a',
  'Forest Green': '#2f5138',
  Mustard: '#d4a429',
  Rust: '#b5532c',
  Terracotta: '#c46f4e',
  Coral: '#ee7e6c',
  Red: '#c0322d',
  Burgundy: '#6e1f30',
  'Dusty Pink': '#d8a5a8',
  Lavender: '#b8a9d9',
  Chocolate: '#5a3a29',
}

/** Neutral mid-gray so an unknown colour still renders as a visible, honest "no swatch" chip. */
const FALLBACK_SWATCH = '#9e9e9e'

export function swatchFor(color: string): string {
  return Object.hasOwn(COLOR_SWATCHES, color)
    ? (COLOR_SWATCHES[color] ?? FALLBACK_SWATCH)
    : FALLBACK_SWATCH
}

/**
 * The swatch of a colour in the shop's managed palette (the filters answer carries it, docs/api.md
 * § Catalogue settings), matched by name and then without regard to case; a colour the palette
 * lacks, or a page that has no palette yet, falls back to the built-in map above.
 */
export function swatchIn(
  palette: readonly { name: string; hex: string }[] | undefined,
  color: string,
): string {
  const managed =
    palette?.find((entry) => entry.name === color) ??
    palette?.find((entry) => entry.name.toLowerCase() === color.toLowerCase())
  return managed?.hex ?? swatchFor(color)
}
