import type { ProductInput } from '@shop/shared/admin-products'
import type { Product } from '@shop/shared/catalog'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { paths } from '../../../../config/paths'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useGetAdminProductQuery, useUpdateProductMutation } from '../admin-products-api'
import { productToFormValues } from '../product-form-values'
import { ProductForm } from './product-form'
import { ProductReturnReasonsNote } from './product-return-reasons'

export const PRODUCT_UPDATED_MESSAGE = 'Product updated successfully'
export const PRODUCT_UPDATE_FAILED_MESSAGE = 'Failed to update product'

/**
 * /admin/products/{id}/edit: loads the product afresh ('Loading...', or 'Error: ' and the
 * server's message), then the same form with brand required (docs/product-rules.md § Validation). Saving returns to
 * the list with a toast.
 */
export function EditProduct({ productId }: { productId: string }) {
  const {
    currentData: product,
    error,
    isFetching,
  } = useGetAdminProductQuery(productId, { refetchOnMountOrArgChange: true })
  // The form starts from the server's answer to this visit, never from an older cached copy
  // (orders change stock meanwhile); later refetches (after saving) leave it alone.
  const [isFormShown, setIsFormShown] = useState(false)
  if (!isFormShown && product && !isFetching) setIsFormShown(true)

  if (isFormShown && product) {
    // A new form per product: the fields start from the loaded values once, then are the admin's.
    return <EditProductForm key={product._id} product={product} />
  }
  if (error !== undefined && !isFetching) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load the product.')}
      </p>
    )
  }
  return (
    <p role="status" className="text-sm text-stone-600">
      Loading...
    </p>
  )
}

function EditProductForm({ product }: { product: Product }) {
  const navigate = useNavigate()
  const [initialValues] = useState(() => productToFormValues(product))
  const [updateProduct, { isLoading, error }] = useUpdateProductMutation()

  const save = async (input: ProductInput) => {
    try {
      // The loaded copy's version: a product changed since (an edit, a sale) is not overwritten.
      await updateProduct({
        id: product._id,
        body: { ...input, updatedAt: product.updatedAt },
      }).unwrap()
      toast.success(PRODUCT_UPDATED_MESSAGE)
      await navigate(paths.adminProducts)
    } catch (failure) {
      toast.error(getErrorMessage(failure, PRODUCT_UPDATE_FAILED_MESSAGE))
    }
  }

  return (
    <>
      <ProductReturnReasonsNote productId={product._id} />
      <ProductForm
        label="Edit product"
        initialValues={initialValues}
        isBrandRequired
        submitLabel="Update Product"
        pendingLabel="Saving..."
        isSaving={isLoading}
        saveError={error ? getErrorMessage(error, PRODUCT_UPDATE_FAILED_MESSAGE) : null}
        onSave={save}
      />
    </>
  )
}
