import type { ProductInput } from '@shop/shared/admin-products'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { paths } from '../../../../config/paths'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useCreateProductMutation } from '../admin-products-api'
import { emptyProductFormValues } from '../product-form-values'
import { ProductForm } from './product-form'

/** docs/product-rules.md § Errors: the create screen's toasts. */
export const PRODUCT_CREATED_MESSAGE = 'Product created successfully'
export const PRODUCT_CREATE_FAILED_MESSAGE = 'Failed to create product'

/**
 * /admin/products/create: an empty form (one empty variant row), 'Creating...' while saving,
 * then back to the list with a toast. A failure toasts the server's reason (a taken SKU, say)
 * and also stays beneath the button.
 */
export function CreateProduct() {
  const navigate = useNavigate()
  const [initialValues] = useState(emptyProductFormValues)
  const [createProduct, { isLoading, error }] = useCreateProductMutation()

  const save = async (input: ProductInput) => {
    try {
      await createProduct(input).unwrap()
      toast.success(PRODUCT_CREATED_MESSAGE)
      await navigate(paths.adminProducts)
    } catch (failure) {
      toast.error(getErrorMessage(failure, PRODUCT_CREATE_FAILED_MESSAGE))
    }
  }

  return (
    <ProductForm
      label="Create product"
      initialValues={initialValues}
      isBrandRequired={false}
      submitLabel="Create Product"
      pendingLabel="Creating..."
      isSaving={isLoading}
      saveError={error ? getErrorMessage(error, PRODUCT_CREATE_FAILED_MESSAGE) : null}
      onSave={save}
    />
  )
}
