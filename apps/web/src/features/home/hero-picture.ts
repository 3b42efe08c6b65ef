import { imageShapeOf, responsiveImageSources } from '@shop/shared/images'

export interface HeroPictureSource {
  src: string
  srcSet?: string
  /** The crop's full size, when the picture is one of the shop's crops (`@shop/shared/images`). */
  width?: number
  height?: number
}

/**
 * What a `<source>` or `<img>` of a home page picture needs: its widths from the stored name
 * (a crop uploaded through the back office, or one the app bundles under /hero/, which are named
 * alike), and the crop's size so the browser knows its proportions before it loads.
 */
export function heroPictureSource(url: string): HeroPictureSource {
  const { src, srcSet } = responsiveImageSources(url)
  const shape = imageShapeOf(url)
  return { src, srcSet, width: shape?.width, height: shape?.height }
}
