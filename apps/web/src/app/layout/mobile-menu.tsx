import { Link } from 'react-router'
import { Drawer } from '../../components/ui/drawer'
import { paths } from '../../config/paths'
import { mobileMenuClosed, selectIsMobileMenuOpen } from '../../features/ui/ui-slice'
import { useAppDispatch, useAppSelector } from '../hooks'
import { focusRing } from '../../components/ui/focus-ring'

/** docs/product-rules.md § Screens: the phone menu holds About, Shop and Contact. */
const MENU_LINKS = [
  { to: paths.about, label: 'About' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.contact, label: 'Contact' },
] as const

export function MobileMenu() {
  const dispatch = useAppDispatch()
  const isOpen = useAppSelector(selectIsMobileMenuOpen)
  const close = () => dispatch(mobileMenuClosed())

  return (
    <Drawer side="left" isOpen={isOpen} onClose={close} title="Menu">
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={close}
                className={`block rounded-lg px-3 py-3 text-lg font-medium hover:bg-stone-100 ${focusRing.flush}`}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  )
}
