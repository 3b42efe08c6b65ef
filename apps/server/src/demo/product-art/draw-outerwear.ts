/** Outerwear: trucker, field and zip jackets, and a tailored blazer. */
import { slideBadge } from './draw-badge.js'
import { hoodBack, hoodFrame, hoodFront, zipper } from './draw-knits.js'
import { collarBack, cropped, shirtCollarFront } from './draw-tops.js'
import type { DrawInput, GarmentArt, GarmentStyle } from './garment-art.js'
import {
  CENTER_X as CX,
  type Palette,
  type Pt,
  add,
  both,
  fill,
  piece,
  poly,
  stitch,
  stroke,
} from './svg-kit.js'
import {
  type TopFrame,
  cuffs,
  hemBand,
  hemStitch,
  longSleeveFrame,
  topBasics,
  topOutline,
  topPoints,
} from './top-frame.js'

/** Gold thread on denim, matching thread elsewhere. */
const DENIM_THREAD = '#d39b3f'
const COPPER = '#b87a3d'

function threadFor(style: GarmentStyle, pal: Palette): string {
  return style.denim ? DENIM_THREAD : pal.seam
}

function jacketFrame(style: GarmentStyle): TopFrame {
  const base = longSleeveFrame(style.fit === 'fitted' ? 'fitted' : 'regular')
  const sleeve = base.sleeve ? { ...base.sleeve, cuff: base.sleeve.cuff + 8 } : null
  const f: TopFrame = {
    ...base,
    neckW: 56,
    neckY: 166,
    backNeckY: 160,
    shoulder: add(base.shoulder, 10, 2),
    underarm: add(base.underarm, 10, 0),
    waist: add(base.waist, 14, -20),
    hem: add(base.hem, 14, -40),
    hemCenterY: base.hem[1] - 40,
    sleeve,
  }
  return cropped(f, style)
}

function metalButton(at: Pt, r = 8): string {
  return `<circle cx="${at[0]}" cy="${at[1]}" r="${r}" fill="${COPPER}" stroke="#7a4e22" stroke-width="1.6"/><circle cx="${at[0] - r * 0.3}" cy="${at[1] - r * 0.3}" r="${r * 0.3}" fill="#e0b27a" opacity="0.8"/>`
}

/** Patch pocket under a flap, on both sides of the chest or hips. */
function flapPockets(
  x0: number,
  x1: number,
  top: number,
  height: number,
  pal: Palette,
  thread: string,
  pointed: boolean,
  buttonFill: 'metal' | 'snap',
): string {
  const mid = (x0 + x1) / 2
  const body = `M${x0} ${top + 12} L${x1} ${top + 12} L${x1} ${top + height} L${x0} ${top + height} Z`
  const flap = pointed
    ? `M${x0 - 4} ${top} L${x1 + 4} ${top} L${x1 + 4} ${top + 34} L${mid} ${top + 52} L${x0 - 4} ${top + 34} Z`
    : `M${x0 - 4} ${top} L${x1 + 4} ${top} L${x1 + 4} ${top + 42} L${x0 - 4} ${top + 42} Z`
  const flapStitch = pointed
    ? `M${x0 + 3} ${top + 8} L${x0 + 3} ${top + 30} L${mid} ${top + 45} L${x1 - 3} ${top + 30} L${x1 - 3} ${top + 8}`
    : `M${x0 + 3} ${top + 8} L${x0 + 3} ${top + 35} L${x1 - 3} ${top + 35} L${x1 - 3} ${top + 8}`
  const bodyStitch = `M${x0 + 6} ${top + 40} L${x0 + 6} ${top + height - 6} L${x1 - 6} ${top + height - 6} L${x1 - 6} ${top + 40}`
  const btnAt: Pt = [mid, top + (pointed ? 34 : 26)]
  const btn =
    buttonFill === 'metal'
      ? metalButton(btnAt, 7) + metalButton([2 * CX - btnAt[0], btnAt[1]], 7)
      : snap(btnAt, pal) + snap([2 * CX - btnAt[0], btnAt[1]], pal)
  return (
    fill(both(body), pal.base) +
    fill(both(body), '#000', 0.04) +
    stroke(both(body), pal.seam, 2) +
    stitch(both(bodyStitch), thread, 1.4) +
    fill(
      both(`M${x0} ${top + 48} L${x1} ${top + 48} L${x1} ${top + 60} L${x0} ${top + 60} Z`),
      '#000',
      0.08,
    ) +
    piece(both(flap), pal.base, pal.line, 2.2) +
    fill(both(flap), '#fff', 0.07) +
    stitch(both(flapStitch), thread, 1.3) +
    btn
  )
}

