/** Product pictures drawn at seed time: flat garment illustrations, no download needed. */
import sharp from 'sharp'
import { swatchFor } from '@shop/shared/colors'
import type { DemoProduct, GarmentKind } from '../demo-catalogue.js'
import { drawBottoms } from './draw-bottoms.js'
import { drawHoodie, drawSweater } from './draw-knits.js'
import { drawBlazer, drawJacket } from './draw-outerwear.js'
import { drawPolo, drawShirt, drawTank, drawTShirt } from './draw-tops.js'
import {
  type DrawInput,
  type GarmentArt,
  type GarmentStyle,
  type View,
  styleFor,
} from './garment-art.js'
import {
  CANVAS_HEIGHT as H,
  CANVAS_WIDTH as W,
  bounds,
  luminance,
  mix,
  paletteFor,
} from './svg-kit.js'

export interface RenderedImage {
  data: Buffer
  altText: string
  /** The variant colour the picture shows: the seed tags the product image with it. */
  color: string
  width: number
  height: number
}

const DRAWERS: Record<GarmentKind, (input: DrawInput) => GarmentArt> = {
  't-shirt': drawTShirt,
  polo: drawPolo,
  shirt: drawShirt,
  tank: drawTank,
  sweater: drawSweater,
  hoodie: drawHoodie,
  jacket: drawJacket,
  blazer: drawBlazer,
  jeans: (input) => drawBottoms('jeans', input),
  trousers: (input) => drawBottoms('trousers', input),
  joggers: (input) => drawBottoms('joggers', input),
  shorts: (input) => drawBottoms('shorts', input),
  skirt: (input) => drawBottoms('skirt', input),
  leggings: (input) => drawBottoms('leggings', input),
}

/** Soft studio backdrops; each product keeps one so its gallery looks like a single shoot. */
const BACKDROPS = ['#f4f1ec', '#eff1f3', '#f3eff0', '#eef1ed', '#f5f0e8', '#eceff3', '#f2f0ea']

/** The garment fills about this box, centred slightly below the middle for visual balance. */
const FRAME = { width: 620, height: 790, cx: W / 2, cy: H / 2 + 8 }
const ZOOM = 2.1

type Texture = 'twill' | 'knit' | 'slub' | 'rib' | 'none'

interface Shot {
  view: View
  color: string
  closeUp: boolean
}

export async function renderProductImages(product: DemoProduct): Promise<RenderedImage[]> {
  const style = styleFor(product)
  const colors = [...new Set(product.variants.map((v) => v.color))]
  const first = colors[0] ?? 'Heather Gray'
  const shots: Shot[] = [
    { view: 'front', color: first, closeUp: false },
    { view: 'back', color: colors[1] ?? first, closeUp: false },
    { view: 'front', color: colors[2] ?? first, closeUp: true },
  ]
  return Promise.all(
    shots.map(async (shot) => {
      const art = DRAWERS[product.garment]({
        view: shot.view,
        pal: paletteFor(swatchFor(shot.color)),
        style,
      })
      const svg = compose(product, art, shot, style)
      // Lossless here: the upload store makes the one lossy WebP encoding, in every width.
      const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer()
      return {
        data,
        altText: altText(product, art, shot),
        color: shot.color,
        width: W,
        height: H,
      }
    }),
  )
}

function altText(product: DemoProduct, art: GarmentArt, shot: Shot): string {
  if (shot.closeUp)
    return `Close-up of the ${art.focusLabel} on the ${product.name} in ${shot.color}`
  const side = shot.view === 'front' ? 'Front' : 'Back'
  return `${side} view of the ${product.name} in ${shot.color}`
}

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

function textureFor(product: DemoProduct, style: GarmentStyle): Texture {
  if (style.denim) return 'twill'
  if (product.garment === 'sweater') return 'knit'
  if (product.material === 'Linen') return 'slub'
  if (style.tags.has('ribbed') || product.garment === 'leggings') return 'rib'
  return 'none'
}

/** Pattern tile edge. librsvg pays a fixed cost per tile, so a few large tiles beat many tiny ones. */
const TILE = 240

/** Repeats `cell` (drawn at the origin) across one large tile. */
function tiled(cellW: number, cellH: number, cell: (x: number, y: number) => string): string {
  const parts: string[] = []
  for (let y = 0; y < TILE; y += cellH) for (let x = 0; x < TILE; x += cellW) parts.push(cell(x, y))
  return parts.join(' ')
}

