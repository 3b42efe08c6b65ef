/**
 * Draws the pictures the web app bundles for the home page into apps/web/public/hero/ as WebP: the
 * demo shop's four hero slides and the neutral backdrop of a shop whose owner set none
 * (docs/product-rules.md § The owner's shop). Each comes as the hero's wide and tall crops in
 * their widths, named like the upload store's crops (`hero-1-wide.w1920.webp`, `@shop/shared/images`),
 * so bundled and uploaded pictures are handled alike. The pictures are committed: nothing is
 * drawn at install or start. Scenes reuse the seed's garment drawings so the banner shows the
 * same clothes as the catalogue. Deterministic (seeded pseudo-randomness, no clock): re-running
 * it leaves the files unchanged.
 *
 * Run from the repository root: npx tsx scripts/draw-hero-images.ts [picture names, e.g. hero-2 neutral]
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { drawBottoms } from '../apps/server/src/demo/product-art/draw-bottoms.js'
import { drawHoodie } from '../apps/server/src/demo/product-art/draw-knits.js'
import { drawJacket } from '../apps/server/src/demo/product-art/draw-outerwear.js'
import { drawShirt, drawTShirt } from '../apps/server/src/demo/product-art/draw-tops.js'
import type {
  Fit,
  GarmentArt,
  GarmentStyle,
  StyleTag,
} from '../apps/server/src/demo/product-art/garment-art.js'
import { type Pt, bounds, mix, paletteFor } from '../apps/server/src/demo/product-art/svg-kit.js'
import {
  HERO_TALL,
  HERO_WIDE,
  shapedImageBase,
  storedImageUrl,
} from '../packages/shared/src/images.js'

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/hero')
const WEBP_QUALITY = 70

/** Brand tokens of apps/web/src/index.css. */
const PAPER = '#fbf8f4'
const INK = '#1d1a18'
const BRAND = '#e2553b'

/** Fabric colours, the swatches of @shop/shared/colors. */
const C = {
  cream: '#f1e9d8',
  rust: '#b5532c',
  terracotta: '#c46f4e',
  coral: '#ee7e6c',
  mustard: '#d4a429',
  chocolate: '#5a3a29',
  sage: '#9caf88',
  olive: '#6b6b3a',
  sky: '#8fbfe0',
  navy: '#1f2c4c',
  charcoal: '#3d4044',
  heather: '#a9abad',
  black: '#1f1f22',
  white: '#f7f7f5',
  lightWash: '#9db7cf',
  denim: '#3d5a80',
  darkWash: '#27374f',
} as const

type Crop = 'wide' | 'tall'

interface Frame {
  crop: Crop
  w: number
  h: number
}

// ---------- svg document ----------

/** Collects defs and body of one picture; ids are counters, so output is stable. */
class Doc {
  readonly defs: string[] = []
  readonly body: string[] = []
  private next = 0

  constructor(readonly frame: Frame) {}

  id(prefix: string): string {
    this.next += 1
    return `${prefix}${String(this.next)}`
  }

  def(markup: string): void {
    this.defs.push(markup)
  }

  add(...markup: string[]): void {
    this.body.push(...markup)
  }

