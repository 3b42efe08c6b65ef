import { InfoPage } from '../../features/info-pages/components/info-page'
import { INFO_PAGES } from '../../features/info-pages/info-pages-content'

/** The footer's static pages: one lazy chunk for the four, their texts in info-pages-content. */
export function ShippingRoute() {
  return <InfoPage content={INFO_PAGES.shipping} />
}

export function ReturnsRoute() {
  return <InfoPage content={INFO_PAGES.returns} />
}

export function PrivacyRoute() {
  return <InfoPage content={INFO_PAGES.privacy} />
}

export function TermsRoute() {
  return <InfoPage content={INFO_PAGES.terms} />
}
