import { describeFreeShippingOffer } from '@shop/shared/shipping-promises'
import { Link } from 'react-router'
import { ShopLogo } from '../../components/shop-logo'
import { paths } from '../../config/paths'
import { useShippingSummary } from '../../lib/shipping-summary-api'
import { useShopSettings } from '../../lib/shop-settings-api'
import { NewsletterForm } from '../../features/contact/components/newsletter-form'
import { focusRing } from '../../components/ui/focus-ring'

const SHOP_LINKS = [
  { to: `${paths.collection('all')}?gender=Men&category=Top+Wear`, label: "Men's Top Wear" },
  { to: `${paths.collection('all')}?gender=Women&category=Top+Wear`, label: "Women's Top Wear" },
  { to: `${paths.collection('all')}?gender=Men&category=Bottom+Wear`, label: "Men's Bottom Wear" },
  {
    to: `${paths.collection('all')}?gender=Women&category=Bottom+Wear`,
    label: "Women's Bottom Wear",
  },
] as const

const HELP_LINKS = [
  { to: paths.shipping, label: 'Shipping' },
  { to: paths.returns, label: 'Returns & Refunds' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
] as const

/** Contact and About, then the shop's own pages, which the owner writes in the back office. */
const SUPPORT_LINKS = [
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.about, label: 'About Us' },
  ...HELP_LINKS,
] as const

const linkClass = `rounded-sm text-stone-600 hover:text-ink ${focusRing.flush}`

function FooterLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="mt-3 space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The footer's newsletter, shop, support and social columns (site-footer.tsx loads it). */
export function SiteFooterContent() {
  const { shopName, socialLinks } = useShopSettings()
  // Only what the shipping table keeps in every zone (docs/product-rules.md § Shipping rates).
  const summary = useShippingSummary()
  const freeShipping = summary ? describeFreeShippingOffer(summary) : undefined
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white render-near-viewport">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-base font-semibold">
            Newsletter
          </h2>
          <p className="mt-2 text-sm text-stone-600">
            Be the first to hear about new drops, events and offers.
            {freeShipping ? ` ${freeShipping}.` : null}
          </p>
          <NewsletterForm />
        </section>

        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="text-base font-semibold">
            Shop
          </h2>
          <FooterLinks links={SHOP_LINKS} />
        </nav>

        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-base font-semibold">
            Support
          </h2>
          <FooterLinks links={SUPPORT_LINKS} />
        </nav>

        {socialLinks.length > 0 && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="text-base font-semibold">
              Follow us
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {socialLinks.map((link) => (
                <li key={`${link.label} ${link.url}`}>
                  <a
                    href={link.url}
                    className={linkClass}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="border-t border-stone-200">
        <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-5 text-xs text-stone-500 sm:px-6 lg:px-8">
          <ShopLogo size="small" />© {new Date().getFullYear()} {shopName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
