/** Bottom wear: jeans, trousers, joggers, shorts, leggings and skirts. */
import type { DrawInput, GarmentArt, GarmentStyle } from './garment-art.js'
import {
  CENTER_X as CX,
  type Palette,
  type Pt,
  both,
  fill,
  lerp,
  piece,
  stitch,
  stroke,
  symmetric,
} from './svg-kit.js'

export type BottomKind = 'jeans' | 'trousers' | 'joggers' | 'shorts' | 'skirt' | 'leggings'

interface LegFrame {
  topY: number
  /** Right edge of the waistband. */
  waistX: number
  bandH: number
  hip: Pt
  crotchY: number
  /** Outseam and inseam at the knee; absent for shorts. */
  knee?: { outer: number; inner: number; y: number }
  hemY: number
  hemOuter: number
  hemInner: number
}

const DENIM_THREAD = '#d39b3f'
const COPPER = '#b87a3d'

function legOutline(f: LegFrame): string {
  const { hip, knee } = f
  const waistToHip = `C${f.waistX + (hip[0] - f.waistX) * 0.4} ${f.topY + f.bandH + 20} ${hip[0]} ${hip[1] - 90} ${hip[0]} ${hip[1]}`
  let outseam: string
  let inseam: string
  if (knee) {
    outseam =
      `C${hip[0]} ${hip[1] + 120} ${knee.outer} ${knee.y - 150} ${knee.outer} ${knee.y} ` +
      `C${knee.outer} ${knee.y + 110} ${f.hemOuter} ${f.hemY - 110} ${f.hemOuter} ${f.hemY}`
    inseam =
      `C${f.hemInner} ${f.hemY - 110} ${knee.inner} ${knee.y + 110} ${knee.inner} ${knee.y} ` +
      `C${knee.inner} ${knee.y - 150} ${CX + 8} ${f.crotchY + 90} ${CX + 4} ${f.crotchY + 24} Q${CX + 2} ${f.crotchY} ${CX} ${f.crotchY}`
  } else {
    outseam = `C${hip[0] + 10} ${hip[1] + 100} ${f.hemOuter} ${f.hemY - 120} ${f.hemOuter} ${f.hemY}`
    inseam = `C${f.hemInner + 2} ${f.hemY - 80} ${CX + 6} ${f.crotchY + 60} ${CX + 3} ${f.crotchY + 16} Q${CX + 1} ${f.crotchY} ${CX} ${f.crotchY}`
  }
  return symmetric(
    `M${CX} ${f.topY} L${f.waistX} ${f.topY} ${waistToHip} ${outseam} L${f.hemInner} ${f.hemY + 4} ${inseam}`,
  )
}

/** Outseam x at a given height, by linear interpolation between the frame's key points. */
function outseamAt(f: LegFrame, y: number): number {
  const stops: Pt[] = [[f.waistX, f.topY], f.hip]
  if (f.knee) stops.push([f.knee.outer, f.knee.y])
  stops.push([f.hemOuter, f.hemY])
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1]
    const b = stops[i]
    if (a && b && y <= b[1]) return a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1] || 1)
  }
  return f.hemOuter
}

/** Centre line of the right leg from just below the hip to the hem. */
function legCentre(f: LegFrame, t: number): Pt {
  const top: Pt = [(CX + 6 + f.hip[0]) / 2, f.crotchY - 30]
  const bottom: Pt = [(f.hemInner + f.hemOuter) / 2, f.hemY - 8]
  return lerp(top, bottom, t)
}

function legFrame(kind: BottomKind, style: GarmentStyle): LegFrame {
  const women = style.women
  const t = style.tags
  if (kind === 'shorts') {
    const short = t.has('cutoff') || t.has('sport')
    return {
      topY: 200,
      waistX: women ? 556 : 566,
      bandH: t.has('drawstring') ? 58 : 48,
      hip: women ? [590, 350] : [588, 360],
      crotchY: women ? 452 : 440,
      hemY: short ? 620 : 680,
      hemOuter: short ? 614 : 620,
      hemInner: short ? 418 : 414,
    }
  }
  if (kind === 'leggings') {
    if (t.has('bike'))
      return {
        topY: 170,
        waistX: 546,
        bandH: 84,
        hip: [566, 380],
        crotchY: 450,
        hemY: 720,
        hemOuter: 548,
        hemInner: 422,
      }
    return {
      topY: 100,
      waistX: 532,
      bandH: 84,
      hip: [550, 320],
      crotchY: 380,
      knee: { outer: 512, inner: 428, y: 650 },
      hemY: 932,
      hemOuter: 490,
      hemInner: 426,
    }
  }
  if (kind === 'joggers')
    return {
      topY: 106,
      waistX: 552,
      bandH: 58,
      hip: [584, 330],
      crotchY: 400,
      knee: { outer: 562, inner: 426, y: 650 },
      hemY: 930,
      hemOuter: 536,
      hemInner: 440,
    }
  const base: LegFrame = {
    topY: 104,
    waistX: women ? 540 : 550,
    bandH: 44,
    hip: women ? [572, 316] : [572, 330],
    crotchY: women ? 392 : 378,
    knee: { outer: 556, inner: 426, y: 650 },
    hemY: 932,
    hemOuter: 554,
    hemInner: 428,
  }
  if (t.has('wide'))
    return {
      ...base,
      hip: [578, 322],
      knee: { outer: 600, inner: 410, y: 650 },
      hemOuter: 626,
      hemInner: 406,
    }
  if (t.has('slim') && women && !t.has('tailored'))
    return { ...base, knee: { outer: 528, inner: 432, y: 650 }, hemOuter: 506, hemInner: 442 }
  if (t.has('slim'))
    return {
      ...base,
      knee: { outer: 540, inner: 430, y: 650 },
      hemOuter: 522,
      hemInner: 440,
      hemY: t.has('tailored') && women ? 900 : 932,
    }
  if (style.fit === 'boxy' || t.has('cargo') || t.has('drawstring'))
    return {
      ...base,
      hip: [580, 330],
      knee: { outer: 574, inner: 418, y: 650 },
      hemOuter: 574,
      hemInner: 418,
    }
  if (women)
    return { ...base, knee: { outer: 556, inner: 430, y: 650 }, hemOuter: 540, hemInner: 436 }
  return base
}