function snap(at: Pt, pal: Palette): string {
  return `<circle cx="${at[0]}" cy="${at[1]}" r="7" fill="${pal.shade}" stroke="${pal.line}" stroke-width="1.6"/><circle cx="${at[0]}" cy="${at[1]}" r="2.6" fill="${pal.trim}"/>`
}

export function drawJacket(input: DrawInput): GarmentArt {
  const { style } = input
  if (style.tags.has('trucker') || style.denim) return truckerJacket(input)
  if (style.tags.has('field')) return fieldJacket(input)
  return zipJacket(input)
}

function truckerJacket({ view, pal, style }: DrawInput): GarmentArt {
  const f = jacketFrame(style)
  const thread = threadFor(style, pal)
  const p = topPoints(f)
  const bandTop = f.hem[1] - 56
  let details =
    topBasics(f, pal, { hemStitch: false }) + cuffs(f, pal, 'band', 60) + hemBand(f, pal, 56, false)
  details += stitch(both(`M${f.hem[0] - 6} ${bandTop + 8} L${CX + 2} ${bandTop + 8}`), thread, 1.4)
  const cuffBtn = add(p.cuffOuter, -p.dir[0] * 30 - 26, -p.dir[1] * 30)
  details += metalButton(cuffBtn, 6) + metalButton([2 * CX - cuffBtn[0], cuffBtn[1]], 6)
  let overlay: string
  if (view === 'front') {
    const yoke = `M${f.shoulder[0] - 6} 282 L${CX + 22} 296`
    details +=
      stroke(both(yoke), pal.seam, 2.2) +
      stitch(both(`M${f.shoulder[0] - 8} 290 L${CX + 22} 304`), thread, 1.4)
    const seams = (dx: number) =>
      `M${CX + 64 + dx} 440 L${CX + 64 + dx} ${bandTop} M${CX + 170 + dx} 440 L${CX + 174 + dx} ${bandTop}`
    details += stroke(both(seams(0)), pal.seam, 2) + stitch(both(seams(7)), thread, 1.3)
    details += fill(
      `M${CX - 20} ${f.neckY + 20} L${CX + 20} ${f.neckY + 20} L${CX + 20} ${f.hem[1]} L${CX - 20} ${f.hem[1]} Z`,
      '#fff',
      0.04,
    )
    details +=
      stroke(`M${CX + 20} ${f.neckY + 60} L${CX + 20} ${f.hem[1]}`, pal.seam, 2) +
      stitch(
        `M${CX + 14} ${f.neckY + 70} L${CX + 14} ${f.hem[1] - 4} M${CX + 26} ${f.neckY + 70} L${CX + 26} ${f.hem[1] - 4}`,
        thread,
        1.3,
      )
    details += flapPockets(CX + 56, CX + 156, 318, 120, pal, thread, true, 'metal')
    for (let y = f.neckY + 96; y < f.hem[1] - 20; y += 104) details += metalButton([CX, y])
    details += metalButton([CX, f.hem[1] - 28])
    overlay = shirtCollarFront(f, pal)
  } else {
    const yoke = `M${f.shoulder[0] - 6} 300 L${CX} 350`
    details +=
      stroke(both(yoke), pal.seam, 2.2) +
      stitch(both(`M${f.shoulder[0] - 8} 308 L${CX} 358`), thread, 1.4)
    const seams = `M${CX + 96} 340 L${CX + 110} ${bandTop} M${CX + 104} 340 L${CX + 118} ${bandTop}`
    details += stitch(both(seams), thread, 1.3)
    details += stroke(both(`M${CX + 100} 337 L${CX + 114} ${bandTop}`), pal.seam, 2)
    const tab = `M${CX + 150} ${bandTop + 10} L${CX + 200} ${bandTop + 10} L${CX + 200} ${f.hem[1] - 12} L${CX + 150} ${f.hem[1] - 12} Z`
    details +=
      piece(both(tab), pal.base, pal.seam, 1.8) +
      metalButton([CX + 186, bandTop + 28], 5.5) +
      metalButton([CX - 186, bandTop + 28], 5.5)
    overlay = collarBack(f, pal, 40)
  }
  return {
    outline: topOutline(f),
    details,
    overlay,
    focus: [CX + 80, 330],
    focusLabel: 'pointed collar, flap pocket and metal buttons',
  }
}

