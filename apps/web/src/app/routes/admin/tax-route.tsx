import { TaxRatesForm } from '../../../features/admin/tax/components/tax-rates-form'
import { AdminPage } from './admin-page'

/** /admin/tax: the shop's sales tax rates (docs/product-rules.md § Money), saved as one list. */
export function TaxRoute() {
  return (
    <AdminPage
      title="Tax Rates"
      intro="Sales tax by country, or by state within a country, charged on the shipping address."
    >
      <TaxRatesForm />
    </AdminPage>
  )
}
