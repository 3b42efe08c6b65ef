import { StoreSettingsForm } from '../../../features/admin/settings/components/store-settings-form'
import { AdminPage } from './admin-page'

/** /admin/settings: the owner's name, look, contact, announcement and returns (docs/owner-guide.md). */
export function SettingsRoute() {
  return (
    <AdminPage
      title="Store Settings"
      intro="Make the shop yours: every page and e-mail shows these at once, with no restart."
    >
      <StoreSettingsForm />
    </AdminPage>
  )
}