function fieldJacket({ view, pal, style }: DrawInput): GarmentArt {
  const f = jacketFrame(style)
  const p = topPoints(f)
  let details =
    topBasics(f, pal, { hemStitch: false }) + cuffs(f, pal, 'band', 50) + hemStitch(f, pal, 16)
  // Drawcord channel at the waist.
  const cordY = f.waist[1] - 10
  details += stitch(
    `M${2 * CX - f.waist[0]} ${cordY} L${f.waist[0]} ${cordY} M${2 * CX - f.waist[0]} ${cordY + 20} L${f.waist[0]} ${cordY + 20}`,
    pal.seam,
    1.3,
  )
  const tab = add(p.cuffInner, -p.dir[0] * 30 + 10, -p.dir[1] * 30)
  details += snap(tab, pal) + snap([2 * CX - tab[0], tab[1]], pal)
  let overlay: string
  if (view === 'front') {
    details += fill(
      `M${CX - 24} ${f.neckY + 20} L${CX + 24} ${f.neckY + 20} L${CX + 24} ${f.hem[1]} L${CX - 24} ${f.hem[1]} Z`,
      '#fff',
      0.05,
    )
    details += stroke(
      `M${CX + 24} ${f.neckY + 60} L${CX + 24} ${f.hem[1]} M${CX - 24} ${f.neckY + 60} L${CX - 24} ${f.hem[1]}`,
      pal.seam,
      2,
    )
    details += stitch(`M${CX + 17} ${f.neckY + 70} L${CX + 17} ${f.hem[1] - 4}`, pal.seam, 1.2)
    for (let y = f.neckY + 110; y < f.hem[1] - 20; y += 110) details += snap([CX, y], pal)
    details += flapPockets(CX + 58, CX + 160, 310, 116, pal, pal.seam, false, 'snap')
    details += flapPockets(CX + 50, CX + 178, f.hem[1] - 250, 200, pal, pal.seam, false, 'snap')
    overlay = shirtCollarFront(f, pal)
  } else {
    const yoke = (y: number) => `M${f.shoulder[0] - 6} ${y + 10} Q${CX + 120} ${y} ${CX} ${y}`
    details += stroke(both(yoke(300)), pal.seam, 2.2) + stitch(both(yoke(308)), pal.seam, 1.2)
    details +=
      stroke(`M${CX - 170} ${f.hem[1] - 220} L${CX + 170} ${f.hem[1] - 220}`, pal.seam, 2) +
      fill(
        `M${CX - 170} ${f.hem[1] - 220} L${CX + 170} ${f.hem[1] - 220} L${CX + 170} ${f.hem[1] - 206} L${CX - 170} ${f.hem[1] - 206} Z`,
        '#000',
        0.08,
      )
    overlay = collarBack(f, pal, 42)
  }
  return {
    outline: topOutline(f),
    details,
    overlay,
    focus: [CX + 70, 330],
    focusLabel: 'collar, snap placket and flap chest pocket',
  }
}

