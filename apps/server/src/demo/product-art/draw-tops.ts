/** Light tops: t-shirts, polos, woven shirts and tanks. */
import { slideBadge } from './draw-badge.js'
import type { DrawInput, GarmentArt, GarmentStyle } from './garment-art.js'
import {
  CENTER_X as CX,
  type Palette,
  type Pt,
  both,
  button,
  fill,
  piece,
  stitch,
  stroke,
} from './svg-kit.js'
import {
  type TopFrame,
  crewNeckBack,
  crewNeckFront,
  cuffs,
  hemStitch,
  label,
  longSleeveFrame,
  shortSleeveFrame,
  topBasics,
  topOutline,
  topPoints,
} from './top-frame.js'

export function cropped(f: TopFrame, style: GarmentStyle): TopFrame {
  if (!style.tags.has('cropped')) return f
  const lift = 150
  return {
    ...f,
    waist: [f.waist[0] + 4, f.waist[1] - lift * 0.6],
    hem: [f.hem[0] - 10, f.hem[1] - lift],
    hemCenterY: f.hemCenterY - lift,
  }
}

/** Patch pocket on the wearer's left chest (the viewer's right). */
export function chestPocket(top: number, pal: Palette, pointed: boolean): string {
  const x0 = CX + 50
  const x1 = CX + 132
  const bottom = top + 96
  const d = pointed
    ? `M${x0} ${top} L${x1} ${top} L${x1} ${bottom} L${(x0 + x1) / 2} ${bottom + 14} L${x0} ${bottom} Z`
    : `M${x0} ${top} L${x1} ${top} L${x1} ${bottom - 10} Q${x1} ${bottom} ${x1 - 10} ${bottom} L${x0 + 10} ${bottom} Q${x0} ${bottom} ${x0} ${bottom - 10} Z`
  const inset = pointed
    ? `M${x0 + 6} ${top + 14} L${x0 + 6} ${bottom - 4} L${(x0 + x1) / 2} ${bottom + 8} L${x1 - 6} ${bottom - 4} L${x1 - 6} ${top + 14}`
    : `M${x0 + 6} ${top + 14} L${x0 + 6} ${bottom - 8} Q${x0 + 6} ${bottom - 6} ${x0 + 14} ${bottom - 6} L${x1 - 14} ${bottom - 6} Q${x1 - 6} ${bottom - 6} ${x1 - 6} ${bottom - 8} L${x1 - 6} ${top + 14}`
  return (
    fill(d, '#000', 0.04) +
    stroke(d, pal.seam, 2) +
    stitch(inset, pal.seam, 1.4) +
    stroke(`M${x0} ${top + 8} L${x1} ${top + 8}`, pal.seam, 1.2, ' opacity="0.6"')
  )
}

export function drawTShirt({ view, pal, style }: DrawInput): GarmentArt {
  const f = cropped(shortSleeveFrame(style.fit), style)
  let details = topBasics(f, pal) + cuffs(f, pal, 'stitch', 22)
  if (view === 'front') {
    details += crewNeckFront(f, pal, 16)
    if (style.tags.has('pocket')) details += chestPocket(300, pal, false)
    if (style.badge === 'large') details += slideBadge([CX, 390], 92, pal)
    if (style.badge === 'small') details += slideBadge([CX + 92, 320], 34, pal)
  } else {
    details += crewNeckBack(f, pal, 16)
  }
  return {
    outline: topOutline(f),
    details,
    overlay: '',
    focus: [CX + 40, 250],
    focusLabel: 'ribbed crew neckline and shoulder seam',
  }
}

