/** Knitwear: sweaters and hoodies (ribbed trims, hoods, kangaroo pockets). */
import { slideBadge } from './draw-badge.js'
import type { DrawInput, Fit, GarmentArt, View } from './garment-art.js'
import {
  CENTER_X as CX,
  type Palette,
  both,
  fill,
  mirror,
  piece,
  stitch,
  stroke,
} from './svg-kit.js'
import {
  type TopFrame,
  crewNeckBack,
  crewNeckFront,
  cuffs,
  hemBand,
  longSleeveFrame,
  topBasics,
  topOutline,
} from './top-frame.js'

export function drawSweater({ view, pal, style }: DrawInput): GarmentArt {
  const f = longSleeveFrame(style.fit === 'regular' ? 'regular' : style.fit)
  let details =
    topBasics(f, pal, { hemStitch: false }) + cuffs(f, pal, 'rib', 62) + hemBand(f, pal, 62)
  if (style.tags.has('cable')) details += cables(f, pal)
  details += view === 'front' ? crewNeckFront(f, pal, 24) : crewNeckBack(f, pal, 24)
  return {
    outline: topOutline(f),
    details,
    overlay: '',
    focus: style.tags.has('cable') ? [CX + 30, 330] : [CX + 20, 250],
    focusLabel: style.tags.has('cable')
      ? 'cable-knit pattern and ribbed neckline'
      : 'ribbed crew neckline and knit texture',
  }
}

/** Rope cables: two strands crossing every repeat, flanked by purl columns. */
function cables(f: TopFrame, pal: Palette): string {
  const top = f.frontNeckY + 36
  const bottom = f.hem[1] - 70
  const parts: string[] = []
  const purl: string[] = []
  for (const x of [CX - 92, CX, CX + 92]) {
    const half = x === CX ? 20 : 15
    for (let y = top; y < bottom - 40; y += 52) {
      parts.push(
        `M${x - half} ${y} C${x - half} ${y + 26} ${x + half} ${y + 26} ${x + half} ${y + 52}`,
      )
      parts.push(
        `M${x + half} ${y + 4} C${x + half} ${y + 22} ${x + 6} ${y + 22} ${x + 4} ${y + 24}`,
      )
      parts.push(
        `M${x - 4} ${y + 30} C${x - 8} ${y + 32} ${x - half} ${y + 34} ${x - half} ${y + 52}`,
      )
    }
    purl.push(
      `M${x - half - 14} ${top} L${x - half - 14} ${bottom}`,
      `M${x + half + 14} ${top} L${x + half + 14} ${bottom}`,
    )
  }
  return (
    stroke(parts.join(' '), pal.deep, 4, ' opacity="0.35"') +
    stroke(parts.join(' '), pal.light, 1.6, ' opacity="0.45" transform="translate(-1.5 -1.5)"') +
    stroke(purl.join(' '), pal.deep, 2.4, ' stroke-dasharray="4 5" opacity="0.3"')
  )
}

/**
 * Hooded garments: seen from the front the hood stands up behind the neck; seen from the back
 * it lies folded down over the shoulders, so the contour stops at the neckline.
 */
export function hoodFrame(fit: Fit, base: TopFrame, view: View): TopFrame {
  const hoodW = fit === 'fitted' ? 82 : 90
  const neckY = base.neckY + 40
  if (view === 'back') return { ...base, neckW: hoodW, neckY: neckY - 6, backNeckY: neckY - 2 }
  return {
    ...base,
    neckW: hoodW,
    neckY,
    backNeckY: 92,
    frontNeckY: 280,
    crown: `C${CX + 62} 92 ${CX + hoodW + 6} 140 ${CX + hoodW} ${neckY}`,
  }
}

