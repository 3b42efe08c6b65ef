/** The shared body of every top: a symmetric contour plus the seams all tops have. */
import type { Fit } from './garment-art.js'
import {
  CENTER_X as CX,
  type Palette,
  type Pt,
  add,
  both,
  fill,
  line,
  lerp,
  poly,
  ribPath,
  stitch,
  stroke,
  symmetric,
  towards,
  xy,
} from './svg-kit.js'

export interface SleeveSpec {
  /** Degrees below horizontal: ~33 for a tee, ~75 for a long sleeve lying along the body. */
  angle: number
  length: number
  cuff: number
}

export interface TopFrame {
  /** Half width of the neck opening. */
  neckW: number
  neckY: number
  /** Centre of the back neckline, the top of the contour. */
  backNeckY: number
  /** Centre of the front neckline dip. */
  frontNeckY: number
  shoulder: Pt
  underarm: Pt
  waist: Pt
  hem: Pt
  hemCenterY: number
  sleeve: SleeveSpec | null
  /** Sleeveless tops: how far the armhole digs towards the centre (racerback backs). */
  armholeInset?: number
  /** Replaces the back neckline (right half, from the centre top to the neck point), e.g. a hood. */
  crown?: string
}

export interface TopPoints {
  neck: Pt
  shoulder: Pt
  underarm: Pt
  hem: Pt
  /** Sleeve end: outer corner, inner corner, and the unit vector along the sleeve. */
  cuffOuter: Pt
  cuffInner: Pt
  dir: Pt
}

export function sleevePoints(f: TopFrame): Pick<TopPoints, 'cuffOuter' | 'cuffInner' | 'dir'> {
  if (!f.sleeve) return { cuffOuter: f.shoulder, cuffInner: f.underarm, dir: [0, 1] }
  const a = (f.sleeve.angle * Math.PI) / 180
  const dir: Pt = [Math.cos(a), Math.sin(a)]
  const cuffOuter = add(f.shoulder, dir[0] * f.sleeve.length, dir[1] * f.sleeve.length)
  // Perpendicular pointing back towards the body.
  const cuffInner = add(cuffOuter, -dir[1] * f.sleeve.cuff, dir[0] * f.sleeve.cuff)
  return { cuffOuter, cuffInner, dir }
}

export function topPoints(f: TopFrame): TopPoints {
  return {
    neck: [CX + f.neckW, f.neckY],
    shoulder: f.shoulder,
    underarm: f.underarm,
    hem: f.hem,
    ...sleevePoints(f),
  }
}

/** Back neckline, left neck point to right neck point. */
export function backNeckPath(f: TopFrame): string {
  const w = f.neckW
  return `M${CX - w} ${f.neckY} Q${CX - w * 0.55} ${f.backNeckY} ${CX} ${f.backNeckY} Q${CX + w * 0.55} ${f.backNeckY} ${CX + w} ${f.neckY}`
}

/** Front neckline through the dip; `grow` widens and deepens it for the inner edge of a band. */
export function frontNeckPath(f: TopFrame, grow = 0, dipY = f.frontNeckY): string {
  const w = f.neckW + grow
  const ny = f.neckY - grow * 0.3
  const dip = dipY + grow
  const k = (dip - ny) * 0.78
  return `M${CX - w} ${ny} C${CX - w} ${ny + k} ${CX - w * 0.55} ${dip} ${CX} ${dip} C${CX + w * 0.55} ${dip} ${CX + w} ${ny + k} ${CX + w} ${ny}`
}

export function topOutline(f: TopFrame): string {
  const p = topPoints(f)
  const { shoulder: s, underarm: u, waist: w, hem: h } = f
  const w55 = CX + f.neckW * 0.55
  let arm: string
  if (f.sleeve) {
    arm = `L${xy(s)} L${xy(p.cuffOuter)} L${xy(p.cuffInner)} L${xy(u)}`
  } else {
    const inset = f.armholeInset ?? 0
    arm = `L${xy(s)} C${s[0] - inset} ${s[1] + 110} ${u[0] - 46 - inset} ${u[1] - 6} ${xy(u)}`
  }
  const hemMid = CX + (h[0] - CX) * 0.5
  return symmetric(
    `M${CX} ${f.backNeckY} ${f.crown ?? `Q${w55} ${f.backNeckY} ${CX + f.neckW} ${f.neckY}`} ${arm} ` +
      `C${u[0] - 3} ${u[1] + 90} ${w[0]} ${w[1] - 110} ${xy(w)} ` +
      `C${w[0]} ${w[1] + 110} ${h[0]} ${h[1] - 110} ${xy(h)} ` +
      `Q${hemMid} ${f.hemCenterY} ${CX} ${f.hemCenterY}`,
  )
}