  /** A gaussian blur filter, its region grown so wide blurs are not clipped. */
  blur(std: number): string {
    const id = this.id('b')
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${String(std)}"/></filter>`,
    )
    return id
  }

  linear(
    stops: readonly (readonly [number, string, number?])[],
    from: Pt = [0, 0],
    to: Pt = [0, 1],
  ): string {
    const id = this.id('g')
    this.def(
      `<linearGradient id="${id}" x1="${String(from[0])}" y1="${String(from[1])}" x2="${String(to[0])}" y2="${String(to[1])}">${stopList(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(stops: readonly (readonly [number, string, number?])[], center: Pt, radius: Pt): string {
    const id = this.id('g')
    // Elliptic user-space gradient: a unit circle stretched by a transform.
    this.def(
      `<radialGradient id="${id}" cx="0" cy="0" r="1" gradientUnits="userSpaceOnUse" gradientTransform="translate(${xy(center)}) scale(${xy(radius)})">${stopList(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  toSvg(): string {
    const { w, h } = this.frame
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${String(w)}" height="${String(h)}" viewBox="0 0 ${String(w)} ${String(h)}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    )
  }
}

function stopList(stops: readonly (readonly [number, string, number?])[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${String(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${String(opacity)}"`}/>`,
    )
    .join('')
}

const r1 = (v: number) => String(Math.round(v * 10) / 10)
const xy = ([x, y]: Pt) => `${r1(x)} ${r1(y)}`

function rect(x: number, y: number, w: number, h: number, paint: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${paint}"${extra}/>`
}

function ellipse(c: Pt, r: Pt, paint: string, extra = ''): string {
  return `<ellipse cx="${r1(c[0])}" cy="${r1(c[1])}" rx="${r1(r[0])}" ry="${r1(r[1])}" fill="${paint}"${extra}/>`
}

function pathEl(d: string, paint: string, extra = ''): string {
  return `<path d="${d}" fill="${paint}"${extra}/>`
}

function line(d: string, color: string, width: number, extra = ''): string {
  const cap = extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${r1(width)}"${cap} stroke-linejoin="round"${extra}/>`
}

// ---------- garments ----------

function style(fit: Fit, tags: readonly StyleTag[] = [], extra: Partial<GarmentStyle> = {}) {
  return { fit, women: false, tags: new Set(tags), denim: false, badge: 'none', ...extra } as const
}

type Kind = 'tee' | 'hoodie' | 'camp' | 'shorts' | 'field' | 'zip' | 'joggers'

function art(kind: Kind, color: string, extra: Partial<GarmentStyle> = {}): GarmentArt {
  const input = (s: GarmentStyle) => ({ view: 'front' as const, pal: paletteFor(color), style: s })
  switch (kind) {
    case 'tee':
      return drawTShirt(input(style('boxy', [], extra)))
    case 'hoodie':
      return drawHoodie(input(style('boxy', [], extra)))
    case 'camp':
      return drawShirt(input(style('regular', ['camp'], extra)))
    case 'shorts':
      return drawBottoms('shorts', input(style('regular', ['drawstring'], extra)))
    case 'field':
      return drawJacket(input(style('regular', ['field'], extra)))
    case 'zip':
      return drawJacket(input(style('regular', ['zip', 'hood'], extra)))
    case 'joggers':
      return drawBottoms('joggers', input(style('regular', ['drawstring'], extra)))
  }
}

interface Placement {
  kind: Kind
  color: string
  /** Scene point where `anchor` lands. */
  at: Pt
  scale: number
  /** Garment-canvas point pinned to `at`; defaults to the centre of the contour. */
  anchor?: Pt
  rotate?: number
  extra?: Partial<GarmentStyle>
  /** Shadow cast on the surface behind: offset and blur in scene pixels, darkness 0..1. */
  shadow?: Shadow
  /** Soft vertical folds of a garment hanging on a hanger. */
  drape?: boolean
}

interface Shadow {
  dx: number
  dy: number
  blur: number
  opacity: number
}

/** Tight dark shadow where a garment touches what lies behind it: gives overlaps their depth. */
const CONTACT: Shadow = { dx: 2, dy: 4, blur: 4, opacity: 0.28 }

/** One garment, shaded like a photographed piece: soft shadows, fabric light and a fine contour. */
function garment(doc: Doc, p: Placement): string {
  const a = art(p.kind, p.color, p.extra)
  const pal = paletteFor(p.color)
  const box = bounds(a.outline)
  const anchor = p.anchor ?? [box.x + box.width / 2, box.y + box.height / 2]
  const place = `translate(${xy(p.at)}) rotate(${r1(p.rotate ?? 0)}) scale(${String(p.scale)}) translate(${xy([-anchor[0], -anchor[1]])})`
  const clip = doc.id('c')
  doc.def(`<clipPath id="${clip}"><path d="${a.outline}"/></clipPath>`)
  const boxRect = (paint: string) =>
    rect(box.x - 2, box.y - 2, box.width + 4, box.height + 4, paint)
  const sheen = doc.linear(
    [
      [0, '#fff', 0.18],
      [0.45, '#fff', 0],
      [0.75, '#000', 0.08],
      [1, '#000', 0.24],
    ],
    [0.1, 0],
    [0.75, 1],
  )
  const sides = doc.linear(
    [
      [0, '#000', 0.14],
      [0.2, '#000', 0.02],
      [0.42, '#fff', 0.06],
      [0.8, '#000', 0.03],
      [1, '#000', 0.18],
    ],
    [0, 0],
    [1, 0],
  )
  // Shadows are offset in scene space, so they fall the same way whatever the garment's rotation.
  const cast = (s: Shadow) =>
    `<g transform="translate(${r1(s.dx)} ${r1(s.dy)})"><g transform="${place}">` +
    pathEl(
      a.outline,
      '#1a120c',
      ` opacity="${String(s.opacity)}" filter="url(#${doc.blur(s.blur / p.scale)})"`,
    ) +
    `</g></g>`
  return (
    (p.shadow ? cast(p.shadow) : '') +
    cast(CONTACT) +
    `<g transform="${place}">` +
    pathEl(a.outline, p.color) +
    `<g clip-path="url(#${clip})">${a.details}${p.drape ? drape(doc, box) : ''}${boxRect(sides)}${boxRect(sheen)}</g>` +
    line(a.outline, mix(pal.line, p.color, 0.25), 2.4) +
    a.overlay +
    `</g>`
  )
}

/** Blurred light and dark strokes falling from the shoulders: cloth hanging under its weight. */
function drape(doc: Doc, box: ReturnType<typeof bounds>): string {
  const soft = doc.blur(9)
  const top = box.y + box.height * 0.3
  const bottom = box.y + box.height + 10
  const folds: [number, number, string, number][] = [
    [0.3, -10, '#000', 0.1],
    [0.36, -6, '#fff', 0.1],
    [0.62, 8, '#000', 0.09],
    [0.68, 12, '#fff', 0.08],
  ]
  return folds
    .map(([t, bend, color, opacity]) => {
      const x = box.x + box.width * t
      return line(
        `M${r1(x)} ${r1(top)} Q${r1(x + bend)} ${r1((top + bottom) / 2)} ${r1(x + bend * 0.4)} ${r1(bottom)}`,
        color,
        14,
        ` opacity="${String(opacity)}" filter="url(#${soft})"`,
      )
    })
    .join('')
}

// ---------- props ----------

/** Blackened steel: the brand ink, a shade deeper. */
const STEEL = mix(INK, '#000', 0.25)

/** A freestanding clothes rail in blackened steel: top bar, two uprights, flat feet. */
function rail(doc: Doc, x0: number, x1: number, y: number, floorY: number): string {
  const shine = doc.linear([
    [0, '#ffffff', 0.3],
    [0.5, '#ffffff', 0],
  ])
  const post = (x: number) =>
    rect(x - 6, y - 4, 12, floorY - y, STEEL) + rect(x - 44, floorY - 9, 88, 11, STEEL, ' rx="4"')
  return (
    post(x0) +
    post(x1) +
    rect(x0 - 14, y - 7, x1 - x0 + 28, 14, STEEL, ' rx="7"') +
    rect(x0 - 14, y - 7, x1 - x0 + 28, 7, shine, ' rx="3.5"')
  )
}

/** A rail hung from the ceiling on two thin rods, for crops with no room for uprights. */
function hangingRail(doc: Doc, x0: number, x1: number, y: number): string {
  const shine = doc.linear([
    [0, '#ffffff', 0.3],
    [0.5, '#ffffff', 0],
  ])
  const rod = (x: number) => rect(x - 3, 0, 6, y, STEEL)
  return (
    rod(x0 + 40) +
    rod(x1 - 40) +
    rect(x0 - 14, y - 7, x1 - x0 + 28, 14, STEEL, ' rx="7"') +
    rect(x0 - 14, y - 7, x1 - x0 + 28, 7, shine, ' rx="3.5"')
  )
}

/** A wire hook over the rail down to the garment's neck, drawn before the garment. */
function hook(x: number, railY: number, neckY: number): string {
  const d = `M${r1(x)} ${r1(neckY)} L${r1(x)} ${r1(railY + 8)} C${r1(x)} ${r1(railY - 16)} ${r1(x + 20)} ${r1(railY - 16)} ${r1(x + 20)} ${r1(railY)}`
  return line(d, '#2b2622', 6, ' opacity="0.25"') + line(d, '#a39d94', 3.4)
}

/** Soft contact shadow on the floor. */
function floorShadow(doc: Doc, c: Pt, r: Pt, opacity: number): string {
  return ellipse(
    c,
    r,
    '#2a1d14',
    ` opacity="${String(opacity)}" filter="url(#${doc.blur(r[1] * 0.6)})"`,
  )
}

/** A low block or plinth seen slightly from above: front face, lit top, floor shadow. */
function block(
  doc: Doc,
  x: number,
  floorY: number,
  w: number,
  h: number,
  depth: number,
  color: string,
): string {
  const top = floorY - h
  const front = doc.linear([
    [0, mix(color, '#000', 0.06)],
    [1, mix(color, '#000', 0.2)],
  ])
  const lid = doc.linear([
    [0, mix(color, '#000', 0.02)],
    [1, mix(color, '#fff', 0.18)],
  ])
  return (
    floorShadow(doc, [x + 30, floorY], [w * 0.62, 18], 0.45) +
    rect(x - w / 2, top, w, h, front) +
    pathEl(
      `M${r1(x - w / 2)} ${r1(top)} L${r1(x - w / 2 + depth * 0.5)} ${r1(top - depth)} L${r1(x + w / 2 - depth * 0.5)} ${r1(top - depth)} L${r1(x + w / 2)} ${r1(top)} Z`,
      lid,
    ) +
    rect(x - w / 2, top, w, 2, '#fff', ' opacity="0.35"')
  )
}

interface Folded {
  color: string
  /** What the top of the fold shows when it is the top of a stack. */
  face: 'tee' | 'jeans' | 'plain'
  /** Sideways nudge so a stack does not look machine-made. */
  shift?: number
}

/**
 * A stack of folded garments seen from the front and a little above. Each fold is a slab with
 * a rounded, lit folding edge; the top one shows its face (a collar, or a jeans back pocket).
 */
function foldedStack(
  doc: Doc,
  x: number,
  baseY: number,
  w: number,
  thick: number,
  items: readonly Folded[],
  opts: { denim?: boolean } = {},
): string {
  const parts: string[] = []
  const depth = thick * 1.25
  let y = baseY
  const ends = doc.linear(
    [
      [0, '#000', 0.2],
      [0.07, '#000', 0],
      [0.93, '#000', 0],
      [1, '#000', 0.24],
    ],
    [0, 0],
    [1, 0],
  )
  const soft = doc.blur(3)
  items.forEach((item, i) => {
    const cx = x + (item.shift ?? 0)
    const pal = paletteFor(item.color)
    const l = cx - w / 2
    const r = cx + w / 2
    const t = y - thick
    const rt = thick * 0.42
    const rb = thick * 0.22
    const slab =
      `M${r1(l + rt)} ${r1(t)} Q${r1(cx)} ${r1(t - 2)} ${r1(r - rt)} ${r1(t)} Q${r1(r + 1)} ${r1(t)} ${r1(r + 1)} ${r1(t + rt)} ` +
      `L${r1(r + 1)} ${r1(y - rb)} Q${r1(r + 1)} ${r1(y)} ${r1(r - rb)} ${r1(y)} L${r1(l + rb)} ${r1(y)} ` +
      `Q${r1(l - 1)} ${r1(y)} ${r1(l - 1)} ${r1(y - rb)} L${r1(l - 1)} ${r1(t + rt)} Q${r1(l - 1)} ${r1(t)} ${r1(l + rt)} ${r1(t)} Z`
    const face = doc.linear([
      [0, mix(item.color, '#fff', 0.2)],
      [0.22, mix(item.color, '#fff', 0.05)],
      [0.7, item.color],
      [1, mix(item.color, '#000', 0.22)],
    ])
    parts.push(
      ellipse([cx + 3, y], [w * 0.5, 4], '#1a120c', ` opacity="0.5" filter="url(#${soft})"`),
      pathEl(slab, face),
      pathEl(slab, ends),
    )
    // Inner layers peek out at the open end; denim shows its gold-stitched side seam.
    const layers =
      `M${r1(r - 34)} ${r1(t + thick * 0.42)} Q${r1(r - 10)} ${r1(t + thick * 0.44)} ${r1(r - 2)} ${r1(t + thick * 0.52)} ` +
      `M${r1(r - 52)} ${r1(t + thick * 0.72)} Q${r1(r - 14)} ${r1(t + thick * 0.76)} ${r1(r - 3)} ${r1(t + thick * 0.7)}`
    parts.push(line(layers, pal.deep, 1.5, ' opacity="0.5"'))
    if (opts.denim) {
      parts.push(
        line(
          `M${r1(l + 16)} ${r1(t + thick * 0.62)} Q${r1(cx - w * 0.1)} ${r1(t + thick * 0.66)} ${r1(cx + w * 0.18)} ${r1(t + thick * 0.64)}`,
          '#d39b3f',
          1.3,
          ' stroke-dasharray="5 4" opacity="0.75"',
        ),
        // Worn, lighter crease along the fold.
        line(
          `M${r1(l + w * 0.18)} ${r1(t + thick * 0.2)} L${r1(r - w * 0.22)} ${r1(t + thick * 0.2)}`,
          '#fff',
          3,
          ` opacity="0.12" filter="url(#${soft})"`,
        ),
      )
    }
    if (i === items.length - 1) parts.push(foldTop(doc, cx, t, w, depth, item, opts.denim === true))
    y = t + 1
  })
  return parts.join('')
}

/** The upper face of the top fold: a lit plane with the garment's give-away detail. */
function foldTop(
  doc: Doc,
  cx: number,
  t: number,
  w: number,
  depth: number,
  item: Folded,
  denim: boolean,
): string {
  const pal = paletteFor(item.color)
  const inset = depth * 0.3
  const l = cx - w / 2
  const r = cx + w / 2
  const back = t - depth
  const rt = depth * 0.25
  const plane =
    `M${r1(l + 4)} ${r1(t + 2)} L${r1(l + inset)} ${r1(back + rt)} Q${r1(l + inset + 1)} ${r1(back)} ${r1(l + inset + rt)} ${r1(back)} ` +
    `L${r1(r - inset - rt)} ${r1(back)} Q${r1(r - inset - 1)} ${r1(back)} ${r1(r - inset)} ${r1(back + rt)} L${r1(r - 4)} ${r1(t + 2)} Z`
  const lit = doc.linear([
    [0, mix(item.color, '#000', 0.08)],
    [1, mix(item.color, '#fff', 0.14)],
  ])
  const parts = [pathEl(plane, lit)]
  const along = (f: number) => back + depth * f
  const thread = denim ? '#d39b3f' : pal.seam
  if (item.face === 'tee') {
    // Neckline with its rib and woven label; the sleeves folded back along both sides.
    const nw = w * 0.15
    const neck = `M${r1(cx - nw)} ${r1(back + 1)} Q${r1(cx)} ${r1(along(0.85))} ${r1(cx + nw)} ${r1(back + 1)}`
    parts.push(
      pathEl(`${neck} Z`, pal.shade),
      rect(cx - 8, back + 3, 16, 7, pal.dark ? '#e9e4da' : '#2b2b2e', ' rx="1" opacity="0.85"'),
      line(neck, pal.line, 1.5),
      line(
        `M${r1(cx - nw - 7)} ${r1(back + 1)} Q${r1(cx)} ${r1(along(1.02))} ${r1(cx + nw + 7)} ${r1(back + 1)}`,
        pal.seam,
        1.2,
        ' opacity="0.6"',
      ),
      line(
        `M${r1(l + inset + w * 0.14)} ${r1(back + 2)} L${r1(l + w * 0.15)} ${r1(t - 1)} M${r1(r - inset - w * 0.14)} ${r1(back + 2)} L${r1(r - w * 0.15)} ${r1(t - 1)}`,
        pal.deep,
        1.3,
        ' opacity="0.4"',
      ),
    )
  } else if (item.face === 'jeans') {
    // Waistband with loops and a leather patch, then the back pocket and its arcuate stitch.
    const band = along(0.24)
    const loops = [0.14, 0.42, 0.7, 0.9]
      .map((f) =>
        rect(
          l + inset + (w - 2 * inset) * f - 3,
          back - 1,
          6,
          band - back + 3,
          mix(item.color, '#000', 0.12),
          ' rx="1.5"',
        ),
      )
      .join('')
    const pw = w * 0.2
    const px = cx - w * 0.16
    const pt = band + 3
    const pb = t - 3
    const pocket = `M${r1(px - pw / 2)} ${r1(pt)} L${r1(px + pw / 2)} ${r1(pt)} L${r1(px + pw / 2 - 3)} ${r1(pb - (pb - pt) * 0.3)} L${r1(px)} ${r1(pb)} L${r1(px - pw / 2 + 3)} ${r1(pb - (pb - pt) * 0.3)} Z`
    const arcY = pt + (pb - pt) * 0.45
    parts.push(
      rect(l + inset - 1, back, w - 2 * inset + 2, band - back, mix(item.color, '#000', 0.07)),
      line(
        `M${r1(l + inset)} ${r1(band)} L${r1(r - inset)} ${r1(band)}`,
        mix(item.color, '#000', 0.3),
        1.2,
      ),
      line(
        `M${r1(l + inset + 3)} ${r1(back + 3)} L${r1(r - inset - 3)} ${r1(back + 3)}`,
        thread,
        1,
        ' stroke-dasharray="4 3" opacity="0.8"',
      ),
      loops,
      rect(cx + w * 0.12, back + 1, w * 0.14, band - back - 1, '#9c6437', ' rx="2"'),
      pathEl(pocket, mix(item.color, '#000', 0.05)),
      line(pocket, thread, 1.1, ' stroke-dasharray="4 3"'),
      line(
        `M${r1(px - pw / 2 + 5)} ${r1(arcY)} Q${r1(px - pw / 4)} ${r1(arcY - 5)} ${r1(px)} ${r1(arcY + 2)} Q${r1(px + pw / 4)} ${r1(arcY - 5)} ${r1(px + pw / 2 - 5)} ${r1(arcY)}`,
        thread,
        1.3,
      ),
    )
  }
  // The fold's front edge catches the light.
  parts.push(
    line(`M${r1(l + 10)} ${r1(t + 1)} L${r1(r - 10)} ${r1(t + 1)}`, '#fff', 1.4, ' opacity="0.25"'),
  )
  return parts.join('')
}

// ---------- backdrop ----------

interface Studio {
  wall: string
  floor: string
  /** Where the wall meets the floor. */
  horizon: number
}

/** Paper-sweep studio: a wall darkening upwards, its painted `mural`, a soft cove into the floor. */
function studio(doc: Doc, s: Studio, mural = ''): string {
  const { w, h } = doc.frame
  const wall = doc.linear([
    [0, mix(s.wall, '#000', 0.17)],
    [1, mix(s.wall, '#fff', 0.05)],
  ])
  const floor = doc.linear([
    [0, mix(s.floor, '#fff', 0.04)],
    [1, mix(s.floor, '#000', 0.14)],
  ])
  const cove = doc.linear([
    [0, '#000', 0],
    [0.55, '#000', 0.08],
    [1, '#000', 0],
  ])
  return (
    rect(0, 0, w, h, wall) +
    mural +
    rect(0, s.horizon, w, h - s.horizon, floor) +
    rect(0, s.horizon - h * 0.05, w, h * 0.09, cove)
  )
}

/** Key light pooled on the backdrop, laid over the wall before anything stands in front of it. */
function keyLight(doc: Doc, light: Pt, strength = 0.32): string {
  const { w, h } = doc.frame
  const pool = doc.radial(
    [
      [0, '#fff6ea', strength],
      [1, '#fff6ea', 0],
    ],
    light,
    [w * 0.45, h * 0.6],
  )
  return rect(0, 0, w, h, pool)
}

/** Lens vignette over the finished scene. */
function vignette(doc: Doc, strength = 0.28): string {
  const { w, h } = doc.frame
  const paint = doc.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', strength],
    ],
    [w * 0.55, h * 0.42],
    [w * 0.78, h * 0.9],
  )
  return rect(0, 0, w, h, paint)
}

/** A tall arch painted on the wall: the house's slide curve, in a muted brand tint. */
function paintedArch(
  doc: Doc,
  cx: number,
  width: number,
  top: number,
  bottom: number,
  wall: string,
): string {
  const r = width / 2
  const d = `M${r1(cx - r)} ${r1(bottom)} L${r1(cx - r)} ${r1(top + r)} A${r1(r)} ${r1(r)} 0 0 1 ${r1(cx + r)} ${r1(top + r)} L${r1(cx + r)} ${r1(bottom)} Z`
  const paint = doc.linear([
    [0, mix(BRAND, wall, 0.3)],
    [1, mix(BRAND, '#6e3323', 0.22)],
  ])
  return pathEl(d, paint)
}

// ---------- slide 1: hoodies and tees on a rail ----------

interface Hanging {
  kind: 'tee' | 'hoodie'
  color: string
  badge?: boolean
}

/** Hanging point in garment-canvas units: the neck for tees, the hood crown for hoodies. */
function hangPoint(kind: Hanging['kind']): Pt {
  return kind === 'hoodie' ? [400, 96] : [400, 180]
}

function hangAll(
  doc: Doc,
  wear: readonly Hanging[],
  x0: number,
  x1: number,
  railY: number,
  scale: number,
): void {
  const half = 290 * scale
  const step = (x1 - x0 - 2 * half) / Math.max(1, wear.length - 1)
  const placed = wear.map((item, i) => ({ item, x: x0 + half + i * step }))
  // Tees hang behind, hoodies in front: their hoods and pouches stay whole.
  const order = [
    ...placed.filter((p) => p.item.kind === 'tee'),
    ...placed.filter((p) => p.item.kind === 'hoodie'),
  ]
  for (const { item, x } of order) {
    const y = railY + 46
    doc.add(hook(x, railY, y + 10))
    doc.add(
      garment(doc, {
        kind: item.kind,
        color: item.color,
        at: [x, y],
        anchor: hangPoint(item.kind),
        scale,
        extra: item.badge ? { badge: 'small' } : {},
        shadow: { dx: 34, dy: 30, blur: 22, opacity: 0.22 },
        drape: true,
      }),
    )
  }
}

const RAIL_WALL = '#dac8b3'

function slideRail(frame: Frame): string {
  const doc = new Doc(frame)
  if (frame.crop === 'wide') {
    const horizon = 850
    doc.add(
      studio(
        doc,
        { wall: RAIL_WALL, floor: '#c9b299', horizon },
        paintedArch(doc, 1330, 720, 110, horizon, RAIL_WALL),
      ),
    )
    doc.add(keyLight(doc, [1180, 360]))
    const x0 = 880
    const x1 = 1790
    const railY = 170
    doc.add(floorShadow(doc, [(x0 + x1) / 2 + 30, horizon + 118], [(x1 - x0) * 0.56, 24], 0.4))
    doc.add(rail(doc, x0, x1, railY, horizon + 120))
    hangAll(
      doc,
      [
        { kind: 'tee', color: C.sage },
        { kind: 'hoodie', color: C.cream, badge: true },
        { kind: 'tee', color: C.mustard },
        { kind: 'hoodie', color: C.chocolate },
        { kind: 'tee', color: C.terracotta },
      ],
      x0,
      x1,
      railY,
      0.68,
    )
    // Folded tees waiting on a low oak block at the foot of the rail.
    doc.add(block(doc, 1560, horizon + 150, 330, 92, 40, '#b98a5e'))
    doc.add(
      foldedStack(doc, 1560, horizon + 150 - 92 - 16, 220, 30, [
        { color: C.charcoal, face: 'plain', shift: -3 },
        { color: C.white, face: 'plain', shift: 4 },
        { color: C.rust, face: 'plain', shift: -2 },
        { color: C.cream, face: 'tee', shift: 2 },
      ]),
    )
    doc.add(vignette(doc))
  } else {
    const horizon = 820
    doc.add(
      studio(
        doc,
        { wall: RAIL_WALL, floor: '#c9b299', horizon },
        paintedArch(doc, 450, 640, 130, horizon, RAIL_WALL),
      ),
    )
    doc.add(keyLight(doc, [430, 380]))
    const railY = 210
    doc.add(hangingRail(doc, 80, 820, railY))
    hangAll(
      doc,
      [
        { kind: 'hoodie', color: C.cream, badge: true },
        { kind: 'tee', color: C.mustard },
        { kind: 'hoodie', color: C.chocolate },
      ],
      80,
      820,
      railY,
      0.6,
    )
    doc.add(vignette(doc))
  }
  return doc.toSvg()
}

// ---------- slide 2: stacked folded denim ----------

const DENIM_WALL = '#e2c9b2'

/**
 * The house mark drawn large on the wall: a playground slide in thick painted lines, its ladder
 * on the left, the chute swooping down to a run-out on the right.
 */
function slideMural(
  ladderX: number,
  deckY: number,
  floorY: number,
  endX: number,
  wall: string,
): string {
  const paint = mix(BRAND, wall, 0.5)
  const stroke = (floorY - deckY) * 0.045
  const rungGap = (floorY - deckY) / 6
  const ladderW = (floorY - deckY) * 0.16
  const rails = `M${r1(ladderX)} ${r1(floorY)} L${r1(ladderX)} ${r1(deckY - rungGap)} M${r1(ladderX + ladderW)} ${r1(floorY)} L${r1(ladderX + ladderW)} ${r1(deckY - rungGap)}`
  const rungs: string[] = []
  for (let y = floorY - rungGap; y > deckY - rungGap * 0.5; y -= rungGap) {
    rungs.push(`M${r1(ladderX)} ${r1(y)} L${r1(ladderX + ladderW)} ${r1(y)}`)
  }
  const start = ladderX + ladderW
  const run = endX - start
  const landY = floorY - rungGap * 0.7
  const chute = `M${r1(start)} ${r1(deckY)} C${r1(start + run * 0.42)} ${r1(deckY)} ${r1(start + run * 0.4)} ${r1(landY)} ${r1(start + run * 0.82)} ${r1(landY)} L${r1(endX)} ${r1(landY)}`
  // The chute's raised side wall, a thinner line riding above it.
  const wallLine = `M${r1(start)} ${r1(deckY - stroke * 1.6)} C${r1(start + run * 0.44)} ${r1(deckY - stroke * 1.6)} ${r1(start + run * 0.42)} ${r1(landY - stroke * 1.6)} ${r1(start + run * 0.84)} ${r1(landY - stroke * 1.6)} L${r1(endX)} ${r1(landY - stroke * 1.6)}`
  return (
    line(rails, paint, stroke * 0.8) +
    line(rungs.join(' '), paint, stroke * 0.6) +
    line(chute, paint, stroke * 1.3) +
    line(wallLine, paint, stroke * 0.45) +
    line(
      `M${r1(start + run * 0.25)} ${r1(floorY)} L${r1(start + run * 0.25)} ${r1(deckY + (landY - deckY) * 0.3)}`,
      paint,
      stroke * 0.6,
    )
  )
}

interface DenimStack {
  x: number
  /** Where the plinth stands: lower on the picture is nearer the camera. */
  floorY: number
  plinth: number
  /** Width of a fold; nearer stacks are larger. */
  w: number
  items: readonly Folded[]
}

const J = {
  light: C.lightWash,
  mid: C.denim,
  dark: C.darkWash,
  black: C.black,
  ecru: '#ece2cf',
  sky: '#8fb3d0',
} as const

function jeansStack(colors: readonly string[]): Folded[] {
  return colors.map((color, i) => ({
    color,
    face: i === colors.length - 1 ? 'jeans' : 'plain',
    shift: [0, -4, 3, -2, 5, -3, 2, -5, 4, 0][i % 10] ?? 0,
  }))
}

function slideDenim(frame: Frame): string {
  const doc = new Doc(frame)
  const wide = frame.crop === 'wide'
  const horizon = wide ? 790 : 660
  doc.add(
    studio(
      doc,
      { wall: DENIM_WALL, floor: '#d3b79d', horizon },
      wide
        ? slideMural(900, 250, horizon, 2000, DENIM_WALL)
        : slideMural(90, 230, horizon, 1000, DENIM_WALL),
    ),
  )
  doc.add(keyLight(doc, wide ? [1300, 380] : [450, 360]))
  const stacks: DenimStack[] = wide
    ? [
        {
          x: 1110,
          floorY: 900,
          plinth: 200,
          w: 240,
          items: jeansStack([J.black, J.dark, J.dark, J.mid, J.mid, J.light]),
        },
        {
          x: 1700,
          floorY: 900,
          plinth: 300,
          w: 240,
          items: jeansStack([J.light, J.sky, J.ecru, J.light, J.ecru]),
        },
        {
          x: 1410,
          floorY: 1000,
          plinth: 110,
          w: 290,
          items: jeansStack([J.dark, J.mid, J.black, J.light, J.mid, J.dark, J.sky, J.mid]),
        },
      ]
    : [
        {
          x: 290,
          floorY: 770,
          plinth: 150,
          w: 250,
          items: jeansStack([J.black, J.dark, J.mid, J.dark, J.mid, J.light]),
        },
        {
          x: 620,
          floorY: 810,
          plinth: 250,
          w: 270,
          items: jeansStack([J.dark, J.mid, J.light, J.sky, J.ecru]),
        },
      ]
  for (const stack of stacks) {
    const thick = stack.w * 0.155
    doc.add(
      block(
        doc,
        stack.x,
        stack.floorY,
        stack.w + 56,
        stack.plinth,
        stack.w * 0.13,
        mix(PAPER, DENIM_WALL, 0.3),
      ),
    )
    doc.add(
      foldedStack(
        doc,
        stack.x,
        stack.floorY - stack.plinth - stack.w * 0.055,
        stack.w,
        thick,
        stack.items,
        {
          denim: true,
        },
      ),
    )
  }
  doc.add(vignette(doc))
  return doc.toSvg()
}

// ---------- slide 3: summer shirts and shorts, flat-lay ----------

/** Deterministic pseudo-random numbers (LCG), so the leaves fall the same way every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
}

/** The shadow of a palm frond: a curved rib with leaflets on both sides. */
function frondShadow(doc: Doc, from: Pt, angle: number, length: number, seed: number): string {
  const rand = seeded(seed)
  const rad = (angle * Math.PI) / 180
  const dir: Pt = [Math.cos(rad), Math.sin(rad)]
  const normal: Pt = [-dir[1], dir[0]]
  const bend = length * 0.12
  const at = (t: number): Pt => {
    const sag = Math.sin(t * Math.PI) * bend
    return [
      from[0] + dir[0] * length * t + normal[0] * sag,
      from[1] + dir[1] * length * t + normal[1] * sag,
    ]
  }
  const parts: string[] = []
  const end = at(1)
  const mid = at(0.5)
  parts.push(
    line(
      `M${xy(from)} Q${xy([mid[0] + normal[0] * bend, mid[1] + normal[1] * bend])} ${xy(end)}`,
      '#000',
      6,
    ),
  )
  const count = 22
  for (let i = 2; i < count; i++) {
    const t = i / count
    const base = at(t)
    const size = length * (0.34 - 0.22 * t) * (0.85 + rand() * 0.3)
    for (const side of [1, -1]) {
      const sweep = (38 + rand() * 16) * side
      const a = rad + (sweep * Math.PI) / 180
      const tip: Pt = [base[0] + Math.cos(a) * size, base[1] + Math.sin(a) * size]
      const wBase = length * 0.022
      const b1: Pt = [base[0] + dir[0] * wBase, base[1] + dir[1] * wBase]
      const b2: Pt = [base[0] - dir[0] * wBase, base[1] - dir[1] * wBase]
      parts.push(
        `<path d="M${xy(b1)} Q${xy([(b1[0] + tip[0]) / 2 + dir[0] * wBase * 1.5, (b1[1] + tip[1]) / 2 + dir[1] * wBase * 1.5])} ${xy(tip)} Q${xy([(b2[0] + tip[0]) / 2 - dir[0] * wBase, (b2[1] + tip[1]) / 2 - dir[1] * wBase])} ${xy(b2)} Z" fill="#000"/>`,
      )
    }
  }
  return `<g filter="url(#${doc.blur(3)})">${parts.join('')}</g>`
}

/** Folded sunglasses seen from above: tortoiseshell frame, dark lenses with a glint. */
function sunglasses(doc: Doc, at: Pt, scale: number, rotate: number): string {
  const lens = doc.linear(
    [
      [0, '#4a3a30'],
      [0.6, '#1d1714'],
      [1, '#0e0b09'],
    ],
    [0, 0],
    [1, 1],
  )
  const frame = '#6b3f22'
  const one = (cx: number) =>
    `<rect x="${String(cx - 62)}" y="-48" width="124" height="96" rx="44" fill="${frame}"/>` +
    `<rect x="${String(cx - 52)}" y="-38" width="104" height="76" rx="36" fill="${lens}"/>` +
    `<path d="M${String(cx - 30)} -22 Q${String(cx - 8)} -34 ${String(cx + 22)} -26" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.35"/>`
  return (
    `<g transform="translate(${xy(at)}) rotate(${String(rotate)}) scale(${String(scale)})">` +
    `<g transform="translate(10 14)" opacity="0.28" filter="url(#${doc.blur(5)})"><rect x="-140" y="-48" width="280" height="100" rx="44" fill="#1a120c"/></g>` +
    // Temples folded across the back of the frame.
    `<path d="M-134 -30 L120 -8 M134 -24 L-110 2" stroke="${mix(frame, '#000', 0.25)}" stroke-width="9" stroke-linecap="round"/>` +
    one(-68) +
    one(68) +
    `<path d="M-8 -20 Q0 -30 8 -20" fill="none" stroke="${frame}" stroke-width="10"/>` +
    `</g>`
  )
}

const SAND = '#e9d6bf'

function slideSummer(frame: Frame): string {
  const doc = new Doc(frame)
  const wide = frame.crop === 'wide'
  const { w, h } = frame
  const surface = doc.linear(
    [
      [0, mix(SAND, '#fff', 0.12)],
      [1, mix(SAND, '#000', 0.06)],
    ],
    [0.8, 0],
    [0.2, 1],
  )
  doc.add(rect(0, 0, w, h, surface))
  // A sun of brand-coloured paper under the shirts: the house colour as a summer prop.
  const sun: Pt = wide ? [1330, 470] : [470, 390]
  const sunR = wide ? 300 : 250
  doc.add(
    ellipse(
      sun,
      [sunR, sunR],
      '#1a120c',
      ` opacity="0.18" filter="url(#${doc.blur(8)})" transform="translate(10 14)"`,
    ),
    ellipse(
      sun,
      [sunR, sunR],
      doc.linear(
        [
          [0, mix(BRAND, '#fff', 0.14)],
          [1, mix(BRAND, '#000', 0.06)],
        ],
        [0.2, 0],
        [0.8, 1],
      ),
    ),
  )
  const sunShadow: Shadow = { dx: 16, dy: 20, blur: 7, opacity: 0.24 }
  const items: Placement[] = wide
    ? [
        { kind: 'shorts', color: C.mustard, at: [1720, 250], scale: 0.78, rotate: 12 },
        { kind: 'tee', color: C.white, at: [1700, 790], scale: 0.62, rotate: -9 },
        { kind: 'camp', color: C.sky, at: [1230, 480], scale: 0.82, rotate: -7 },
        { kind: 'shorts', color: C.coral, at: [1150, 940], scale: 0.7, rotate: 6 },
      ]
    : [
        { kind: 'shorts', color: C.mustard, at: [760, 210], scale: 0.62, rotate: 14 },
        { kind: 'camp', color: C.sky, at: [400, 380], scale: 0.74, rotate: -7 },
        { kind: 'shorts', color: C.coral, at: [790, 640], scale: 0.56, rotate: -8 },
      ]
  for (const item of items) doc.add(garment(doc, { ...item, shadow: sunShadow }))
  doc.add(wide ? sunglasses(doc, [1520, 1000], 0.8, -14) : sunglasses(doc, [520, 690], 0.7, -12))
  // Hard afternoon sun through palm leaves, falling across the right-hand side only.
  const fronds = wide
    ? [frondShadow(doc, [2000, -60], 138, 620, 7), frondShadow(doc, [2020, 300], 168, 480, 11)]
    : [frondShadow(doc, [960, -40], 128, 460, 7)]
  doc.add(`<g opacity="0.13">${fronds.join('')}</g>`)
  doc.add(vignette(doc, 0.24))
  return doc.toSvg()
}

// ---------- slide 4: outdoor jackets and joggers ----------

/** A smooth ridge line through seeded peaks: quadratic curves between the peaks' midpoints. */
function ridge(
  w: number,
  h: number,
  baseY: number,
  peak: number,
  step: number,
  seed: number,
): string {
  const rand = seeded(seed)
  const pts: Pt[] = []
  for (let x = -step; x <= w + step * 2; x += step * (0.7 + rand() * 0.6)) {
    pts.push([x, baseY - peak * (0.35 + rand() * 0.65)])
  }
  let d = `M${r1(-step)} ${r1(h)} L${xy(pts[0] ?? [0, baseY])}`
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i] ?? [0, 0]
    const n = pts[i + 1] ?? p
    d += ` Q${xy(p)} ${xy([(p[0] + n[0]) / 2, (p[1] + n[1]) / 2])}`
  }
  return `${d} L${r1(w + step * 2)} ${r1(h)} Z`
}