export function drawBottoms(kind: BottomKind, input: DrawInput): GarmentArt {
  if (kind === 'skirt') return drawSkirt(input)
  const { view, pal, style } = input
  const f = legFrame(kind, style)
  const t = style.tags
  const thread = style.denim ? DENIM_THREAD : pal.seam
  const paperbag = t.has('paperbag')
  const elastic = kind === 'joggers' || paperbag || (t.has('drawstring') && kind !== 'leggings')
  const band = f.topY + f.bandH
  const parts: string[] = [legShading(f, pal)]
  let overlay = ''
  let focusLabel = 'waistband and front pocket'
  let focus: Pt = [CX + 70, f.topY + 150]

  // Waistband.
  parts.push(
    fill(
      `M${CX - 300} ${f.topY} L${CX + 300} ${f.topY} L${CX + 300} ${band} L${CX - 300} ${band} Z`,
      '#000',
      kind === 'leggings' ? 0.08 : 0.04,
    ),
  )
  parts.push(stroke(`M${CX - 300} ${band} L${CX + 300} ${band}`, pal.seam, 2.2))
  if (elastic) parts.push(gathers(f, pal))
  else
    parts.push(
      stitch(
        `M${CX - 300} ${f.topY + 7} L${CX + 300} ${f.topY + 7} M${CX - 300} ${band - 7} L${CX + 300} ${band - 7}`,
        thread,
        1.3,
      ),
    )

  // Hem finish.
  if (kind === 'joggers') parts.push(ankleCuffs(f, pal))
  else if (t.has('cutoff')) parts.push(frayedHem(f, pal))
  else
    parts.push(
      stitch(
        both(`M${f.hemInner + 4} ${f.hemY - 18} L${f.hemOuter - 4} ${f.hemY - 20}`),
        thread,
        1.5,
      ),
    )
  if (style.denim && !t.has('cutoff'))
    parts.push(
      stitch(
        both(`M${f.hemInner + 4} ${f.hemY - 26} L${f.hemOuter - 4} ${f.hemY - 28}`),
        thread,
        1.5,
      ),
    )

  const flyable =
    kind === 'jeans' || (kind === 'trousers' && !elastic) || (kind === 'shorts' && !elastic)
  if (view === 'front') {
    if (flyable) {
      parts.push(stroke(`M${CX} ${band} L${CX} ${f.crotchY}`, pal.seam, 2))
      parts.push(
        stitch(
          `M${CX + 28} ${band + 4} L${CX + 28} ${f.crotchY - 64} Q${CX + 28} ${f.crotchY - 30} ${CX + 2} ${f.crotchY - 18}`,
          thread,
          1.6,
        ),
      )
      parts.push(beltLoops(f, pal, [78, 156]))
      parts.push(closure(style.denim, [CX, f.topY + f.bandH / 2], pal))
      if (kind === 'jeans' || (style.denim && kind === 'shorts'))
        parts.push(scoopPockets(f, pal, thread))
      else parts.push(slantPockets(f, pal))
    } else if (paperbag) {
      parts.push(slantPockets(f, pal))
      overlay += paperbagWaist(f, pal)
      focusLabel = 'gathered paperbag waist and tie belt'
      focus = [CX + 60, f.topY + 110]
    } else if (kind !== 'leggings') {
      parts.push(slantPockets(f, pal))
      overlay += drawcord(f, pal, t.has('sport') && kind === 'shorts')
      focusLabel = 'drawstring waistband'
      focus = [CX + 40, f.topY + 130]
    } else {
      parts.push(
        stroke(
          both(`M${CX + 36} ${band + 6} Q${CX + 20} ${f.crotchY - 40} ${CX + 6} ${f.crotchY - 4}`),
          pal.seam,
          1.8,
          ' opacity="0.8"',
        ),
      )
      focusLabel = 'high waistband and seams'
      focus = [CX + 60, f.topY + 160]
    }
    if (t.has('cargo')) parts.push(cargoPockets(f, pal))
    if (t.has('pleated')) parts.push(pleats(f, pal))
    if (t.has('tailored') || t.has('slim')) parts.push(crease(f, pal))
    if (style.denim) parts.push(denimWear(f, pal))
  } else {
    parts.push(stroke(`M${CX} ${band} L${CX} ${f.crotchY}`, pal.seam, 2.2))
    if (kind === 'jeans' || (style.denim && kind === 'shorts')) {
      parts.push(
        backYoke(f, pal, thread),
        patchPockets(f, pal, thread, true),
        beltLoops(f, pal, [0, 96, 160]),
      )
      parts.push(
        piece(
          `M${CX + 96} ${f.topY + 8} L${CX + 156} ${f.topY + 8} L${CX + 156} ${band - 6} L${CX + 96} ${band - 6} Z`,
          '#a9774a',
          '#6e4a2a',
          1.6,
        ),
      )
      parts.push(
        stitch(
          `M${CX + 100} ${f.topY + 13} L${CX + 152} ${f.topY + 13} L${CX + 152} ${band - 11} L${CX + 100} ${band - 11} Z`,
          '#e7c9a0',
          1,
        ),
      )
    } else if (kind === 'leggings') {
      parts.push(
        stroke(
          both(`M${CX + 60} ${band} Q${CX + 70} ${band + 70} ${CX + 120} ${band + 100}`),
          pal.seam,
          1.8,
          ' opacity="0.7"',
        ),
      )
      parts.push(
        piece(
          `M${CX - 40} ${f.topY + 16} L${CX + 40} ${f.topY + 16} L${CX + 40} ${band - 14} L${CX - 40} ${band - 14} Z`,
          pal.base,
          pal.seam,
          1.6,
        ),
      )
    } else if (elastic) {
      parts.push(patchPockets(f, pal, thread, false))
    } else {
      parts.push(darts(f, pal), weltPockets(f, pal), beltLoops(f, pal, [0, 96, 160]))
    }
    if (t.has('cargo')) parts.push(cargoPockets(f, pal))
    if (style.denim) parts.push(denimWear(f, pal))
  }
  if (kind === 'jeans') focusLabel = 'waistband, button and front pocket'
  if (t.has('cargo')) {
    focusLabel = 'cargo pocket with flap'
    const box = cargoBox(f)
    focus = [(box.x0 + box.x1) / 2, box.top + 100]
  }
  return { outline: legOutline(f), details: parts.join(''), overlay, focus, focusLabel }
}