/** Seams, hems and soft folds every sleeved top shares. */
export function topBasics(f: TopFrame, pal: Palette, opts: { hemStitch?: boolean } = {}): string {
  const p = topPoints(f)
  const parts: string[] = []
  if (f.sleeve) {
    // Sleeves a touch darker than the body so they read as separate pieces.
    parts.push(fill(both(poly(p.shoulder, p.cuffOuter, p.cuffInner, p.underarm)), '#000', 0.045))
    const mid = lerp(p.shoulder, p.underarm, 0.5)
    const seam = `M${xy(p.shoulder)} Q${mid[0] - 16} ${mid[1] + 6} ${xy(p.underarm)}`
    parts.push(stroke(both(seam), pal.seam, 2.2))
    // Crease running down the sleeve.
    const c1 = lerp(p.shoulder, p.underarm, 0.55)
    const c2 = lerp(p.cuffOuter, p.cuffInner, 0.45)
    const crease = `M${xy(lerp(c1, c2, 0.2))} Q${xy(add(lerp(c1, c2, 0.5), 6, 0))} ${xy(lerp(c1, c2, 0.75))}`
    parts.push(stroke(both(crease), pal.deep, 2, ' opacity="0.16"'))
  }
  // Drape folds falling from the underarm.
  const u = f.underarm
  const fold = `M${u[0] - 8} ${u[1] + 18} Q${u[0] - 44} ${u[1] + 70} ${u[0] - 58} ${u[1] + 170}`
  parts.push(stroke(both(fold), pal.deep, 3, ' opacity="0.12"'))
  const fold2 = `M${CX + 40} ${f.hem[1] - 40} Q${CX + 52} ${f.hem[1] - 120} ${CX + 86} ${f.hem[1] - 190}`
  parts.push(stroke(fold2, pal.deep, 3, ' opacity="0.08"'))
  if (opts.hemStitch !== false) parts.push(hemStitch(f, pal, 22))
  return parts.join('')
}

/** Stitching parallel to the hem, `up` pixels above it. */
export function hemStitch(f: TopFrame, pal: Palette, up: number): string {
  const h = f.hem
  const hemMid = CX + (h[0] - CX) * 0.5
  const d = `M${CX - h[0] + CX - 10} ${h[1] - up} Q${2 * CX - hemMid} ${f.hemCenterY - up} ${CX} ${f.hemCenterY - up} Q${hemMid} ${f.hemCenterY - up} ${h[0] + 10} ${h[1] - up}`
  return stitch(d, pal.seam)
}

/** Line across the body following the hem curve, `up` pixels above it (for rib bands). */
export function hemBand(f: TopFrame, pal: Palette, height: number, ribbed = true): string {
  const h = f.hem
  const hemMid = CX + (h[0] - CX) * 0.5
  const top = (y: number) => y - height
  const band =
    `M${CX - h[0] + CX - 20} ${top(h[1])} Q${2 * CX - hemMid} ${top(f.hemCenterY)} ${CX} ${top(f.hemCenterY)} ` +
    `Q${hemMid} ${top(f.hemCenterY)} ${h[0] + 20} ${top(h[1])} L${h[0] + 20} ${h[1] + 20} L${CX - h[0] + CX - 20} ${h[1] + 20} Z`
  const ribs: string[] = []
  for (let x = CX - h[0] + CX + 12; ribbed && x < h[0] - 6; x += 13) {
    const t = Math.abs(x - CX) / (h[0] - CX)
    const y = f.hemCenterY + (h[1] - f.hemCenterY) * t * t
    ribs.push(`M${x} ${y - height + 6} L${x} ${y - 4}`)
  }
  return (
    fill(band, '#000', 0.06) +
    stroke(ribs.join(' '), pal.seam, 1.3, ' opacity="0.45"') +
    stroke(
      `M${CX - h[0] + CX - 20} ${top(h[1])} Q${2 * CX - hemMid} ${top(f.hemCenterY)} ${CX} ${top(f.hemCenterY)} Q${hemMid} ${top(f.hemCenterY)} ${h[0] + 20} ${top(h[1])}`,
      pal.seam,
      2.2,
    )
  )
}

