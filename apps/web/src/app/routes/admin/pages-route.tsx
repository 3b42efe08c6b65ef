import { isShopPageSlug } from '@shop/shared/shop-pages'
import { useParams } from 'react-router'
import { PageEditor } from '../../../features/admin/pages/components/page-editor'
import { PagePicker } from '../../../features/admin/pages/components/page-picker'
import { NotFoundRoute } from '../not-found-route'
import { AdminPage } from './admin-page'

/**
 * /admin/pages/:slug: the shop's own pages, written in Markdown with a live preview
 * (docs/product-rules.md § The owner's shop). /admin/pages opens the about page.
 */
export function PagesRoute() {
  const { slug = 'about' } = useParams()
  if (!isShopPageSlug(slug)) return <NotFoundRoute />
  return (
    <AdminPage
      title="Pages"
      intro="About, shipping, returns, privacy and terms: what shoppers read, as you write it."
    >
      <PagePicker current={slug} />
      <div className="mt-6">
        <PageEditor slug={slug} />
      </div>
    </AdminPage>
  )
}
