import { Link } from 'react-router'
import { primaryButtonClass } from '../../../features/admin/components/admin-styles'
import { ProductTable } from '../../../features/admin/products/components/product-table'
import { ExportCsvButton, ImportProductsButton } from '../../../features/admin/csv-import'
import { paths } from '../../../config/paths'
import { AdminPage } from './admin-page'

/** /admin/products: every product, with '+ New Product', Edit and Delete (docs/product-rules.md § Screens). */
export function ProductsRoute() {
  return (
    <AdminPage
      title="Product Management"
      intro="Add products, edit them or delete them."
      actions={
        <div className="flex flex-wrap gap-2">
          <ImportProductsButton />
          <ExportCsvButton path="/api/admin/products/export.csv" fileName="products" />
          <Link to={paths.adminProductCreate} className={primaryButtonClass}>
            + New Product
          </Link>
        </div>
      }
    >
      <ProductTable />
    </AdminPage>
  )
}