/** Mountains and hills under a low brand-coloured sun: the outdoors, painted soft and hazy. */
function landscape(doc: Doc, horizon: number, sun: Pt, sunR: number): string {
  const { w, h } = doc.frame
  const sky = doc.linear([
    [0, '#a9bcc6'],
    [0.6, '#e4d4c4'],
    [1, '#f3dcc5'],
  ])
  const glow = doc.radial(
    [
      [0, '#ffe4c9', 0.7],
      [1, '#ffe4c9', 0],
    ],
    sun,
    [sunR * 4, sunR * 2.6],
  )
  const parts = [
    rect(0, 0, w, horizon + 20, sky),
    rect(0, 0, w, horizon, glow),
    ellipse(sun, [sunR, sunR], mix(BRAND, '#f3dcc5', 0.2)),
  ]
  // Far to near: each range darker, greener and less hazy.
  const ranges: [number, number, number, string][] = [
    [horizon - h * 0.1, h * 0.2, w * 0.09, '#a6b2b8'],
    [horizon - h * 0.04, h * 0.11, w * 0.12, '#8b9c9b'],
    [horizon + h * 0.005, h * 0.055, w * 0.16, '#6f8479'],
  ]
  ranges.forEach(([baseY, peak, step, color], i) => {
    const haze = doc.linear([
      [0, color],
      [1, mix(color, '#f3dcc5', 0.3)],
    ])
    parts.push(pathEl(ridge(w, h, baseY, peak, step, 31 + i * 17), haze))
  })
  const meadow = doc.linear([
    [0, '#8a9467'],
    [0.4, '#6f7a4e'],
    [1, '#4c5636'],
  ])
  parts.push(
    pathEl(
      `M0 ${r1(h)} L0 ${r1(horizon + 10)} Q${r1(w * 0.55)} ${r1(horizon - 14)} ${r1(w)} ${r1(horizon + 4)} L${r1(w)} ${r1(h)} Z`,
      meadow,
    ),
  )
  return parts.join('')
}