function zipJacket({ view, pal, style }: DrawInput): GarmentArt {
  const hood = style.tags.has('hood')
  const base = jacketFrame(style)
  const f: TopFrame = hood ? hoodFrame(style.fit, base, view) : base
  const topY = hood ? 280 : f.neckY - 40
  let details = topBasics(f, pal, { hemStitch: false }) + cuffs(f, pal, 'rib', 40)
  // Drawcord hem channel with toggles.
  details += hemStitch(f, pal, 30) + hemStitch(f, pal, 10)
  details += `<rect x="${f.hem[0] - 44}" y="${f.hem[1] - 26}" width="14" height="22" rx="5" fill="${pal.trim}" stroke="${pal.line}" stroke-width="1.5"/><rect x="${2 * CX - f.hem[0] + 30}" y="${f.hem[1] - 26}" width="14" height="22" rx="5" fill="${pal.trim}" stroke="${pal.line}" stroke-width="1.5"/>`
  let overlay = ''
  if (view === 'front') {
    if (hood) details += hoodFront(pal, false)
    const chest = `M${CX + 70} 356 L${CX + 160} 322`
    details +=
      stroke(chest, pal.line, 3) +
      stroke(chest, pal.shade, 6, ' opacity="0.4" transform="translate(0 5)"')
    details += `<rect x="${CX + 150}" y="320" width="8" height="24" rx="3" fill="${pal.trim}" stroke="${pal.line}" stroke-width="1.4" transform="rotate(-20 ${CX + 154} 322)"/>`
    const side = `M${CX + 92} ${f.hem[1] - 250} L${CX + 150} ${f.hem[1] - 120}`
    details +=
      stroke(both(side), pal.line, 3) +
      stitch(both(`M${CX + 100} ${f.hem[1] - 254} L${CX + 158} ${f.hem[1] - 124}`), pal.seam, 1.2)
    if (style.badge !== 'none') details += slideBadge([CX - 110, 340], 28, pal)
    if (!hood) overlay += standCollar(f, pal)
    overlay += zipper(topY, f.hemCenterY, pal)
  } else {
    const yoke = (y: number) => `M${f.shoulder[0] - 4} ${y + 6} Q${CX + 120} ${y} ${CX} ${y}`
    details +=
      fill(
        both(`${yoke(300)} L${CX} 318 Q${CX + 120} 318 ${f.shoulder[0] - 4} 324 Z`),
        '#000',
        0.08,
      ) + stroke(both(yoke(300)), pal.line, 2.4)
    overlay += hood ? hoodBack(f, pal) : standCollarBack(f, pal)
  }
  return {
    outline: topOutline(f),
    details,
    overlay,
    focus: hood ? [CX + 20, 250] : [CX + 60, 250],
    focusLabel: hood ? 'adjustable hood and front zip' : 'stand collar, front zip and chest pocket',
  }
}

function standCollar(f: TopFrame, pal: Palette): string {
  const y = f.neckY
  const d = `M${CX - 60} ${y + 6} L${CX - 64} ${y - 40} Q${CX} ${y - 50} ${CX + 64} ${y - 40} L${CX + 60} ${y + 6} Q${CX} ${y + 2} ${CX - 60} ${y + 6} Z`
  return (
    piece(d, pal.base, pal.line, 2.4) +
    fill(d, '#fff', 0.06) +
    stitch(`M${CX - 58} ${y - 32} Q${CX} ${y - 42} ${CX + 58} ${y - 32}`, pal.seam, 1.2)
  )
}

function standCollarBack(f: TopFrame, pal: Palette): string {
  const y = f.neckY
  const d = `M${CX - 60} ${y + 4} L${CX - 64} ${y - 36} Q${CX} ${y - 46} ${CX + 64} ${y - 36} L${CX + 60} ${y + 4} Q${CX} ${y - 4} ${CX - 60} ${y + 4} Z`
  return (
    piece(d, pal.base, pal.line, 2.4) +
    stitch(`M${CX - 56} ${y - 6} Q${CX} ${y - 14} ${CX + 56} ${y - 6}`, pal.seam, 1.2)
  )
}

