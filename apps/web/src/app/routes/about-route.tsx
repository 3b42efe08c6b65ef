import { AboutPage } from '../../features/info-pages/components/about-page'

/** /about: the brand story the owner writes in the back office (docs/product-rules.md § Overview). */
export function AboutRoute() {
  return <AboutPage />
}