/** Soft shading where the legs meet and down the inseams, so the pair reads as two legs. */
function legShading(f: LegFrame, pal: Palette): string {
  const crotch = `M${CX - 70} ${f.crotchY - 80} Q${CX} ${f.crotchY - 40} ${CX + 70} ${f.crotchY - 80} L${CX + 20} ${f.crotchY + 20} L${CX - 20} ${f.crotchY + 20} Z`
  const inseam = f.knee
    ? `M${CX + 6} ${f.crotchY + 20} C${CX + 16} ${f.crotchY + 120} ${f.knee.inner + 4} ${f.knee.y - 100} ${f.knee.inner + 6} ${f.knee.y} L${f.hemInner + 6} ${f.hemY}`
    : `M${CX + 6} ${f.crotchY + 16} L${f.hemInner + 10} ${f.hemY}`
  return (
    fill(crotch, '#000', 0.025) +
    stroke(both(inseam), '#000', 14, ` opacity="${pal.dark ? 0.14 : 0.07}"`)
  )
}

/** Ruffled top edge above a gathered waist, with a self-fabric belt tied in a bow. */
function paperbagWaist(f: LegFrame, pal: Palette): string {
  const top = f.topY - 34
  let d = `M${2 * CX - f.waistX + 6} ${f.topY + 2} L${2 * CX - f.waistX + 6} ${top + 4}`
  const span = 2 * (f.waistX - CX) - 12
  const waves = 12
  for (let i = 0; i < waves; i++) {
    const x0 = 2 * CX - f.waistX + 6 + (span * i) / waves
    const x1 = x0 + span / waves
    d += ` Q${(x0 + x1) / 2} ${top - (i % 2 === 0 ? 10 : 2)} ${x1} ${top + 4}`
  }
  d += ` L${f.waistX - 6} ${f.topY + 2} Z`
  const folds: string[] = []
  for (let i = 1; i < waves; i++) {
    const x = 2 * CX - f.waistX + 6 + (span * i) / waves
    folds.push(`M${x} ${top + 8} Q${x + 4} ${top + 20} ${x} ${f.topY}`)
  }
  const beltY = f.topY + 4
  const belt = `M${2 * CX - f.waistX - 4} ${beltY} L${f.waistX + 4} ${beltY} L${f.waistX + 4} ${beltY + 30} L${2 * CX - f.waistX - 4} ${beltY + 30} Z`
  const bx = CX
  const by = beltY + 15
  const loops = `M${bx} ${by} C${bx + 30} ${by - 36} ${bx + 66} ${by - 20} ${bx + 54} ${by + 4} C${bx + 42} ${by + 18} ${bx + 18} ${by + 10} ${bx} ${by} Z M${bx} ${by} C${bx - 30} ${by - 36} ${bx - 66} ${by - 20} ${bx - 54} ${by + 4} C${bx - 42} ${by + 18} ${bx - 18} ${by + 10} ${bx} ${by} Z`
  const tails = `M${bx - 4} ${by + 4} L${bx - 34} ${by + 96} L${bx - 18} ${by + 100} L${bx + 2} ${by + 8} Z M${bx + 4} ${by + 4} L${bx + 24} ${by + 90} L${bx + 40} ${by + 86} L${bx + 10} ${by + 2} Z`
  return (
    piece(d, pal.base, pal.line, 2.2) +
    fill(d, '#000', 0.05) +
    stroke(folds.join(' '), pal.deep, 1.6, ' opacity="0.3"') +
    piece(belt, pal.base, pal.line, 2.2) +
    fill(belt, '#fff', 0.06) +
    piece(tails, pal.base, pal.line, 2) +
    piece(loops, pal.base, pal.line, 2.2) +
    `<ellipse cx="${bx}" cy="${by}" rx="10" ry="12" fill="${pal.base}" stroke="${pal.line}" stroke-width="2.2"/>`
  )
}

