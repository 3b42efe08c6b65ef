import { Plus, Trash2 } from 'lucide-react'
import type { FieldErrors, VariantRow } from '../product-form-values'
import type { ProductSuggestions } from '../use-product-suggestions'
import { AddColorForm } from './add-color-form'
import { ProductField, ProductSelect } from './product-field'
import { focusRing } from '../../../../components/ui/focus-ring'
import { Button } from '../../../../components/ui/button'

type VariantField = Exclude<keyof VariantRow, 'key'>

interface VariantRowsProps {
  rows: readonly VariantRow[]
  errors: FieldErrors
  suggestions: ProductSuggestions
  onChange: (index: number, field: VariantField, value: string) => void
  onAdd: () => void
  onRemove: (index: number) => void
  /** A colour just added to the palette from the form. */
  onColorAdded: (name: string) => void
}

/**
 * Wide screens: one line per variant under one header (a product may have a dozen or more).
 * Phones: a card per variant, size and color on one line, then the longer SKU beside the stock.
 */
const ROW_COLUMNS = 'lg:grid-cols-[2rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)_7rem_auto]'
/** The header names the columns on wide screens, so each field's own label is for readers only. */
const LABEL_ON_PHONES = 'lg:sr-only'

/**
 * docs/product-rules.md § Validation: each variant needs size, color, SKU and stock. Each row is a group named
 * "Variant N", so its four fields read as one to a screen reader.
 */
export function VariantRows({
  rows,
  errors,
  suggestions,
  onChange,
  onAdd,
  onRemove,
  onColorAdded,
}: VariantRowsProps) {
  const listError = errors.variants
  return (
    <div>
      {rows.length > 0 ? (
        <div
          aria-hidden="true"
          className={`hidden gap-3 border-b border-stone-200 pb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase lg:grid ${ROW_COLUMNS}`}
        >
          <span>#</span>
          {['Size', 'Color', 'SKU', 'Stock'].map((name) => (
            <span key={name}>
              {name}
              <span className="text-red-700"> *</span>
            </span>
          ))}
          <span className="w-9" />
        </div>
      ) : null}
      <ul className="space-y-3 lg:space-y-0 lg:divide-y lg:divide-stone-200">
        {rows.map((row, index) => {
          const number = String(index + 1)
          const fieldError = (field: VariantField) => errors[`variants.${String(index)}.${field}`]
          return (
            <li key={row.key}>
              <div
                role="group"
                aria-label={`Variant ${number}`}
                className={`grid grid-cols-6 items-start gap-3 rounded-xl border border-stone-200 bg-stone-50/60 p-4 lg:rounded-none lg:border-0 lg:bg-transparent lg:px-0 lg:py-3 ${ROW_COLUMNS}`}
              >
                <p
                  aria-hidden="true"
                  className="col-span-3 text-sm font-semibold lg:col-span-1 lg:pt-4 lg:text-stone-500"
                >
                  <span className="lg:hidden">Variant </span>
                  {number}
                </p>
                <Button
                  type="button"
                  onClick={() => {
                    onRemove(index)
                  }}
                  aria-label={`Remove variant ${number}`}
                  title={`Remove variant ${number}`}
                  variant="danger"
                  className="col-span-3 justify-self-end px-2.5 py-1.5 text-xs lg:col-span-1 lg:order-last lg:mt-2 lg:p-2.5"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="lg:sr-only">Remove</span>
                </Button>
                <div className="col-span-3 lg:col-span-1">
                  <ProductSelect
                    label="Size"
                    labelClassName={LABEL_ON_PHONES}
                    isRequired
                    value={row.size}
                    options={suggestions.sizes}
                    placeholder="Choose…"
                    error={fieldError('size')}
                    onChange={(value) => {
                      onChange(index, 'size', value)
                    }}
                  />
                </div>
                <div className="col-span-3 lg:col-span-1">
                  <ProductSelect
                    label="Color"
                    labelClassName={LABEL_ON_PHONES}
                    isRequired
                    value={row.color}
                    options={suggestions.colors}
                    placeholder="Choose…"
                    error={fieldError('color')}
                    onChange={(value) => {
                      onChange(index, 'color', value)
                    }}
                  />
                </div>
                <div className="col-span-4 lg:col-span-1">
                  <ProductField
                    label="SKU"
                    labelClassName={LABEL_ON_PHONES}
                    isRequired
                    value={row.sku}
                    maxLength={64}
                    autoCapitalize="characters"
                    spellCheck={false}
                    error={fieldError('sku')}
                    onChange={(event) => {
                      onChange(index, 'sku', event.target.value)
                    }}
                  />
                </div>
                <div className="col-span-2 lg:col-span-1">
                  <ProductField
                    label="Stock"
                    labelClassName={LABEL_ON_PHONES}
                    isRequired
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    value={row.countInStock}
                    error={fieldError('countInStock')}
                    onChange={(event) => {
                      onChange(index, 'countInStock', event.target.value)
                    }}
                  />
                </div>
              </div>
            </li>
          )
        })}
      </ul>
      {listError ? <p className="mt-3 text-sm font-medium text-red-700">{listError}</p> : null}
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <button
          type="button"
          onClick={onAdd}
          className={`inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-stone-100 ${focusRing.standard}`}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add variant
        </button>
        <AddColorForm onAdded={onColorAdded} />
      </div>
    </div>
  )
}