/** Stitching or a rib band across each sleeve end. */
export function cuffs(
  f: TopFrame,
  pal: Palette,
  kind: 'stitch' | 'rib' | 'band',
  depth: number,
): string {
  if (!f.sleeve) return ''
  const p = topPoints(f)
  const back = (pt: Pt) => add(pt, -p.dir[0] * depth, -p.dir[1] * depth)
  // The inner edge is not parallel to the sleeve axis; step back along it instead.
  const innerBack = towards(p.cuffInner, p.underarm, depth)
  const a = back(p.cuffOuter)
  if (kind === 'stitch') return stitch(both(line(add(a, -2, 0), add(innerBack, 2, 0))), pal.seam)
  const shape = both(poly(p.cuffOuter, p.cuffInner, innerBack, a))
  const parts = [
    fill(shape, '#000', kind === 'rib' ? 0.07 : 0.04),
    stroke(both(line(a, innerBack)), pal.seam, 2.2),
  ]
  if (kind === 'rib') {
    const across: Pt = [p.dir[0] * (depth - 6), p.dir[1] * (depth - 6)]
    const ribs = ribPath(
      add(a, p.dir[0] * 3, p.dir[1] * 3),
      add(innerBack, p.dir[0] * 3, p.dir[1] * 3),
      across,
      8,
    )
    parts.push(stroke(both(ribs), pal.seam, 1.3, ' opacity="0.5"'))
  }
  return parts.join('')
}

/** Inside of the back neck seen through a round front neckline, plus the rib band. */
export function crewNeckFront(f: TopFrame, pal: Palette, band: number): string {
  const outer = frontNeckPath(f)
  const inner = frontNeckPath(f, band)
  const bandShape = `${outer} L${CX + f.neckW + band} ${f.neckY - band * 0.3} ${reversePathEnds(inner)} Z`
  return (
    fill(closeAlong(f), pal.shade) +
    fill(bandShape, pal.base) +
    fill(bandShape, '#000', 0.05) +
    ribLinesAlong(f, pal, band) +
    stroke(inner, pal.seam, 2) +
    stroke(outer, pal.line, 2.4) +
    label(f, pal)
  )
}

/** Back neckline band for the back view. */
export function crewNeckBack(f: TopFrame, pal: Palette, band: number): string {
  const inner = `M${CX - f.neckW - 4} ${f.neckY + band * 0.7} Q${CX - f.neckW * 0.55} ${f.backNeckY + band} ${CX} ${f.backNeckY + band} Q${CX + f.neckW * 0.55} ${f.backNeckY + band} ${CX + f.neckW + 4} ${f.neckY + band * 0.7}`
  return stroke(backNeckPath(f), '#000', band * 2, ' opacity="0.05"') + stroke(inner, pal.seam, 2)
}

/** Region between back and front necklines: the inside of the garment. */
function closeAlong(f: TopFrame): string {
  const w = f.neckW
  const k = (f.frontNeckY - f.neckY) * 0.78
  return (
    `M${CX - w} ${f.neckY} Q${CX - w * 0.55} ${f.backNeckY} ${CX} ${f.backNeckY} Q${CX + w * 0.55} ${f.backNeckY} ${CX + w} ${f.neckY} ` +
    `C${CX + w} ${f.neckY + k} ${CX + w * 0.55} ${f.frontNeckY} ${CX} ${f.frontNeckY} C${CX - w * 0.55} ${f.frontNeckY} ${CX - w} ${f.neckY + k} ${CX - w} ${f.neckY} Z`
  )
}

/** A neckline path drawn right-to-left, without its leading move. */
function reversePathEnds(d: string): string {
  const nums = (d.match(/-?\d*\.?\d+/g) ?? []).map(Number)
  // M a b C c1 c2 m C c3 c4 e  ->  reversed: C c4 c3 m C c2 c1 a
  const [ax, ay, c1x, c1y, c2x, c2y, mx, my, c3x, c3y, c4x, c4y] = nums
  return `C${c4x} ${c4y} ${c3x} ${c3y} ${mx} ${my} C${c2x} ${c2y} ${c1x} ${c1y} ${ax} ${ay}`
}