export function drawBlazer({ view, pal, style }: DrawInput): GarmentArt {
  const base = longSleeveFrame(style.fit === 'fitted' ? 'fitted' : 'regular')
  const f: TopFrame = {
    ...base,
    neckW: 50,
    neckY: 162,
    backNeckY: 156,
    shoulder: add(base.shoulder, 14, -6),
    underarm: add(base.underarm, 10, 0),
    waist: add(base.waist, 4, 0),
    hem: add(base.hem, 20, 26),
    hemCenterY: base.hem[1] + 26,
  }
  const ny = f.neckY
  const btnY = style.fit === 'fitted' ? 478 : 500
  const p = topPoints(f)
  let details = topBasics(f, pal, { hemStitch: false }) + cuffs(f, pal, 'stitch', 18)
  // Three cuff buttons along the sleeve vent.
  for (let i = 0; i < 3; i++) {
    const at = add(p.cuffInner, -p.dir[0] * (34 + i * 18) + 14, -p.dir[1] * (34 + i * 18))
    details += `<circle cx="${at[0]}" cy="${at[1]}" r="4.5" fill="${pal.deep}"/><circle cx="${2 * CX - at[0]}" cy="${at[1]}" r="4.5" fill="${pal.deep}"/>`
  }
  let overlay: string
  if (view === 'front') {
    details += fill(poly([CX - 46, ny], [CX + 46, ny], [CX, btnY]), pal.deep)
    details += stroke(
      `M${CX} ${btnY} L${CX} ${f.hem[1] - 70} Q${CX + 4} ${f.hem[1] - 10} ${CX + 60} ${f.hem[1] + 4}`,
      pal.line,
      2.6,
    )
    details += fill(
      `M${CX} ${f.hem[1] - 70} Q${CX + 4} ${f.hem[1] - 10} ${CX + 60} ${f.hem[1] + 4} L${CX} ${f.hem[1] + 10} Z`,
      '#000',
      0.12,
    )
    // Flap pockets and the breast welt.
    const flap = `M${CX + 74} ${f.hem[1] - 190} L${CX + 180} ${f.hem[1] - 194} L${CX + 182} ${f.hem[1] - 156} L${CX + 76} ${f.hem[1] - 152} Z`
    details += fill(both(flap), '#000', 0.06) + stroke(both(flap), pal.seam, 2)
    details += stroke(
      both(`M${CX + 74} ${f.hem[1] - 192} L${CX + 180} ${f.hem[1] - 196}`),
      pal.line,
      2.6,
    )
    const welt = `M${CX + 106} 350 L${CX + 176} 338 L${CX + 178} 352 L${CX + 108} 364 Z`
    details += piece(welt, pal.base, pal.seam, 1.8)
    // Front darts give the waist shape.
    details += stroke(
      both(`M${CX + 124} 430 Q${CX + 118} ${f.waist[1]} ${CX + 126} ${f.hem[1] - 200}`),
      pal.seam,
      1.6,
      ' opacity="0.7"',
    )
    details += `<circle cx="${CX}" cy="${btnY + 14}" r="9" fill="${pal.deep}" stroke="${pal.line}" stroke-width="1.5"/><circle cx="${CX - 2.5}" cy="${btnY + 14}" r="1.4" fill="${pal.trim}"/><circle cx="${CX + 2.5}" cy="${btnY + 14}" r="1.4" fill="${pal.trim}"/>`
    // The collar hugs the neckline and ends at the notch, just above the lapel.
    const collar = `M${CX + 38} ${ny + 6} Q${CX + 50} ${ny - 4} ${CX + 62} ${ny} L${CX + 94} ${ny + 72} L${CX + 82} ${ny + 80} L${CX + 42} ${ny + 32} Z`
    const lapel = `M${CX + 42} ${ny + 30} L${CX + 90} ${ny + 86} L${CX + 118} ${ny + 82} Q${CX + 96} ${ny + 200} ${CX + 2} ${btnY + 2} Q${CX + 26} ${ny + 160} ${CX + 42} ${ny + 30} Z`
    const roll = `M${CX + 40} ${ny + 36} Q${CX + 24} ${ny + 170} ${CX + 4} ${btnY - 6}`
    overlay =
      piece(both(collar), pal.base, pal.line, 2.4) +
      fill(both(collar), '#fff', 0.08) +
      piece(both(lapel), pal.base, pal.line, 2.4) +
      fill(both(lapel), '#fff', 0.08) +
      stitch(
        both(
          `M${CX + 88} ${ny + 94} L${CX + 110} ${ny + 92} Q${CX + 88} ${ny + 200} ${CX + 10} ${btnY - 8}`,
        ),
        pal.seam,
        1.1,
      ) +
      stroke(both(roll), pal.deep, 2, ' opacity="0.35"')
  } else {
    const ventTop = f.hem[1] - 170
    details += stroke(`M${CX} ${ny + 20} L${CX} ${ventTop}`, pal.seam, 2)
    details += fill(
      `M${CX} ${ventTop} L${CX + 14} ${ventTop + 10} L${CX + 14} ${f.hemCenterY} L${CX} ${f.hemCenterY} Z`,
      '#000',
      0.1,
    )
    details += stroke(
      `M${CX} ${ventTop} L${CX + 14} ${ventTop + 10} L${CX + 14} ${f.hemCenterY}`,
      pal.line,
      2,
    )
    details += stroke(
      both(
        `M${f.shoulder[0] - 34} ${f.underarm[1] - 40} Q${CX + 130} ${f.waist[1]} ${CX + 150} ${f.hem[1]}`,
      ),
      pal.seam,
      1.8,
      ' opacity="0.8"',
    )
    overlay = collarBack(f, pal, 34)
  }
  return {
    outline: topOutline(f),
    details,
    overlay,
    focus: [CX + 60, 330],
    focusLabel: 'notch lapel and breast pocket',
  }
}
