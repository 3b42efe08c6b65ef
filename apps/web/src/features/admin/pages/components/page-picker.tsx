import type { ShopPageSlug } from '@shop/shared/shop-pages'
import { Link } from 'react-router'
import { focusRing } from '../../../../components/ui/focus-ring'
import { paths } from '../../../../config/paths'
import { EDITABLE_PAGES } from '../page-labels'

const pickClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${focusRing.standard} ${
    isActive ? 'bg-ink text-white' : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:ring-ink'
  }`

/** The five pages of the shop, one at a time in the editor; the choice lives in the address. */
export function PagePicker({ current }: { current: ShopPageSlug }) {
  return (
    <nav aria-label="Pages of the shop" className="-mx-1 overflow-x-auto px-1 py-1">
      <ul className="flex gap-2">
        {EDITABLE_PAGES.map(({ slug, label }) => (
          <li key={slug}>
            {/* A Link, not a NavLink: /admin/pages opens the about page without naming it. */}
            <Link
              to={paths.adminPage(slug)}
              className={pickClass({ isActive: slug === current })}
              aria-current={slug === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