export function drawTank({ view, pal, style }: DrawInput): GarmentArt {
  const fitted = style.fit === 'fitted'
  const base: TopFrame = fitted
    ? {
        neckW: 56,
        neckY: 160,
        backNeckY: 186,
        frontNeckY: 278,
        shoulder: [492, 164],
        underarm: [550, 356],
        waist: [532, 566],
        hem: [556, 812],
        hemCenterY: 816,
        sleeve: null,
      }
    : {
        neckW: 70,
        neckY: 168,
        backNeckY: 196,
        frontNeckY: 300,
        shoulder: [514, 172],
        underarm: [574, 376],
        waist: [568, 600],
        hem: [578, 842],
        hemCenterY: 846,
        sleeve: null,
      }
  const racer = view === 'back' && style.tags.has('sport')
  const f: TopFrame = racer
    ? {
        ...base,
        neckY: base.neckY + 4,
        backNeckY: base.backNeckY + 10,
        armholeInset: 70,
        shoulder: [base.shoulder[0] - 16, base.shoulder[1] + 4],
      }
    : base
  const p = topPoints(f)
  const s = f.shoulder
  const u = f.underarm
  const inset = f.armholeInset ?? 0
  // Binding runs just inside the armhole.
  const binding = `M${s[0] - 12} ${s[1] + 10} C${s[0] - 12 - inset} ${s[1] + 116} ${u[0] - 56 - inset} ${u[1] - 14} ${u[0] - 6} ${u[1] - 8}`
  let details = stitch(both(binding), pal.seam) + hemStitch(f, pal, 22)
  details += stroke(
    both(`M${u[0] - 8} ${u[1] + 18} Q${u[0] - 40} ${u[1] + 80} ${u[0] - 52} ${u[1] + 180}`),
    pal.deep,
    3,
    ' opacity="0.12"',
  )
  if (style.tags.has('ribbed')) {
    const ribs: string[] = []
    for (let x = CX - 200; x <= CX + 200; x += 12) ribs.push(`M${x} 120 L${x} 900`)
    details += stroke(ribs.join(' '), pal.deep, 1.4, ' opacity="0.13"')
  }
  if (view === 'front') {
    details += crewNeckFront(f, pal, 12)
    if (style.badge !== 'none') details += slideBadge([CX, 400], 60, pal)
  } else {
    details += crewNeckBack(f, pal, 12) + label(f, pal)
  }
  return {
    outline: topOutline(f),
    details,
    overlay: '',
    focus: [p.neck[0] + 10, f.neckY + 90],
    focusLabel: 'neckline and shoulder strap',
  }
}

export function drawPolo({ view, pal, style }: DrawInput): GarmentArt {
  const frame = shortSleeveFrame(style.fit)
  // The knitted collar stands above the neckline, so the contour rises to meet it.
  const f: TopFrame = { ...frame, neckW: 54, backNeckY: frame.neckY - 8 }
  let details =
    topBasics(f, pal, { hemStitch: false }) + cuffs(f, pal, 'rib', 24) + hemStitch(f, pal, 20)
  // Side vents at the hem.
  const h = f.hem
  details += stroke(both(`M${h[0] - 4} ${h[1] - 40} L${h[0] + 4} ${h[1] + 4}`), pal.seam, 2)
  let overlay: string
  const top = f.neckY
  if (view === 'front') {
    details += fill(
      `M${CX - 16} ${top + 20} L${CX + 16} ${top + 20} L${CX + 16} ${top + 168} Q${CX} ${top + 176} ${CX - 16} ${top + 168} Z`,
      '#000',
      0.05,
    )
    details += stroke(
      `M${CX - 16} ${top + 40} L${CX - 16} ${top + 168} Q${CX} ${top + 176} ${CX + 16} ${top + 168} L${CX + 16} ${top + 40}`,
      pal.seam,
      2,
    )
    details += stitch(
      `M${CX - 10} ${top + 50} L${CX - 10} ${top + 160} M${CX + 10} ${top + 50} L${CX + 10} ${top + 160}`,
      pal.seam,
      1.2,
    )
    details += button([CX, top + 110], 7, pal) + button([CX, top + 150], 7, pal)
    if (style.badge !== 'none') details += slideBadge([CX + 96, 330], 30, pal)
    overlay = poloCollarFront(f, pal)
  } else {
    overlay = collarBack(f, pal, 40)
  }
  return {
    outline: topOutline(f),
    details,
    overlay,
    focus: [CX + 20, top + 80],
    focusLabel: 'knit collar and button placket',
  }
}

function poloCollarFront(f: TopFrame, pal: Palette): string {
  const y = f.neckY
  const w = f.neckW
  const ring = `M${CX - w - 8} ${y + 2} Q${CX} ${y - 26} ${CX + w + 8} ${y + 2} L${CX + w} ${y + 16} Q${CX} ${y - 6} ${CX - w} ${y + 16} Z`
  const leaf = `M${CX + 4} ${y + 22} L${CX + w + 8} ${y + 2} C${CX + w + 18} ${y + 36} ${CX + w + 14} ${y + 70} ${CX + w} ${y + 98} C${CX + 38} ${y + 84} ${CX + 18} ${y + 66} ${CX + 4} ${y + 52} Z`
  const tipping = `M${CX + w + 4} ${y + 12} C${CX + w + 11} ${y + 40} ${CX + w + 8} ${y + 66} ${CX + w - 4} ${y + 88}`
  return (
    piece(ring, pal.shade, pal.line, 2.2) +
    fill(`M${CX - 10} ${y + 10} L${CX + 10} ${y + 10} L${CX} ${y + 54} Z`, pal.deep) +
    piece(both(leaf), pal.base, pal.line, 2.4) +
    fill(both(leaf), '#fff', 0.07) +
    stroke(both(tipping), pal.seam, 1.4, ' opacity="0.7"')
  )
}

