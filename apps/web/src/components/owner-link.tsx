import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface OwnerLinkProps {
  /** A page of the shop (`/collections/sale`) or an http(s) address (`@shop/shared/shop-links`). */
  to: string
  className?: string
  children: ReactNode
}

/**
 * A button or link whose address the owner wrote in the back office: a page of the shop opens
 * in the app's router, an address elsewhere is a plain link that leaves the shop without it as
 * opener. The server lets no other kind of address through (`isShopLink`).
 */
export function OwnerLink({ to, className, children }: OwnerLinkProps) {
  return to.startsWith('/') ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} rel="noopener noreferrer">
      {children}
    </a>
  )
}
