import { paths } from '../config/paths'

/**
 * Where a visitor goes after logging in or signing up (docs/product-rules.md § Screens): to checkout when the
 * `redirect` query mentions it, else home. Only these two fixed shop paths ever come out, so no
 * query (`https://elsewhere`, `//evil.com`, `/\evil`, `javascript:`) can lead out of the shop.
 */
export function getPostAuthPath(redirect: string | null | undefined): string {
  return redirect?.toLowerCase().includes('checkout') ? paths.checkout : paths.home
}
