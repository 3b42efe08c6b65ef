import { HomeContentEditor } from '../../../features/admin/home-content/components/home-content-editor'
import { AdminPage } from './admin-page'

/** /admin/home: the home page's hero slides, featured collections and banner (docs/product-rules.md § The owner's shop). */
export function HomeContentRoute() {
  return (
    <AdminPage
      title="Home page"
      intro="The pictures, words and collections the home page opens with: saved, the shop shows them at once."
    >
      <HomeContentEditor />
    </AdminPage>
  )
}
