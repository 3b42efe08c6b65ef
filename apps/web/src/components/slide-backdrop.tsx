/** Two soft slide-shaped hills along the bottom of a page; purely decorative. */
export function SlideBackdrop() {
  return (
    <svg
      className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-[45%] w-full"
      viewBox="0 0 1440 600"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 170H300C820 170 720 470 1200 470H1440V600H0Z" className="fill-brand-50" />
      <path d="M0 330H420C860 330 800 540 1240 540H1440V600H0Z" className="fill-brand-100" />
    </svg>
  )
}