function ribLinesAlong(f: TopFrame, pal: Palette, band: number): string {
  const parts: string[] = []
  const steps = 22
  for (let i = 1; i < steps; i++) {
    const t = i / steps
    const a = bezierOnNeck(f, 0, t)
    const b = bezierOnNeck(f, band, t)
    parts.push(`M${xy(lerp(a, b, 0.15))} L${xy(lerp(a, b, 0.85))}`)
  }
  return stroke(parts.join(' '), pal.seam, 1.2, ' opacity="0.4"')
}

/** Point on the front neckline (with `grow`) at t in 0..1, left to right. */
function bezierOnNeck(f: TopFrame, grow: number, t: number): Pt {
  const w = f.neckW + grow
  const ny = f.neckY - grow * 0.3
  const dip = f.frontNeckY + grow
  const k = (dip - ny) * 0.78
  const half = t < 0.5
  const u = half ? t * 2 : (t - 0.5) * 2
  const pts: Pt[] = half
    ? [
        [CX - w, ny],
        [CX - w, ny + k],
        [CX - w * 0.55, dip],
        [CX, dip],
      ]
    : [
        [CX, dip],
        [CX + w * 0.55, dip],
        [CX + w, ny + k],
        [CX + w, ny],
      ]
  const [p0, p1, p2, p3] = pts as [Pt, Pt, Pt, Pt]
  const m = 1 - u
  return [
    m * m * m * p0[0] + 3 * m * m * u * p1[0] + 3 * m * u * u * p2[0] + u * u * u * p3[0],
    m * m * m * p0[1] + 3 * m * m * u * p1[1] + 3 * m * u * u * p2[1] + u * u * u * p3[1],
  ]
}

/** Small woven label inside the back neck: reads as a real garment without any text. */
export function label(f: TopFrame, pal: Palette): string {
  const y = f.backNeckY + 8
  const color = pal.dark ? '#e9e4da' : '#2b2b2e'
  return `<rect x="${CX - 20}" y="${y}" width="40" height="20" rx="2" fill="${color}" opacity="0.9"/><rect x="${CX - 12}" y="${y + 8}" width="24" height="3" rx="1.5" fill="${pal.dark ? '#9a948a' : '#8a8a90'}"/>`
}

/** Frame presets per fit, tuned by eye so every top fills the picture similarly. */
export function shortSleeveFrame(fit: Fit): TopFrame {
  if (fit === 'fitted')
    return {
      neckW: 56,
      neckY: 176,
      backNeckY: 188,
      frontNeckY: 240,
      shoulder: [572, 204],
      underarm: [566, 336],
      waist: [548, 540],
      hem: [566, 760],
      hemCenterY: 766,
      sleeve: { angle: 36, length: 118, cuff: 88 },
    }
  if (fit === 'boxy')
    return {
      neckW: 62,
      neckY: 172,
      backNeckY: 184,
      frontNeckY: 238,
      shoulder: [616, 214],
      underarm: [608, 378],
      waist: [610, 560],
      hem: [612, 756],
      hemCenterY: 758,
      sleeve: { angle: 30, length: 146, cuff: 118 },
    }
  return {
    neckW: 58,
    neckY: 172,
    backNeckY: 184,
    frontNeckY: 236,
    shoulder: [592, 202],
    underarm: [586, 346],
    waist: [582, 560],
    hem: [588, 780],
    hemCenterY: 784,
    sleeve: { angle: 33, length: 144, cuff: 100 },
  }
}

export function longSleeveFrame(fit: Fit): TopFrame {
  if (fit === 'fitted')
    return {
      neckW: 54,
      neckY: 176,
      backNeckY: 188,
      frontNeckY: 236,
      shoulder: [574, 206],
      underarm: [566, 344],
      waist: [548, 550],
      hem: [566, 770],
      hemCenterY: 776,
      sleeve: { angle: 76, length: 440, cuff: 80 },
    }
  if (fit === 'boxy')
    return {
      neckW: 62,
      neckY: 172,
      backNeckY: 184,
      frontNeckY: 236,
      shoulder: [612, 218],
      underarm: [604, 368],
      waist: [604, 580],
      hem: [606, 790],
      hemCenterY: 792,
      sleeve: { angle: 74, length: 450, cuff: 92 },
    }
  return {
    neckW: 58,
    neckY: 172,
    backNeckY: 184,
    frontNeckY: 236,
    shoulder: [596, 204],
    underarm: [588, 350],
    waist: [584, 580],
    hem: [590, 800],
    hemCenterY: 804,
    sleeve: { angle: 75, length: 460, cuff: 88 },
  }
}