const WOOD = '#8e6240'

/** An A-frame clothes rack in oiled wood: two splayed leg pairs and a round top pole. */
function aFrameRack(doc: Doc, x0: number, x1: number, y: number, groundY: number): string {
  const grain = doc.linear(
    [
      [0, mix(WOOD, '#fff', 0.22)],
      [0.5, WOOD],
      [1, mix(WOOD, '#000', 0.3)],
    ],
    [0, 0],
    [1, 0],
  )
  const pole = doc.linear([
    [0, mix(WOOD, '#fff', 0.3)],
    [0.45, WOOD],
    [1, mix(WOOD, '#000', 0.35)],
  ])
  const legs = (x: number) => {
    const spread = (groundY - y) * 0.1
    const leg = (dx: number) =>
      `<path d="M${r1(x - 8)} ${r1(y - 10)} L${r1(x + 8)} ${r1(y - 10)} L${r1(x + dx + 10)} ${r1(groundY)} L${r1(x + dx - 10)} ${r1(groundY)} Z" fill="${grain}"/>`
    return (
      floorShadow(doc, [x + 30, groundY + 4], [spread * 2.2, 10], 0.45) +
      leg(-spread) +
      leg(spread) +
      rect(
        x - spread * 0.55,
        y + (groundY - y) * 0.55,
        spread * 1.1,
        12,
        mix(WOOD, '#000', 0.15),
        ' rx="3"',
      )
    )
  }
  return legs(x0) + legs(x1) + rect(x0 - 40, y - 9, x1 - x0 + 80, 18, pole, ' rx="9"')
}