function gathers(f: LegFrame, pal: Palette): string {
  const parts: string[] = []
  for (let x = CX - f.waistX + CX + 10; x < f.waistX - 6; x += 14) {
    parts.push(`M${x} ${f.topY + 8} Q${x + 4} ${f.topY + f.bandH / 2} ${x} ${f.topY + f.bandH - 8}`)
  }
  return (
    stroke(parts.join(' '), pal.deep, 1.6, ' opacity="0.28"') +
    stitch(`M${CX - 300} ${f.topY + 6} L${CX + 300} ${f.topY + 6}`, pal.seam, 1.2)
  )
}

function drawcord(f: LegFrame, pal: Palette, short: boolean): string {
  const y = f.topY + f.bandH / 2
  const cord = pal.trim
  const drop = short ? 70 : 110
  const knot = `M${CX - 12} ${y} C${CX - 42} ${y - 22} ${CX - 54} ${y + 10} ${CX - 14} ${y + 4} M${CX + 12} ${y} C${CX + 42} ${y - 22} ${CX + 54} ${y + 10} ${CX + 14} ${y + 4}`
  const ends = `M${CX - 8} ${y + 4} C${CX - 16} ${y + 40} ${CX - 4} ${y + drop - 30} ${CX - 18} ${y + drop} M${CX + 8} ${y + 4} C${CX + 18} ${y + 40} ${CX + 6} ${y + drop - 20} ${CX + 16} ${y + drop + 10}`
  const tip = (x: number, ty: number) =>
    `<rect x="${x - 4}" y="${ty - 2}" width="8" height="18" rx="3" fill="${pal.dark ? '#cfc9bd' : '#3a3a3e'}"/>`
  return (
    `<circle cx="${CX - 16}" cy="${y}" r="5" fill="${pal.deep}" stroke="${pal.trim}" stroke-width="2"/><circle cx="${CX + 16}" cy="${y}" r="5" fill="${pal.deep}" stroke="${pal.trim}" stroke-width="2"/>` +
    stroke(`${knot} ${ends}`, pal.line, 7, ' opacity="0.45"') +
    stroke(`${knot} ${ends}`, cord, 4.5) +
    tip(CX - 18, y + drop) +
    tip(CX + 16, y + drop + 10)
  )
}

function beltLoops(f: LegFrame, pal: Palette, offsets: number[]): string {
  return offsets
    .flatMap((dx) => (dx === 0 ? [CX] : [CX + dx, CX - dx]))
    .map((x) =>
      piece(
        `M${x - 7} ${f.topY - 4} L${x + 7} ${f.topY - 4} L${x + 7} ${f.topY + f.bandH + 8} L${x - 7} ${f.topY + f.bandH + 8} Z`,
        pal.base,
        pal.seam,
        1.6,
      ),
    )
    .join('')
}

function closure(metal: boolean, at: Pt, pal: Palette): string {
  const [x, y] = at
  if (metal)
    return `<circle cx="${x}" cy="${y}" r="10" fill="#c9c5bd" stroke="#6b665e" stroke-width="1.8"/><circle cx="${x}" cy="${y}" r="5" fill="none" stroke="#8d877d" stroke-width="1.4"/>`
  return `<circle cx="${x}" cy="${y}" r="8" fill="${pal.trim}" stroke="${pal.line}" stroke-width="1.6"/><circle cx="${x - 2.5}" cy="${y}" r="1.3" fill="${pal.line}"/><circle cx="${x + 2.5}" cy="${y}" r="1.3" fill="${pal.line}"/>`
}

function rivet(x: number, y: number): string {
  return `<circle cx="${x}" cy="${y}" r="4.2" fill="${COPPER}" stroke="#7a4e22" stroke-width="1.2"/>`
}

