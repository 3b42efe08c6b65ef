import { CatalogSettings } from '../../../features/admin/products/components/catalog-settings'
import { AdminPage } from './admin-page'

/** /admin/catalog-settings: the managed categories, genders, sizes and colour palette. */
export function CatalogSettingsRoute() {
  return (
    <AdminPage
      title="Catalogue Settings"
      intro="The categories, genders, sizes and colours products are chosen from. A rename updates every product that uses the value."
    >
      <CatalogSettings />
    </AdminPage>
  )
}