/** A trouser clip hanger: hook over the pole and a slim bar gripping the waistband. */
function clipHanger(x: number, railY: number, barY: number, width: number): string {
  return (
    hook(x, railY, barY) +
    rect(x - width / 2, barY - 5, width, 10, '#2b2622', ' rx="4"') +
    rect(x - width / 2 + 6, barY + 3, 10, 16, '#3a342e', ' rx="2"') +
    rect(x + width / 2 - 16, barY + 3, 10, 16, '#3a342e', ' rx="2"')
  )
}

interface Outdoor {
  kind: 'field' | 'zip' | 'joggers'
  color: string
  x: number
}

function slideOutdoor(frame: Frame): string {
  const doc = new Doc(frame)
  const wide = frame.crop === 'wide'
  const horizon = wide ? 830 : 720
  doc.add(landscape(doc, horizon, wide ? [740, 560] : [200, 480], wide ? 84 : 70))
  const railY = wide ? 210 : 230
  const x0 = wide ? 880 : 100
  const x1 = wide ? 1860 : 800
  const groundY = wide ? 990 : 900
  const scale = wide ? 0.6 : 0.58
  doc.add(aFrameRack(doc, x0, x1, railY, groundY))
  const wear: Outdoor[] = wide
    ? [
        { kind: 'field', color: C.olive, x: 1070 },
        { kind: 'zip', color: C.rust, x: 1500 },
        { kind: 'joggers', color: C.heather, x: 1285 },
        { kind: 'joggers', color: C.charcoal, x: 1720 },
      ]
    : [
        { kind: 'field', color: C.olive, x: 290 },
        { kind: 'zip', color: C.rust, x: 610 },
        { kind: 'joggers', color: C.heather, x: 450 },
      ]
  for (const item of wear) {
    if (item.kind === 'joggers') {
      const barY = railY + 46
      doc.add(clipHanger(item.x, railY, barY, 330 * scale))
      doc.add(
        garment(doc, {
          kind: 'joggers',
          color: item.color,
          at: [item.x, barY + 4],
          anchor: [400, 106],
          scale,
          drape: true,
        }),
      )
    } else {
      const hang: Pt = item.kind === 'zip' ? [400, 100] : [400, 168]
      doc.add(hook(item.x, railY, railY + 56))
      doc.add(
        garment(doc, {
          kind: item.kind,
          color: item.color,
          at: [item.x, railY + 50],
          anchor: hang,
          scale,
          drape: true,
        }),
      )
    }
  }
  // Spare joggers folded on a wooden crate in the grass; the phone crop keeps its foot clear.
  const crate: Pt = [1600, 1050]
  const crateW = 300
  if (wide) doc.add(block(doc, crate[0], crate[1], crateW, crateW * 0.38, crateW * 0.12, '#a7744b'))
  if (wide)
    doc.add(
      foldedStack(
        doc,
        crate[0],
        crate[1] - crateW * 0.38 - crateW * 0.05,
        crateW * 0.74,
        crateW * 0.12,
        [
          { color: C.navy, face: 'plain', shift: 2 },
          { color: C.olive, face: 'plain', shift: -3 },
          { color: C.charcoal, face: 'plain', shift: 3 },
        ],
      ),
    )
  doc.add(vignette(doc, 0.26))
  return doc.toSvg()
}

