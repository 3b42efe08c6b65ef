import type { ReactNode } from 'react'

/*
 * The header's icons, which every page paints at once, drawn as plain SVG: lucide-react's runtime
 * (about 1.3 kB gzipped) then loads with the pages that use more icons instead of in the entry.
 * Same drawings as lucide's (ISC licence, lucide-react 1.75) and the same 24 px, 2 px-stroke frame.
 */

interface IconProps {
  className?: string
}

function StrokeIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}

export function MenuIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </StrokeIcon>
  )
}

export function SearchIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </StrokeIcon>
  )
}

export function ShoppingBagIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M16 10a4 4 0 0 1-8 0" />
      <path d="M3.103 6.034h17.794" />
      <path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z" />
    </StrokeIcon>
  )
}

export function UserIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
      <circle cx="12" cy="7" r="4" />
    </StrokeIcon>
  )
}
