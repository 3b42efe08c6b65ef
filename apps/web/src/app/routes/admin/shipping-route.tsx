import { ShippingTableForm } from '../../../features/admin/shipping/components/shipping-table-form'
import { AdminPage } from './admin-page'

/** /admin/shipping: the shop's shipping zones and rates (docs/product-rules.md § Shipping rates), saved whole. */
export function ShippingRoute() {
  return (
    <AdminPage
      title="Shipping"
      intro="Zones of countries and their rates: what the checkout charges, and what the shop promises."
    >
      <ShippingTableForm />
    </AdminPage>
  )
}
