import { CreateProduct } from '../../../features/admin/products/components/create-product'
import { AdminPage } from './admin-page'

/** /admin/products/create (docs/product-rules.md § Screens): back to the list once the product is created. */
export function ProductCreateRoute() {
  return (
    <AdminPage title="Add Product" intro="A new product for the shop.">
      <div className="max-w-4xl">
        <CreateProduct />
      </div>
    </AdminPage>
  )
}
