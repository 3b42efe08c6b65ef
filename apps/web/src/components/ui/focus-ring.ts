/**
 * The keyboard focus ring of every control, in one place: a 2 px outline shown on
 * `:focus-visible` only (a mouse click draws none). Controls take one of these strings, or a
 * primitive of components/ui/ that already has one (Button, buttonClass); no other file spells
 * the ring out. Each entry is written out whole so that Tailwind finds its classes.
 */
export const focusRing = {
  /** Most controls on the light page: the brand colour, 2 px away from the control. */
  standard:
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  /** Touching the control: text links in running lists, small icon buttons. */
  flush: 'focus-visible:outline-2 focus-visible:outline-brand-600',
  /** 1 px away: the cart line's small steppers, packed side by side. */
  near: 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
  /** 4 px away: cards, tiles and swatches whose own edge or ring would hide a closer one. */
  wide: 'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
  /** Inside the control: a button that sits flush in a field's corner. */
  inset: 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
  /** 4 px away in ink: a swatch whose colour could be the brand's. */
  inkWide: 'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ink',
  /** On the dark header, sidebar and banners: white, touching the control. */
  onDark: 'focus-visible:outline-2 focus-visible:outline-white',
  /** On dark grounds, 2 px away. */
  onDarkOffset:
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
  /** On dark grounds, 4 px away. */
  onDarkWide: 'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white',
  /** On dark grounds, inside the control (a button joined to a field). */
  onDarkInset:
    'focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white',
  /**
   * On a link stretched over its card by an `::after` layer: the layer draws the ring around the
   * whole card, and the link itself none.
   */
  stretched:
    'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600',
  /** On a label or card around a native input: shown while the input inside has focus. */
  within:
    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
} as const
