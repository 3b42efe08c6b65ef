import { paths } from '../../../config/paths'

/** The return list's query parameter naming the return open in the drawer. */
export const OPEN_RETURN_PARAM = 'return'

/** The returns screen with one return's drawer open, for links from other screens. */
export function returnDrawerPath(returnId: string): string {
  return `${paths.adminReturns}?${OPEN_RETURN_PARAM}=${encodeURIComponent(returnId)}`
}
