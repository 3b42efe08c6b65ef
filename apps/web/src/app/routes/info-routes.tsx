import { ShopPageArticle } from '../../features/info-pages/components/shop-page-article'
import { ShippingRatesSummary } from '../../features/shipping-info/components/shipping-rates-summary'

/*
 * The footer's pages: one lazy chunk for the four, their texts written in the back office.
 */

/** The owner's shipping text, then the rates of the shipping table, which the checkout charges. */
export function ShippingRoute() {
  return (
    <ShopPageArticle slug="shipping">
      <ShippingRatesSummary />
    </ShopPageArticle>
  )
}

export function ReturnsRoute() {
  return <ShopPageArticle slug="returns" />
}

export function PrivacyRoute() {
  return <ShopPageArticle slug="privacy" />
}

export function TermsRoute() {
  return <ShopPageArticle slug="terms" />
}
