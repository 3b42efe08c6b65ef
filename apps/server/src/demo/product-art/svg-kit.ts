/** Small SVG helpers shared by the garment drawings: colour maths, mirrored paths, stitch lines. */

export const CANVAS_WIDTH = 800
export const CANVAS_HEIGHT = 1000
/** Every garment is drawn symmetric about this vertical line. */
export const CENTER_X = CANVAS_WIDTH / 2

export type Pt = readonly [number, number]

// ---------- colour ----------

type Rgb = readonly [number, number, number]

function toRgb(hex: string): Rgb {
  const clean = hex.replace('#', '')
  const full = clean.length === 3 ? clean.replace(/./g, (c) => c + c) : clean
  const n = Number.parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

/** Linear blend: amount 0 keeps `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const ca = toRgb(a)
  const cb = toRgb(b)
  return toHex([
    ca[0] + (cb[0] - ca[0]) * amount,
    ca[1] + (cb[1] - ca[1]) * amount,
    ca[2] + (cb[2] - ca[2]) * amount,
  ])
}

/** Relative luminance (WCAG), 0 = black, 1 = white. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as unknown as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Tones derived from one fabric colour so every garment shades the same way. */
export interface Palette {
  base: string
  /** Lighter tone for raised parts (collars, ribs catch the light). */
  light: string
  /** Darker tone for recessed parts (pocket bags, inside of the neck). */
  shade: string
  deep: string
  /** Outer contour. */
  line: string
  /** Seams and construction lines: must stay visible on black and on white. */
  seam: string
  /** Trim: buttons, zip pulls, drawstrings. */
  trim: string
  dark: boolean
}

export function paletteFor(base: string): Palette {
  const lum = luminance(base)
  const dark = lum < 0.06
  const veryLight = lum > 0.7
  return {
    base,
    light: mix(base, '#ffffff', dark ? 0.12 : 0.22),
    shade: mix(base, '#000000', dark ? 0.3 : veryLight ? 0.1 : 0.16),
    deep: mix(base, '#000000', dark ? 0.45 : veryLight ? 0.2 : 0.32),
    line: mix(base, '#000000', dark ? 0.4 : veryLight ? 0.3 : 0.42),
    seam: dark ? mix(base, '#ffffff', 0.2) : mix(base, '#000000', veryLight ? 0.2 : 0.3),
    trim: dark ? mix(base, '#ffffff', 0.45) : veryLight ? '#c9c4bb' : mix(base, '#ffffff', 0.55),
    dark,
  }
}

// ---------- paths ----------

type Segment =
  { cmd: 'M' | 'L'; pts: [Pt] } | { cmd: 'Q'; pts: [Pt, Pt] } | { cmd: 'C'; pts: [Pt, Pt, Pt] }

const r1 = (v: number) => Math.round(v * 10) / 10

function parse(d: string): Segment[] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+/g) ?? []
  const out: Segment[] = []
  let i = 0
  const num = () => Number(tokens[i++] ?? 0)
  const pt = (): Pt => [num(), num()]
  while (i < tokens.length) {
    const cmd = tokens[i++]
    if (cmd === 'M' || cmd === 'L') out.push({ cmd, pts: [pt()] })
    else if (cmd === 'Q') out.push({ cmd, pts: [pt(), pt()] })
    else if (cmd === 'C') out.push({ cmd, pts: [pt(), pt(), pt()] })
    // 'Z' is re-added by the callers that need it
  }
  return out
}

function serialise(segments: readonly Segment[]): string {
  return segments
    .map((s) => `${s.cmd}${s.pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' ')}`)
    .join(' ')
}

const flip = ([x, y]: Pt): Pt => [2 * CENTER_X - x, y]

/** The same path reflected about the centre line. Absolute M/L/Q/C/Z commands only. */
export function mirror(d: string): string {
  const closed = /Z\s*$/.test(d)
  const segments = parse(d).map((s) => ({ ...s, pts: s.pts.map(flip) }) as Segment)
  return serialise(segments) + (closed ? ' Z' : '')
}