function scoopPockets(f: LegFrame, pal: Palette, thread: string): string {
  const band = f.topY + f.bandH
  const sideY = band + 104
  const sideX = outseamAt(f, sideY)
  const curve = `M${CX + 66} ${band} C${CX + 72} ${band + 66} ${CX + 112} ${sideY - 6} ${sideX + 4} ${sideY}`
  const facing = `${curve} L${sideX + 40} ${sideY} L${sideX + 40} ${band} Z`
  const coinX = CX + 104
  const coin = `M${coinX} ${band} L${coinX + 44} ${band} L${coinX + 46} ${band + 44} L${coinX + 2} ${band + 48} Z`
  return (
    fill(both(facing), '#000', 0.05) +
    stroke(both(curve), pal.line, 2.4) +
    stitch(
      both(
        `M${CX + 58} ${band + 2} C${CX + 62} ${band + 76} ${CX + 110} ${sideY + 4} ${sideX + 4} ${sideY + 10}`,
      ),
      thread,
      1.4,
    ) +
    stroke(coin, pal.seam, 1.6) +
    stitch(`M${coinX + 2} ${band + 8} L${coinX + 44} ${band + 8}`, thread, 1.2) +
    rivet(CX + 70, band + 8) +
    rivet(CX - 70, band + 8) +
    rivet(sideX - 8, sideY - 2) +
    rivet(2 * CX - sideX + 8, sideY - 2)
  )
}

function slantPockets(f: LegFrame, pal: Palette): string {
  const band = f.topY + f.bandH
  const sideY = band + 130
  const sideX = outseamAt(f, sideY)
  const d = `M${CX + 96} ${band} L${sideX + 2} ${sideY}`
  return (
    fill(both(`${d} L${sideX + 40} ${sideY} L${sideX + 40} ${band} Z`), '#000', 0.05) +
    stroke(both(d), pal.line, 2.4) +
    stitch(both(`M${CX + 86} ${band + 4} L${sideX - 2} ${sideY + 10}`), pal.seam, 1.3)
  )
}

/** Where the thigh pocket sits: from the leg's centre line to just inside the outseam. */
function cargoBox(f: LegFrame): { x0: number; x1: number; top: number } {
  const top = f.crotchY + 70
  return {
    x0: Math.max(legCentre(f, 0.22)[0] - 10, CX + 80),
    x1: outseamAt(f, top + 100) - 12,
    top,
  }
}

function cargoPockets(f: LegFrame, pal: Palette): string {
  const { x0, x1, top } = cargoBox(f)
  const h = 170
  const body = `M${x0} ${top + 20} L${x1} ${top + 20} L${x1 + 2} ${top + h} L${x0 + 2} ${top + h} Z`
  const flap = `M${x0 - 4} ${top} L${x1 + 4} ${top} L${x1 + 4} ${top + 44} L${x0 - 4} ${top + 44} Z`
  const mid = (x0 + x1) / 2
  return (
    fill(both(body), '#000', 0.05) +
    stroke(both(body), pal.seam, 2) +
    stroke(both(`M${mid} ${top + 44} L${mid} ${top + h}`), pal.seam, 1.5, ' opacity="0.6"') +
    stitch(
      both(
        `M${x0 + 6} ${top + 50} L${x0 + 6} ${top + h - 6} L${x1 - 6} ${top + h - 6} L${x1 - 6} ${top + 50}`,
      ),
      pal.seam,
      1.2,
    ) +
    piece(both(flap), pal.base, pal.line, 2.2) +
    fill(both(flap), '#fff', 0.07) +
    stitch(both(`M${x0 + 2} ${top + 36} L${x1 - 2} ${top + 36}`), pal.seam, 1.2) +
    `<circle cx="${mid}" cy="${top + 30}" r="6" fill="${pal.shade}" stroke="${pal.line}" stroke-width="1.5"/><circle cx="${2 * CX - mid}" cy="${top + 30}" r="6" fill="${pal.shade}" stroke="${pal.line}" stroke-width="1.5"/>`
  )
}

function pleats(f: LegFrame, pal: Palette): string {
  const band = f.topY + f.bandH
  const d = `M${CX + 56} ${band} Q${CX + 60} ${band + 90} ${CX + 70} ${band + 190} M${CX + 94} ${band} Q${CX + 100} ${band + 70} ${CX + 104} ${band + 150}`
  return stroke(both(d), pal.deep, 2.2, ' opacity="0.35"')
}

function crease(f: LegFrame, pal: Palette): string {
  const a = legCentre(f, 0.05)
  const b = legCentre(f, 1)
  const d = `M${a[0]} ${a[1]} L${b[0]} ${b[1]}`
  return (
    stroke(both(d), pal.light, 2.4, ' opacity="0.7"') +
    stroke(both(d), pal.deep, 1.2, ' opacity="0.35" transform="translate(3 0)"')
  )
}