function patternDefs(texture: Texture, base: string): string {
  const onDark = luminance(base) < 0.2
  const ink = onDark ? '#ffffff' : '#000000'
  const pattern = (body: string) =>
    `<pattern id="tex" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse">${body}</pattern>`
  switch (texture) {
    case 'twill': {
      // Steep diagonal wales; the tile repeats seamlessly because TILE / 2 is a multiple of 6.
      const d: string[] = []
      for (let x = 0; x <= TILE * 1.5; x += 6) d.push(`M${x - TILE / 2} ${TILE} L${x} 0`)
      return pattern(
        `<path d="${d.join(' ')}" stroke="${ink}" stroke-width="1.8" opacity="${onDark ? 0.05 : 0.045}"/>`,
      )
    }
    case 'knit':
      return pattern(
        `<path d="${tiled(16, 12, (x, y) => `M${x + 2} ${y + 2} L${x + 8} ${y + 10} L${x + 14} ${y + 2}`)}" fill="none" stroke="${ink}" stroke-width="1.6" opacity="0.08"/>`,
      )
    case 'slub':
      return pattern(
        `<path d="${tiled(60, 14, (x, y) => `M${x} ${y + 3} H${x + 34} M${x + 20} ${y + 10} H${x + 58}`)}" stroke="${ink}" stroke-width="1.2" opacity="0.06"/>`,
      )
    case 'rib':
      return pattern(
        `<path d="${tiled(10, TILE, (x) => `M${x + 2} 0 V${TILE}`)}" stroke="${ink}" stroke-width="4" opacity="0.05"/>`,
      )
    case 'none':
      return ''
  }
}

function compose(product: DemoProduct, art: GarmentArt, shot: Shot, style: GarmentStyle): string {
  const base = swatchFor(shot.color)
  const pal = paletteFor(base)
  const box = bounds(art.outline)
  const scale = Math.min(FRAME.width / box.width, FRAME.height / box.height, 1.2)
  const fit = `translate(${FRAME.cx} ${FRAME.cy}) scale(${scale.toFixed(4)}) translate(${-(box.x + box.width / 2)} ${-(box.y + box.height / 2)})`
  let transform = fit
  if (shot.closeUp) {
    const fx = FRAME.cx + (art.focus[0] - (box.x + box.width / 2)) * scale
    const fy = FRAME.cy + (art.focus[1] - (box.y + box.height / 2)) * scale
    transform = `translate(${W / 2} ${H / 2}) scale(${ZOOM}) translate(${-fx} ${-fy}) ${fit}`
  }

  // Light garments sit on a slightly deeper backdrop so their edges stay visible.
  const neutral = BACKDROPS[hash(product.name) % BACKDROPS.length] ?? '#f2f0eb'
  const lum = luminance(base)
  const tinted = mix(neutral, base, 0.07)
  const backdrop = lum > 0.6 ? mix(tinted, '#5b5650', 0.08) : tinted
  const texture = textureFor(product, style)

  const x0 = box.x
  const x1 = box.x + box.width
  const y0 = box.y
  const y1 = box.y + box.height
  const { outline } = art
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>` +
    `<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${mix(backdrop, '#ffffff', 0.45)}"/><stop offset="1" stop-color="${mix(backdrop, '#000000', 0.03)}"/></radialGradient>` +
    `<clipPath id="g"><path d="${outline}"/></clipPath>` +
    `<radialGradient id="fade"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="sh" gradientUnits="userSpaceOnUse" x1="${x0}" y1="0" x2="${x1}" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.14"/><stop offset="0.25" stop-color="#000" stop-opacity="0.02"/>` +
    `<stop offset="0.42" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.7" stop-color="#000" stop-opacity="0.02"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.17"/></linearGradient>` +
    `<linearGradient id="sv" gradientUnits="userSpaceOnUse" x1="0" y1="${y0}" x2="0" y2="${y1}">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient>` +
    patternDefs(texture, base) +
    `</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<g transform="${transform}">` +
    `<path d="${outline}" fill="#3a3026" opacity="0.06" transform="translate(12 18)"/>` +
    `<path d="${outline}" fill="#3a3026" opacity="0.06" transform="translate(5 8)"/>` +
    `<path d="${outline}" fill="${base}"/>` +
    `<g clip-path="url(#g)">` +
    (texture === 'none'
      ? ''
      : `<rect x="${x0}" y="${y0}" width="${box.width}" height="${box.height}" fill="url(#tex)"/>`) +
    art.details +
    `<rect x="${x0}" y="${y0}" width="${box.width}" height="${box.height}" fill="url(#sh)"/>` +
    `<rect x="${x0}" y="${y0}" width="${box.width}" height="${box.height}" fill="url(#sv)"/>` +
    `</g>` +
    `<path d="${outline}" fill="none" stroke="${pal.line}" stroke-width="3" stroke-linejoin="round"/>` +
    art.overlay +
    `</g></svg>`
  )
}
