import { lazy, Suspense, type ComponentType } from 'react'

// Every page ends with the footer, yet no first paint shows it (the page above is at least a
// screen tall): its code downloads beside the page's own instead of inside the entry, starting
// as soon as the entry runs. A footer that could not load is left out, not the page.
const footerContent: Promise<{ default: ComponentType }> = import('./site-footer-content').then(
  (m) => ({ default: m.SiteFooterContent }),
  () => ({ default: () => null }),
)
const SiteFooterContent = lazy(() => footerContent)

export function SiteFooter() {
  return (
    <Suspense fallback={null}>
      <SiteFooterContent />
    </Suspense>
  )
}