export function drawHoodie({ view, pal, style }: DrawInput): GarmentArt {
  const base = hoodFrame(
    style.fit,
    longSleeveFrame(style.fit === 'fitted' ? 'fitted' : 'boxy'),
    view,
  )
  const lift = style.tags.has('cropped') ? 130 : 0
  const f: TopFrame = lift
    ? {
        ...base,
        waist: [base.waist[0] + 6, base.waist[1] - lift * 0.6],
        hem: [base.hem[0] - 6, base.hem[1] - lift],
        hemCenterY: base.hemCenterY - lift,
      }
    : base
  const zip = style.tags.has('zip')
  let details =
    topBasics(f, pal, { hemStitch: false }) + cuffs(f, pal, 'rib', 60) + hemBand(f, pal, 58)
  let overlay: string
  if (view === 'front') {
    details += hoodFront(pal)
    details += kangaroo(f, pal, zip)
    if (zip) details += zipper(278, f.hemCenterY + 2, pal)
    if (style.badge !== 'none' && !zip)
      details += slideBadge([CX, f.hem[1] - (lift ? 250 : 330)], lift ? 46 : 56, pal)
    if (style.badge !== 'none' && zip) details += slideBadge([CX + 100, 360], 30, pal)
    overlay = drawstrings(pal, zip)
  } else {
    overlay = hoodBack(f, pal)
  }
  return {
    outline: topOutline(f),
    details,
    overlay,
    focus: [CX + 20, 230],
    focusLabel: zip ? 'lined hood and zip' : 'lined hood and drawstrings',
  }
}

export function hoodFront(pal: Palette, eyelets = true): string {
  // A tall U: the hood lies open behind the neck, its lining and centre seam visible inside.
  const opening = `M${CX} 292 C${CX + 40} 272 ${CX + 70} 232 ${CX + 70} 172 C${CX + 70} 130 ${CX + 44} 112 ${CX} 112 C${CX - 44} 112 ${CX - 70} 130 ${CX - 70} 172 C${CX - 70} 232 ${CX - 40} 272 ${CX} 292 Z`
  const rim = `M${CX + 6} 306 C${CX + 52} 284 ${CX + 84} 240 ${CX + 84} 172 C${CX + 84} 124 ${CX + 52} 100 ${CX} 100`
  return (
    fill(opening, pal.shade) +
    fill(
      `M${CX - 70} 200 C${CX - 70} 240 ${CX - 40} 272 ${CX} 292 C${CX + 40} 272 ${CX + 70} 240 ${CX + 70} 200 Q${CX} 170 ${CX - 70} 200 Z`,
      '#000',
      0.18,
    ) +
    stroke(`M${CX} 114 L${CX} 250`, pal.deep, 2, ' opacity="0.5"') +
    stroke(opening, pal.line, 2.6) +
    stitch(both(rim), pal.seam, 1.3) +
    stroke(`M${CX - 66} 226 Q${CX - 30} 290 ${CX + 18} 306`, pal.line, 2.4) +
    // The neck seam where the hood meets the body.
    stroke(both(`M${CX + 84} 216 Q${CX + 74} 270 ${CX + 20} 302`), pal.seam, 2, ' opacity="0.7"') +
    (eyelets ? eyelet(CX - 28, 262, pal) + eyelet(CX + 28, 262, pal) : '')
  )
}

function eyelet(x: number, y: number, pal: Palette): string {
  return `<circle cx="${x}" cy="${y}" r="6" fill="${pal.deep}" stroke="${pal.trim}" stroke-width="2.5"/>`
}

function drawstrings(pal: Palette, zip: boolean): string {
  const cord = pal.trim
  const x = zip ? 40 : 28
  const right = `M${CX + x} 262 C${CX + x + 4} 300 ${CX + x - 2} 340 ${CX + x + 6} 384`
  const left = `M${CX - x} 262 C${CX - x - 2} 310 ${CX - x + 6} 350 ${CX - x - 4} 404`
  const tip = (tx: number, ty: number) =>
    `<rect x="${tx - 4.5}" y="${ty - 4}" width="9" height="22" rx="3" fill="${pal.dark ? '#cfc9bd' : '#3a3a3e'}"/>`
  return (
    stroke(`${left} ${right}`, pal.line, 8, ' opacity="0.5"') +
    stroke(`${left} ${right}`, cord, 5.5) +
    tip(CX + x + 6, 384) +
    tip(CX - x - 4, 404)
  )
}

