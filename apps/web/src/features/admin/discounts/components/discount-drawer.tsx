import type { Discount } from '@shop/shared/discounts'
import { Drawer } from '../../../../components/ui/drawer'
import { DiscountForm } from './discount-form'

interface DiscountDrawerProps {
  /** The code being edited, 'new' for a new one, or null when the drawer is closed. */
  editing: Discount | 'new' | null
  onSaved: (saved: Discount, isNew: boolean) => void
  onClose: () => void
}

/** The discount form in a side panel beside the list, so the list stays in view behind it. */
export function DiscountDrawer({ editing, onSaved, onClose }: DiscountDrawerProps) {
  const isNew = editing === 'new'
  return (
    <Drawer
      side="right"
      isOpen={editing !== null}
      onClose={onClose}
      title={editing === null || isNew ? 'New Discount Code' : `Edit ${editing.code}`}
    >
      {editing === null ? null : (
        // A fresh form for each code opened: nothing typed for one code carries to another.
        <DiscountForm
          key={isNew ? 'new' : editing._id}
          discount={isNew ? undefined : editing}
          onSaved={(saved) => {
            onSaved(saved, isNew)
          }}
          onCancel={onClose}
        />
      )}
    </Drawer>
  )
}
