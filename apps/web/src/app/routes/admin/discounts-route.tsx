import type { Discount } from '@shop/shared/discounts'
import { useState } from 'react'
import { toast } from 'sonner'
import { primaryButtonClass } from '../../../features/admin/components/admin-styles'
import { DiscountDrawer } from '../../../features/admin/discounts/components/discount-drawer'
import { DiscountTable } from '../../../features/admin/discounts/components/discount-table'
import { AdminPage } from './admin-page'

/** /admin/discounts: the shop's discount codes (docs/product-rules.md § Money), edited in a side panel. */
export function DiscountsRoute() {
  const [editing, setEditing] = useState<Discount | 'new' | null>(null)

  return (
    <AdminPage
      title="Discount Codes"
      intro="Codes shoppers type at checkout: percent or amount off, or free shipping."
      actions={
        <button
          type="button"
          onClick={() => {
            setEditing('new')
          }}
          className={primaryButtonClass}
        >
          + New Code
        </button>
      }
    >
      <DiscountTable onEdit={setEditing} />
      <DiscountDrawer
        editing={editing}
        onSaved={(saved, isNew) => {
          setEditing(null)
          toast.success(isNew ? `${saved.code} was added.` : `${saved.code} was saved.`)
        }}
        onClose={() => {
          setEditing(null)
        }}
      />
    </AdminPage>
  )
}
