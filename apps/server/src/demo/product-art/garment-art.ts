import type { DemoProduct } from '../demo-catalogue.js'
import type { Palette, Pt } from './svg-kit.js'

export type View = 'front' | 'back'

export type Fit = 'regular' | 'fitted' | 'boxy'

/** Cut details read from the product, so e.g. a "Pocket Tee" really shows a pocket. */
export interface GarmentStyle {
  fit: Fit
  women: boolean
  tags: ReadonlySet<StyleTag>
  /** Denim gets gold contrast stitching and rivets. */
  denim: boolean
  /** Playful slide badge for the house brand. */
  badge: 'none' | 'small' | 'large'
}

export type StyleTag =
  | 'pocket'
  | 'zip'
  | 'cable'
  | 'cropped'
  | 'ribbed'
  | 'camp'
  | 'wide'
  | 'slim'
  | 'cargo'
  | 'drawstring'
  | 'pleated'
  | 'mini'
  | 'midi'
  | 'wrap'
  | 'trucker'
  | 'field'
  | 'hood'
  | 'sport'
  | 'blazer'
  | 'tailored'
  | 'cutoff'
  | 'bike'
  | 'paperbag'

export interface DrawInput {
  view: View
  pal: Palette
  style: GarmentStyle
}

/** One garment view in canvas units; the composer adds background, shadow and shading. */
export interface GarmentArt {
  /** Full contour: filled with the fabric colour, clips shading and details. */
  outline: string
  /** Inside the contour (clipped): seams, pockets, ribs, folds. */
  details: string
  /** Above the contour stroke: collars, drawstrings and other parts that sit on top. */
  overlay: string
  /** Centre of the close-up shot and what it shows. */
  focus: Pt
  focusLabel: string
}

const TAG_PATTERNS: ReadonlyArray<readonly [StyleTag, RegExp]> = [
  ['pocket', /\bpocket\b/i],
  ['zip', /\b(zip|windbreaker|rain)\b/i],
  ['cable', /\b(cable|chunky)\b/i],
  ['cropped', /\bcropped\b/i],
  ['ribbed', /\bribbed\b/i],
  ['camp', /\bcamp\b/i],
  ['wide', /\b(wide|baggy)\b/i],
  ['slim', /\b(slim|skinny|cigarette)\b/i],
  ['cargo', /\bcargo\b/i],
  ['drawstring', /\b(drawstring|board|running|sweatpants|joggers?|lounge)\b/i],
  ['pleated', /\bpleated\b/i],
  ['mini', /\bmini\b/i],
  ['midi', /\bmidi\b/i],
  ['wrap', /\bwrap\b/i],
  ['trucker', /\b(trucker|denim jacket)\b/i],
  ['field', /\b(field|waxed|utility)\b/i],
  ['hood', /\brain\b/i],
  ['sport', /\b(training|sports|seamless|performance|running)\b/i],
  ['blazer', /\bblazer\b/i],
  ['tailored', /\b(tailored|dress|wool|cigarette)\b/i],
  ['cutoff', /\bcutoff\b/i],
  ['bike', /\bbike\b/i],
  ['paperbag', /\bpaperbag\b/i],
]

export function styleFor(product: DemoProduct): GarmentStyle {
  const name = product.name
  const tags = new Set<StyleTag>()
  for (const [tag, pattern] of TAG_PATTERNS) if (pattern.test(name)) tags.add(tag)
  const boxy = /\b(oversized|boxy|relaxed|heavyweight|baggy)\b/i.test(name)
  const fit: Fit = boxy ? 'boxy' : product.gender === 'Women' ? 'fitted' : 'regular'
  const house = product.brand === 'Slide Supply Co.' && product.category === 'Top Wear'
  const badge = !house ? 'none' : /\b(graphic|club)\b/i.test(name) ? 'large' : 'small'
  return {
    fit,
    women: product.gender === 'Women',
    tags,
    denim: product.material === 'Denim',
    badge,
  }
}