/** A folded collar seen from behind: a band lying over the back neckline. */
export function collarBack(f: TopFrame, pal: Palette, depth: number): string {
  const y = f.neckY
  const w = f.neckW + 10
  const d = `M${CX - w} ${y} Q${CX} ${f.backNeckY - 26} ${CX + w} ${y} L${CX + w + 8} ${y + depth} Q${CX} ${f.backNeckY + depth - 20} ${CX - w - 8} ${y + depth} Z`
  return (
    piece(d, pal.base, pal.line, 2.4) +
    fill(d, '#fff', 0.07) +
    stitch(
      `M${CX - w - 2} ${y + depth - 8} Q${CX} ${f.backNeckY + depth - 28} ${CX + w + 2} ${y + depth - 8}`,
      pal.seam,
      1.3,
    )
  )
}

export function drawShirt({ view, pal, style }: DrawInput): GarmentArt {
  if (style.tags.has('camp')) return drawCampShirt({ view, pal, style })
  const frame = longSleeveFrame(style.fit)
  const f: TopFrame = {
    ...frame,
    neckW: 52,
    neckY: 166,
    backNeckY: 160,
    hem: [frame.hem[0], frame.hem[1] - 34],
    hemCenterY: frame.hemCenterY + 22,
  }
  const p = topPoints(f)
  let details =
    topBasics(f, pal, { hemStitch: false }) + cuffs(f, pal, 'band', 66) + hemStitch(f, pal, 14)
  // Sleeve placket above each cuff, and the cuff button.
  const cuffMid: Pt = [
    (p.cuffOuter[0] + p.cuffInner[0]) / 2 - p.dir[0] * 33,
    (p.cuffOuter[1] + p.cuffInner[1]) / 2 - p.dir[1] * 33,
  ]
  details +=
    button([cuffMid[0] + 16, cuffMid[1] - 4], 6, pal) +
    button([2 * CX - cuffMid[0] - 16, cuffMid[1] - 4], 6, pal)
  const slit = `M${cuffMid[0] - 8} ${cuffMid[1] - 40} L${cuffMid[0] - 22} ${cuffMid[1] - 130}`
  details += stroke(both(slit), pal.seam, 2)
  let overlay: string
  if (view === 'front') {
    const bottom = f.hemCenterY
    details += fill(
      `M${CX - 18} ${f.neckY} L${CX + 18} ${f.neckY} L${CX + 18} ${bottom + 4} L${CX - 18} ${bottom + 4} Z`,
      '#fff',
      0.05,
    )
    details += stroke(
      `M${CX + 18} ${f.neckY + 40} L${CX + 18} ${bottom + 4} M${CX - 18} ${f.neckY + 40} L${CX - 18} ${bottom + 4}`,
      pal.seam,
      2,
    )
    details += stitch(
      `M${CX + 12} ${f.neckY + 50} L${CX + 12} ${bottom - 4} M${CX - 12} ${f.neckY + 50} L${CX - 12} ${bottom - 4}`,
      pal.seam,
      1.2,
    )
    for (let y = f.neckY + 100; y < bottom - 40; y += 92) details += button([CX, y], 6.5, pal)
    // Dress shirts and women's shirts go without the chest pocket.
    if (style.fit !== 'fitted' && !style.tags.has('tailored'))
      details += chestPocket(300, pal, true)
    overlay = shirtCollarFront(f, pal)
  } else {
    const yokeY = f.neckY + 96
    const yoke = (y0: number) =>
      `M${f.shoulder[0] + 10} ${y0 + 8} Q${CX + 110} ${y0 + 2} ${CX} ${y0}`
    details +=
      stroke(both(yoke(yokeY)), pal.seam, 2.2) + stitch(both(yoke(yokeY + 8)), pal.seam, 1.2)
    details += fill(
      `M${CX - 30} ${yokeY} L${CX + 30} ${yokeY} L${CX + 12} ${yokeY + 120} L${CX - 12} ${yokeY + 120} Z`,
      '#000',
      0.05,
    )
    details += stroke(
      `M${CX - 14} ${yokeY} L${CX - 8} ${yokeY + 110} M${CX + 14} ${yokeY} L${CX + 8} ${yokeY + 110}`,
      pal.seam,
      1.8,
    )
    overlay = collarBack(f, pal, 34)
  }
  return {
    outline: topOutline(f),
    details,
    overlay,
    focus: [CX + 30, f.neckY + 110],
    focusLabel: 'pointed collar and button placket',
  }
}