// ---------- output ----------

// ---------- the neutral backdrop ----------

/**
 * A shop's first home page before its owner uploads a picture: a calm warm gradient with a soft
 * glow where the demo's artwork would stand (right of the text on wide screens, above it on
 * phones), naming no brand and showing no product.
 */
function neutralBackdrop(frame: Frame): string {
  const doc = new Doc(frame)
  const { w, h } = frame
  const wide = frame.crop === 'wide'
  const ground = doc.linear(
    [
      [0, '#d9c7b0'],
      [0.55, '#c9a78d'],
      [1, '#9c6f5a'],
    ],
    [0, 0],
    [1, 1],
  )
  doc.add(rect(0, 0, w, h, ground))
  const glow = doc.radial(
    [
      [0, PAPER, 0.55],
      [1, PAPER, 0],
    ],
    wide ? [w * 0.7, h * 0.42] : [w * 0.5, h * 0.34],
    wide ? [w * 0.38, h * 0.6] : [w * 0.7, h * 0.4],
  )
  doc.add(rect(0, 0, w, h, glow))
  doc.add(vignette(doc, 0.2))
  return doc.toSvg()
}

/** Each bundled picture's file name stem and how it is drawn. */
const PICTURES: readonly { stem: string; scene: (frame: Frame) => string }[] = [
  { stem: 'hero-1', scene: slideRail },
  { stem: 'hero-2', scene: slideDenim },
  { stem: 'hero-3', scene: slideSummer },
  { stem: 'hero-4', scene: slideOutdoor },
  { stem: 'neutral', scene: neutralBackdrop },
]

async function render(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(width, height)
    .webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true })
    .toBuffer()
}

async function main(): Promise<void> {
  const only = process.argv.slice(2)
  await mkdir(OUT_DIR, { recursive: true })
  for (const { stem, scene } of PICTURES) {
    if (only.length > 0 && !only.includes(stem)) continue
    for (const [crop, size] of [
      ['wide', HERO_WIDE],
      ['tall', HERO_TALL],
    ] as const) {
      const svg = scene({ crop, w: size.width, h: size.height })
      for (const width of size.widths) {
        const height = Math.round((size.height * width) / size.width)
        const file = path.join(OUT_DIR, storedImageUrl(shapedImageBase(stem, size), width))
        const data = await render(svg, width, height)
        await writeFile(file, data)
        console.log(`${path.basename(file)}  ${String(Math.round(data.length / 1024))} KB`)
      }
    }
  }
}

await main()