/** Whiskers and fading typical of washed denim. */
function denimWear(f: LegFrame, pal: Palette): string {
  const c = legCentre(f, 0.12)
  const k = legCentre(f, 0.5)
  const whiskers = `M${CX + 20} ${f.crotchY - 10} Q${CX + 60} ${f.crotchY - 30} ${CX + 110} ${f.crotchY - 36} M${CX + 22} ${f.crotchY + 14} Q${CX + 64} ${f.crotchY - 4} ${CX + 116} ${f.crotchY - 6}`
  // Fades use the composer's radial `fade` gradient so they melt into the fabric.
  const glow = (x: number, y: number, rx: number, ry: number, o: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#fade)" opacity="${o}"/><ellipse cx="${2 * CX - x}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#fade)" opacity="${o}"/>`
  return (
    glow(c[0], c[1] + 50, 70, 170, pal.dark ? 0.12 : 0.2) +
    glow(k[0], k[1] + 10, 55, 80, pal.dark ? 0.08 : 0.14) +
    stroke(both(whiskers), '#fff', 3, ' opacity="0.14"')
  )
}

function ankleCuffs(f: LegFrame, pal: Palette): string {
  const h = 54
  const cuff = `M${f.hemInner - 4} ${f.hemY - h} L${f.hemOuter + 10} ${f.hemY - h} L${f.hemOuter + 10} ${f.hemY + 10} L${f.hemInner - 4} ${f.hemY + 10} Z`
  const ribs: string[] = []
  for (let x = f.hemInner + 8; x < f.hemOuter - 4; x += 10)
    ribs.push(`M${x} ${f.hemY - h + 6} L${x} ${f.hemY - 6}`)
  const rumple = `M${f.hemInner + 10} ${f.hemY - h - 22} Q${(f.hemInner + f.hemOuter) / 2} ${f.hemY - h - 6} ${f.hemOuter - 12} ${f.hemY - h - 26} M${f.hemInner + 24} ${f.hemY - h - 52} Q${(f.hemInner + f.hemOuter) / 2 + 10} ${f.hemY - h - 36} ${f.hemOuter - 26} ${f.hemY - h - 58}`
  return (
    fill(both(cuff), '#000', 0.07) +
    stroke(
      both(`M${f.hemInner - 4} ${f.hemY - h} L${f.hemOuter + 10} ${f.hemY - h}`),
      pal.seam,
      2,
    ) +
    stroke(both(ribs.join(' ')), pal.seam, 1.2, ' opacity="0.45"') +
    stroke(both(rumple), pal.deep, 2.2, ' opacity="0.25"')
  )
}

function frayedHem(f: LegFrame, pal: Palette): string {
  const parts: string[] = []
  for (let x = f.hemInner + 6; x < f.hemOuter - 4; x += 7) {
    const len = 6 + ((x * 7) % 9)
    parts.push(`M${x} ${f.hemY - len} L${x + 1} ${f.hemY + 3}`)
  }
  return (
    stroke(both(parts.join(' ')), '#ffffff', 1.4, ' opacity="0.45"') +
    stroke(
      both(`M${f.hemInner} ${f.hemY - 14} L${f.hemOuter} ${f.hemY - 16}`),
      pal.light,
      6,
      ' opacity="0.35"',
    )
  )
}

function backYoke(f: LegFrame, pal: Palette, thread: string): string {
  const band = f.topY + f.bandH
  const side = outseamAt(f, band + 60)
  const d = `M${side + 4} ${band + 60} L${CX} ${band + 104}`
  return (
    stroke(both(d), pal.seam, 2.2) +
    stitch(both(`M${side + 4} ${band + 68} L${CX} ${band + 112}`), thread, 1.3)
  )
}

function patchPockets(f: LegFrame, pal: Palette, thread: string, jeans: boolean): string {
  const band = f.topY + f.bandH
  const top = band + (jeans ? 128 : 60)
  const cx = CX + (f.waistX - CX) * 0.55
  const w = jeans ? 58 : 52
  const h = jeans ? 130 : 120
  const d = jeans
    ? `M${cx - w} ${top} L${cx + w} ${top - 4} L${cx + w - 4} ${top + h} L${cx} ${top + h + 22} L${cx - w + 4} ${top + h + 4} Z`
    : `M${cx - w} ${top} L${cx + w} ${top} L${cx + w} ${top + h} L${cx - w} ${top + h} Z`
  const arcs = (dy: number) =>
    `M${cx - w + 12} ${top + 56 + dy} Q${cx} ${top + 86 + dy} ${cx + w - 12} ${top + 52 + dy}`
  const inner = jeans
    ? `M${cx - w + 8} ${top + 8} L${cx - w + 11} ${top + h - 2} L${cx} ${top + h + 14} L${cx + w - 11} ${top + h - 4} L${cx + w - 8} ${top + 4}`
    : `M${cx - w + 8} ${top + 8} L${cx - w + 8} ${top + h - 8} L${cx + w - 8} ${top + h - 8} L${cx + w - 8} ${top + 8}`
  const shapes = jeans ? both(d) : d
  return (
    fill(shapes, '#000', 0.04) +
    stroke(shapes, pal.seam, 2) +
    stitch(jeans ? both(inner) : inner, thread, 1.3) +
    (jeans ? stitch(both(arcs(0)), thread, 1.3) + stitch(both(arcs(8)), thread, 1.3) : '')
  )
}

function darts(f: LegFrame, pal: Palette): string {
  const band = f.topY + f.bandH
  return stroke(
    both(
      `M${CX + 70} ${band} L${CX + 74} ${band + 70} M${CX + 130} ${band} L${CX + 132} ${band + 60}`,
    ),
    pal.seam,
    1.6,
    ' opacity="0.8"',
  )
}

function weltPockets(f: LegFrame, pal: Palette): string {
  const y = f.topY + f.bandH + 70
  const d = `M${CX + 60} ${y} L${CX + 150} ${y} L${CX + 150} ${y + 10} L${CX + 60} ${y + 10} Z`
  return (
    fill(both(d), '#000', 0.12) +
    stroke(both(d), pal.seam, 1.6) +
    `<circle cx="${CX + 105}" cy="${y + 24}" r="5.5" fill="${pal.trim}" stroke="${pal.line}" stroke-width="1.4"/>` +
    stroke(`M${CX + 105} ${y + 10} L${CX + 105} ${y + 20}`, pal.line, 1.4)
  )
}

// ---------- skirts ----------

function drawSkirt({ view, pal, style }: DrawInput): GarmentArt {
  const t = style.tags
  const thread = style.denim ? DENIM_THREAD : pal.seam
  const mini = t.has('mini')
  const pleated = t.has('pleated') || t.has('midi')
  const g = mini
    ? { topY: 210, waistX: 560, bandH: 46, hemY: 720, hemX: 626 }
    : pleated
      ? { topY: 110, waistX: 528, bandH: 50, hemY: 900, hemX: 690 }
      : { topY: 140, waistX: 540, bandH: 48, hemY: 860, hemX: 650 }
  const band = g.topY + g.bandH
  const outline = symmetric(
    `M${CX} ${g.topY} L${g.waistX} ${g.topY} L${g.waistX + 4} ${band} C${g.waistX + 40} ${band + 160} ${g.hemX - 24} ${g.hemY - 220} ${g.hemX} ${g.hemY} Q${CX + (g.hemX - CX) * 0.5} ${g.hemY + 18} ${CX} ${g.hemY + 18}`,
  )
  const parts: string[] = []
  parts.push(
    fill(
      `M${CX - 300} ${g.topY} L${CX + 300} ${g.topY} L${CX + 300} ${band} L${CX - 300} ${band} Z`,
      '#000',
      0.04,
    ),
  )
  parts.push(stroke(`M${CX - 300} ${band} L${CX + 300} ${band}`, pal.seam, 2.2))
  parts.push(
    stitch(
      `M${CX - 300} ${g.topY + 7} L${CX + 300} ${g.topY + 7} M${CX - 300} ${band - 7} L${CX + 300} ${band - 7}`,
      thread,
      1.3,
    ),
  )
  let overlay = ''
  let focus: Pt = [CX + 60, band + 110]
  let focusLabel = 'waistband and hem'
  if (pleated) {
    const n = 9
    for (let i = -n; i < n; i++) {
      const xt = CX + (i * (g.waistX - CX)) / n
      const xb = CX + (i * (g.hemX - CX + 6)) / n
      const xt2 = CX + ((i + 1) * (g.waistX - CX)) / n
      const xb2 = CX + ((i + 1) * (g.hemX - CX + 6)) / n
      // On dark fabric the pleats catch light instead of casting shade.
      if ((i + n) % 2 === 0)
        parts.push(
          fill(
            `M${xt} ${band} L${xt2} ${band} L${xb2} ${g.hemY + 30} L${xb} ${g.hemY + 30} Z`,
            pal.dark ? '#fff' : '#000',
            pal.dark ? 0.05 : 0.06,
          ),
        )
      parts.push(
        stroke(
          `M${xt} ${band} L${xb} ${g.hemY + 30}`,
          pal.dark ? pal.seam : pal.deep,
          1.6,
          ` opacity="${pal.dark ? 0.6 : 0.35}"`,
        ),
      )
    }
    parts.push(
      stitch(
        `M${CX - g.hemX} ${g.hemY - 6} Q${CX} ${g.hemY + 26} ${g.hemX + CX} ${g.hemY - 6}`,
        pal.seam,
        1.2,
      ),
    )
    focus = [CX + 40, band + 150]
    focusLabel = 'knife pleats and waistband'
  } else if (mini) {
    const f: LegFrame = {
      topY: g.topY,
      waistX: g.waistX,
      bandH: g.bandH,
      hip: [g.waistX + 30, band + 160],
      crotchY: g.hemY,
      hemY: g.hemY,
      hemOuter: g.hemX,
      hemInner: CX,
    }
    if (view === 'front') {
      parts.push(
        beltLoops(f, pal, [84, 150]),
        closure(true, [CX, g.topY + g.bandH / 2], pal),
        scoopPockets(f, pal, thread),
      )
      parts.push(stroke(`M${CX} ${band} L${CX} ${g.hemY + 18}`, pal.seam, 2))
      parts.push(
        stitch(
          `M${CX + 26} ${band + 4} L${CX + 26} ${band + 150} Q${CX + 26} ${band + 176} ${CX + 2} ${band + 186}`,
          thread,
          1.5,
        ),
      )
      parts.push(denimSkirtFade(g, pal))
    } else {
      parts.push(
        backYoke(f, pal, thread),
        patchPockets({ ...f, topY: f.topY - 50 }, pal, thread, true),
        beltLoops(f, pal, [0, 100]),
      )
      parts.push(stroke(`M${CX} ${band + 104} L${CX} ${g.hemY + 18}`, pal.seam, 2))
    }
    const fray: string[] = []
    for (let x = CX - g.hemX + CX + 4; x < g.hemX - 4; x += 7) {
      const tt = Math.abs(x - CX) / (g.hemX - CX)
      const y = g.hemY + 18 - 18 * tt * tt
      fray.push(`M${x} ${y - 6 - ((x * 7) % 8)} L${x + 1} ${y + 2}`)
    }
    parts.push(stroke(fray.join(' '), '#fff', 1.4, ' opacity="0.45"'))
    focusLabel = 'waistband, button and front pocket'
  } else {
    // Wrap skirt: overlapping front panel and a tie at the waist.
    if (view === 'front') {
      const edge = `M${CX + 120} ${band} C${CX + 90} ${band + 240} ${CX - 10} ${g.hemY - 200} ${CX - 110} ${g.hemY + 14}`
      parts.push(fill(`${edge} L${CX - 300} ${g.hemY + 40} L${CX - 300} ${band} Z`, '#000', 0.05))
      parts.push(stroke(edge, '#000', 10, ' opacity="0.06" transform="translate(-6 0)"'))
      parts.push(stroke(edge, pal.line, 2.4))
      parts.push(
        stitch(
          `M${CX + 110} ${band + 4} C${CX + 80} ${band + 240} ${CX - 20} ${g.hemY - 200} ${CX - 118} ${g.hemY + 6}`,
          pal.seam,
          1.2,
        ),
      )
      const bx = CX + 124
      const by = g.topY + g.bandH / 2
      overlay =
        piece(
          `M${bx} ${by} C${bx + 30} ${by - 40} ${bx + 70} ${by - 20} ${bx + 56} ${by + 4} C${bx + 44} ${by + 20} ${bx + 20} ${by + 10} ${bx} ${by} Z`,
          pal.base,
          pal.line,
          2.2,
        ) +
        piece(
          `M${bx} ${by} C${bx - 30} ${by - 40} ${bx - 70} ${by - 20} ${bx - 56} ${by + 4} C${bx - 44} ${by + 20} ${bx - 20} ${by + 10} ${bx} ${by} Z`,
          pal.base,
          pal.line,
          2.2,
        ) +
        piece(
          `M${bx - 6} ${by + 4} C${bx - 20} ${by + 80} ${bx - 6} ${by + 140} ${bx - 22} ${by + 200} L${bx - 6} ${by + 204} C${bx + 8} ${by + 140} ${bx - 2} ${by + 80} ${bx + 8} ${by + 6} Z`,
          pal.base,
          pal.line,
          2,
        ) +
        piece(
          `M${bx + 2} ${by + 4} C${bx + 20} ${by + 70} ${bx + 34} ${by + 110} ${bx + 30} ${by + 170} L${bx + 44} ${by + 168} C${bx + 48} ${by + 110} ${bx + 30} ${by + 70} ${bx + 12} ${by + 2} Z`,
          pal.base,
          pal.line,
          2,
        ) +
        `<ellipse cx="${bx}" cy="${by + 2}" rx="11" ry="9" fill="${pal.base}" stroke="${pal.line}" stroke-width="2.2"/>`
      focus = [CX + 100, band + 120]
      focusLabel = 'tie waist and wrap front'
    } else {
      parts.push(
        stroke(
          both(`M${CX + 80} ${band} L${CX + 84} ${band + 110}`),
          pal.seam,
          1.6,
          ' opacity="0.8"',
        ),
      )
      parts.push(stroke(`M${CX} ${band} L${CX} ${g.hemY + 18}`, pal.seam, 2))
    }
    parts.push(
      stitch(
        `M${CX - g.hemX + CX + 6} ${g.hemY - 16} Q${CX} ${g.hemY + 4} ${g.hemX - 6} ${g.hemY - 16}`,
        pal.seam,
        1.2,
      ),
    )
  }
  // Soft drape folds.
  parts.push(
    stroke(
      both(`M${CX + 140} ${band + 120} Q${CX + 160} ${band + 300} ${CX + 190} ${g.hemY - 20}`),
      pal.deep,
      5,
      ' opacity="0.07"',
    ),
  )
  return { outline, details: parts.join(''), overlay, focus, focusLabel }
}

function denimSkirtFade(g: { topY: number; hemY: number }, pal: Palette): string {
  const cy = (g.topY + g.hemY) / 2 + 70
  const o = pal.dark ? 0.1 : 0.18
  return `<ellipse cx="${CX + 110}" cy="${cy}" rx="90" ry="150" fill="url(#fade)" opacity="${o}"/><ellipse cx="${CX - 110}" cy="${cy}" rx="90" ry="150" fill="url(#fade)" opacity="${o}"/>`
}