export function shirtCollarFront(f: TopFrame, pal: Palette): string {
  const y = f.neckY
  const w = f.neckW
  const stand = `M${CX - w - 6} ${y + 2} Q${CX} ${y - 24} ${CX + w + 6} ${y + 2} L${CX + w} ${y + 18} Q${CX} ${y - 4} ${CX - w} ${y + 18} Z`
  const leaf = `M${CX + 3} ${y + 30} L${CX + w + 8} ${y + 2} C${CX + w + 16} ${y + 40} ${CX + w + 18} ${y + 76} ${CX + w + 10} ${y + 112} C${CX + 44} ${y + 96} ${CX + 20} ${y + 76} ${CX + 3} ${y + 60} Z`
  const edge = `M${CX + w + 2} ${y + 14} C${CX + w + 9} ${y + 44} ${CX + w + 11} ${y + 76} ${CX + w + 4} ${y + 102} C${CX + 42} ${y + 88} ${CX + 22} ${y + 70} ${CX + 8} ${y + 58}`
  return (
    piece(stand, pal.shade, pal.line, 2.2) +
    fill(`M${CX - 12} ${y + 8} L${CX + 12} ${y + 8} L${CX} ${y + 58} Z`, pal.deep) +
    piece(both(leaf), pal.base, pal.line, 2.4) +
    fill(both(leaf), '#fff', 0.08) +
    stitch(both(edge), pal.seam, 1.2) +
    button([CX, y + 44], 5.5, pal)
  )
}

function drawCampShirt({ view, pal, style }: DrawInput): GarmentArt {
  const f: TopFrame = {
    ...shortSleeveFrame(style.fit === 'fitted' ? 'fitted' : 'boxy'),
    neckW: 56,
    neckY: 168,
    backNeckY: 164,
  }
  let details = topBasics(f, pal) + cuffs(f, pal, 'stitch', 26)
  let overlay: string
  const y = f.neckY
  const w = f.neckW
  const vBottom = y + 170
  if (view === 'front') {
    // Open collar: the V shows the inside of the back.
    details += fill(`M${CX - w} ${y} Q${CX} ${y - 8} ${CX + w} ${y} L${CX} ${vBottom} Z`, pal.shade)
    details += stroke(`M${CX + 6} ${vBottom - 6} L${CX + 6} ${f.hemCenterY}`, pal.seam, 2)
    details += stitch(`M${CX + 12} ${vBottom} L${CX + 12} ${f.hemCenterY - 4}`, pal.seam, 1.2)
    for (let by = vBottom + 30; by < f.hemCenterY - 40; by += 110)
      details += button([CX - 4, by], 6.5, pal)
    details += chestPocket(330, pal, false)
    const lapel = `M${CX + w - 6} ${y - 2} L${CX + w + 30} ${y + 8} L${CX + w + 46} ${y + 78} L${CX + w + 20} ${y + 88} L${CX + 2} ${vBottom} L${CX + 28} ${y + 20} Z`
    const edge = `M${CX + w + 24} ${y + 18} L${CX + w + 36} ${y + 72} L${CX + w + 16} ${y + 80} L${CX + 12} ${vBottom - 20}`
    overlay =
      piece(
        `M${CX - w - 4} ${y + 2} Q${CX} ${y - 26} ${CX + w + 4} ${y + 2} L${CX + w - 8} ${y + 18} Q${CX} ${y - 4} ${CX - w + 8} ${y + 18} Z`,
        pal.base,
        pal.line,
        2.2,
      ) +
      piece(both(lapel), pal.base, pal.line, 2.4) +
      fill(both(lapel), '#fff', 0.08) +
      stitch(both(edge), pal.seam, 1.2)
  } else {
    overlay = collarBack(f, pal, 42)
  }
  return {
    outline: topOutline(f),
    details,
    overlay,
    focus: [CX + 40, y + 100],
    focusLabel: 'open camp collar and chest pocket',
  }
}