/** A path and its mirror image, for details that appear on both sides. */
export function both(d: string): string {
  return `${d} ${mirror(d)}`
}

/**
 * Closes a right-hand half outline (starting and ending on the centre line) into a symmetric
 * shape by walking the mirrored half backwards; keeps the contour a single clean subpath.
 */
export function symmetric(half: string): string {
  const segs = parse(half)
  const ends: Pt[] = segs.map((s) => s.pts[s.pts.length - 1] as Pt)
  const back: Segment[] = []
  for (let i = segs.length - 1; i >= 1; i--) {
    const seg = segs[i]
    const prev = ends[i - 1]
    if (!seg || !prev) continue
    if (seg.cmd === 'Q') back.push({ cmd: 'Q', pts: [flip(seg.pts[0]), flip(prev)] })
    else if (seg.cmd === 'C')
      back.push({ cmd: 'C', pts: [flip(seg.pts[1]), flip(seg.pts[0]), flip(prev)] })
    else back.push({ cmd: 'L', pts: [flip(prev)] })
  }
  return `${serialise(segs)} ${serialise(back)} Z`
}

/** Axis-aligned box around every point of a path (control points included: a slight overestimate). */
export function bounds(d: string): { x: number; y: number; width: number; height: number } {
  const pts = parse(d).flatMap((s) => s.pts)
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
}

// ---------- geometry ----------

export const lerp = (a: Pt, b: Pt, t: number): Pt => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
]

export const add = (a: Pt, dx: number, dy: number): Pt => [a[0] + dx, a[1] + dy]

/** Point moved `dist` along the unit direction from `from` towards `to`. */
export function towards(from: Pt, to: Pt, dist: number): Pt {
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1
  return [from[0] + ((to[0] - from[0]) / len) * dist, from[1] + ((to[1] - from[1]) / len) * dist]
}

export const xy = ([x, y]: Pt) => `${r1(x)} ${r1(y)}`

export const line = (a: Pt, b: Pt) => `M${xy(a)} L${xy(b)}`

export const poly = (...pts: Pt[]) => `M${pts.map(xy).join(' L')} Z`

// ---------- drawing primitives ----------

export function stroke(d: string, color: string, width: number, extra = ''): string {
  const cap = extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${cap} stroke-linejoin="round"${extra}/>`
}

/** Dashed top-stitching that runs beside a seam. */
export function stitch(d: string, color: string, width = 1.6): string {
  return stroke(d, color, width, ` stroke-dasharray="7 5" opacity="0.9"`)
}

export function fill(d: string, color: string, opacity = 1, extra = ''): string {
  const op = opacity < 1 ? ` opacity="${opacity}"` : ''
  return `<path d="${d}" fill="${color}"${op}${extra}/>`
}

/** A filled piece with its own contour, e.g. a pocket or a collar leaf. */
export function piece(d: string, color: string, lineColor: string, width = 2.5): string {
  return `<path d="${d}" fill="${color}" stroke="${lineColor}" stroke-width="${width}" stroke-linejoin="round"/>`
}

export function button(at: Pt, radius: number, pal: Palette): string {
  const [x, y] = at
  const hole = radius * 0.32
  return (
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${radius}" fill="${pal.trim}" stroke="${pal.line}" stroke-width="1.5"/>` +
    `<circle cx="${r1(x - hole)}" cy="${r1(y)}" r="1.4" fill="${pal.line}"/>` +
    `<circle cx="${r1(x + hole)}" cy="${r1(y)}" r="1.4" fill="${pal.line}"/>`
  )
}

/** Parallel short lines across a band, the usual shorthand for knitted rib. */
export function ribPath(from: Pt, to: Pt, across: Pt, count: number): string {
  const parts: string[] = []
  for (let i = 1; i < count; i++) {
    const a = lerp(from, to, i / count)
    parts.push(`M${xy(a)} L${xy(add(a, across[0], across[1]))}`)
  }
  return parts.join(' ')
}
