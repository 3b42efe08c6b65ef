interface LogoMarkProps {
  className?: string
}

/** The shop's mark (same drawing as public/favicon.svg). Decorative: show the name beside it. */
export function LogoMark({ className }: LogoMarkProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-brand-500" />
      <path
        d="M7.5 10.5h3c6 0 5.5 11 12 11h2"
        fill="none"
        stroke="#fff"
        strokeWidth="3.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
