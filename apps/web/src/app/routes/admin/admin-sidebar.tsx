import {
  ClipboardList,
  FileText,
  History,
  House,
  LayoutDashboard,
  LogOut,
  Mail,
  Newspaper,
  Package,
  Receipt,
  Send,
  Settings,
  Store,
  Tags,
  TicketPercent,
  Truck,
  Undo2,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react'
import { useEffect, useRef } from 'react'
import { NavLink } from 'react-router'
import { ShopLogo } from '../../../components/shop-logo'
import { paths } from '../../../config/paths'
import { useShopSettings } from '../../../lib/shop-settings-api'
import { focusRing } from '../../../components/ui/focus-ring'

/**
 * docs/product-rules.md § Screens, Admin layout: Users, Products, Orders, and (beyond the spec) discount codes, tax
 * rates, the contact inbox and the mail outbox.
 */
const SECTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.adminUsers, label: 'Users', icon: Users },
  { to: paths.adminProducts, label: 'Products', icon: Package },
  { to: paths.adminCatalogSettings, label: 'Catalogue settings', icon: Tags },
  { to: paths.adminOrders, label: 'Orders', icon: ClipboardList },
  { to: paths.adminReturns, label: 'Returns', icon: Undo2 },
  { to: paths.adminDiscounts, label: 'Discounts', icon: TicketPercent },
  { to: paths.adminTax, label: 'Tax', icon: Receipt },
  { to: paths.adminShipping, label: 'Shipping', icon: Truck },
  { to: paths.adminMessages, label: 'Messages', icon: Mail },
  { to: paths.adminOutbox, label: 'Outbox', icon: Send },
  { to: paths.adminSubscribers, label: 'Subscribers', icon: Newspaper },
  { to: paths.adminHomeContent, label: 'Home page', icon: House },
  { to: paths.adminPages, label: 'Pages', icon: FileText },
  { to: paths.adminAudit, label: 'Audit log', icon: History },
  { to: paths.adminSettings, label: 'Store settings', icon: Settings },
]

const itemClass = `flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${focusRing.onDarkOffset}`

const navItemClass = ({ isActive }: { isActive: boolean }) =>
  `${itemClass} ${isActive ? 'bg-white text-ink' : 'text-stone-300 hover:bg-white/10 hover:text-white'}`

interface AdminSidebarProps {
  id: string
  /** Phones only: whether the sidebar is slid in. From `lg` up it always shows. */
  isOpen: boolean
  onClose: () => void
  onLogout: () => void
  /** Logout has been pressed and the server is being told: it cannot be pressed twice. */
  isLoggingOut?: boolean
}

/**
 * The back office's navigation: the dashboard, each admin screen, the way back to the shop and
 * Logout. A column beside the page on wide screens; on phones it slides in over the page.
 */
export function AdminSidebar({
  id,
  isOpen,
  onClose,
  onLogout,
  isLoggingOut = false,
}: AdminSidebarProps) {
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  const { shopName } = useShopSettings()

  useEffect(() => {
    if (!isOpen) return
    closeButtonRef.current?.focus()
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [isOpen, onClose])

  return (
    // From `lg` up this column is as tall as the page, while the sidebar in it stays in view.
    <div className="lg:bg-ink">
      {isOpen ? (
        <div
          aria-hidden="true"
          onClick={onClose}
          className="fixed inset-0 z-40 bg-black/40 lg:hidden"
        />
      ) : null}
      <aside
        id={id}
        aria-label="Admin menu"
        className={`fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100%-3rem)] flex-col bg-ink text-white shadow-2xl transition-[translate,visibility] duration-300 lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:w-auto lg:max-w-none lg:translate-x-0 lg:shadow-none lg:visible ${
          isOpen ? 'visible translate-x-0' : 'invisible -translate-x-full'
        }`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 px-5">
          <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
            <ShopLogo size="large" />
            {shopName}
            <span className="rounded-md bg-white/10 px-1.5 py-0.5 text-[11px] font-bold tracking-wider uppercase">
              Admin
            </span>
          </span>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={onClose}
            aria-label="Close admin menu"
            className={`rounded-full p-2 hover:bg-white/10 ${focusRing.onDark} lg:hidden`}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>

        <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            <li>
              <NavLink to={paths.admin} end onClick={onClose} className={navItemClass}>
                <LayoutDashboard className="size-5" aria-hidden="true" />
                Dashboard
              </NavLink>
            </li>
            {SECTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} onClick={onClose} className={navItemClass}>
                  <Icon className="size-5" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-1 border-t border-white/10 px-3 py-4">
          <NavLink
            to={paths.home}
            className={`${itemClass} text-stone-300 hover:bg-white/10 hover:text-white`}
          >
            <Store className="size-5" aria-hidden="true" />
            Shop
          </NavLink>
          <button
            type="button"
            onClick={onLogout}
            disabled={isLoggingOut}
            aria-busy={isLoggingOut || undefined}
            className={`${itemClass} text-stone-300 hover:bg-white/10 hover:text-white disabled:cursor-wait disabled:opacity-60`}
          >
            <LogOut className="size-5" aria-hidden="true" />
            Logout
          </button>
        </div>
      </aside>
    </div>
  )
}
