import { useParams } from 'react-router'
import { EditProduct } from '../../../features/admin/products/components/edit-product'
import { AdminPage } from './admin-page'

/** /admin/products/{id}/edit (docs/product-rules.md § Screens): back to the list once saved. */
export function ProductEditRoute() {
  const { id = '' } = useParams()
  return (
    <AdminPage title="Edit Product" intro="Changes show in the shop as soon as they are saved.">
      <div className="max-w-4xl">
        <EditProduct productId={id} />
      </div>
    </AdminPage>
  )
}