function kangaroo(f: TopFrame, pal: Palette, split: boolean): string {
  const bottom = f.hem[1] - 64
  const top = bottom - 190
  const w = Math.min(168, f.hem[0] - CX - 20)
  if (split) {
    const d = `M${CX + 20} ${top + 30} L${CX + w - 52} ${top + 30} L${CX + w} ${bottom} L${CX + 20} ${bottom} Z`
    const opening = `M${CX + w - 52} ${top + 30} L${CX + w} ${bottom}`
    return (
      fill(both(d), '#000', 0.035) +
      stroke(both(d), pal.seam, 2) +
      stroke(both(opening), pal.line, 3) +
      stitch(both(`M${CX + w - 62} ${top + 34} L${CX + w - 12} ${bottom - 4}`), pal.seam, 1.2)
    )
  }
  const d = `M${CX - w + 50} ${top} L${CX + w - 50} ${top} Q${CX + w - 28} ${bottom - 90} ${CX + w} ${bottom} L${CX - w} ${bottom} Q${CX - w + 28} ${bottom - 90} ${CX - w + 50} ${top} Z`
  const openings = `M${CX + w - 50} ${top} Q${CX + w - 28} ${bottom - 90} ${CX + w} ${bottom}`
  return (
    fill(d, '#000', 0.035) +
    stroke(
      both(
        `M${CX + w - 62} ${top + 14} Q${CX + w - 42} ${bottom - 96} ${CX + w - 14} ${bottom - 8}`,
      ),
      pal.deep,
      5,
      ' opacity="0.16"',
    ) +
    stroke(d, pal.seam, 2.2) +
    stroke(openings + ' ' + mirror(openings), pal.line, 2.8) +
    stitch(`M${CX - w + 58} ${top + 8} L${CX + w - 58} ${top + 8}`, pal.seam, 1.2)
  )
}

/** The hood folded down the back: a rounded point with its centre seam. */
export function hoodBack(f: TopFrame, pal: Palette): string {
  const top = f.neckY - 6
  const w = f.neckW + 12
  const tip = top + 250
  const d = `M${CX - w} ${top + 4} Q${CX} ${top - 16} ${CX + w} ${top + 4} C${CX + w + 14} ${top + 110} ${CX + 56} ${tip - 24} ${CX} ${tip} C${CX - 56} ${tip - 24} ${CX - w - 14} ${top + 110} ${CX - w} ${top + 4} Z`
  return (
    `<path d="${d}" fill="#000" opacity="0.1" transform="translate(3 8)"/>` +
    piece(d, pal.base, pal.line, 2.4) +
    fill(
      `M${CX} ${top - 6} Q${CX + w * 0.6} ${top - 10} ${CX + w} ${top + 4} C${CX + w + 14} ${top + 110} ${CX + 56} ${tip - 24} ${CX} ${tip} Z`,
      '#000',
      0.06,
    ) +
    fill(
      `M${CX - w} ${top + 4} Q${CX} ${top - 16} ${CX + w} ${top + 4} L${CX + w + 2} ${top + 18} Q${CX} ${top} ${CX - w - 2} ${top + 18} Z`,
      '#fff',
      0.1,
    ) +
    stroke(`M${CX} ${top - 6} L${CX} ${tip - 2}`, pal.seam, 2) +
    stitch(`M${CX + 7} ${top + 2} L${CX + 7} ${tip - 14}`, pal.seam, 1.2)
  )
}

/** Zip with teeth and a pull; `top`/`bottom` are y positions on the centre line. */
export function zipper(top: number, bottom: number, pal: Palette): string {
  const teeth = pal.dark ? '#8d8a84' : pal.line
  return (
    `<rect x="${CX - 7}" y="${top}" width="14" height="${bottom - top}" fill="${pal.shade}"/>` +
    stroke(
      `M${CX} ${top} L${CX} ${bottom}`,
      teeth,
      7,
      ' stroke-dasharray="2.5 2.5" stroke-linecap="butt"',
    ) +
    stitch(
      `M${CX - 12} ${top + 6} L${CX - 12} ${bottom - 6} M${CX + 12} ${top + 6} L${CX + 12} ${bottom - 6}`,
      pal.seam,
      1.2,
    ) +
    `<rect x="${CX - 6}" y="${top + 4}" width="12" height="16" rx="3" fill="${pal.trim}" stroke="${pal.line}" stroke-width="1.5"/>` +
    `<rect x="${CX - 4}" y="${top + 16}" width="8" height="28" rx="4" fill="${pal.trim}" stroke="${pal.line}" stroke-width="1.5"/>`
  )
}
