import {
  productInputSchema,
  productUpdateInputSchema,
  type ProductInput,
} from '@shop/shared/admin-products'
import { LoaderCircle, Plus } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import {
  emptyVariantRow,
  formValuesToDraft,
  imageRow,
  toFieldErrors,
  type FieldErrors,
  type ProductFormValues,
  type ProductTextField,
  type VariantRow,
} from '../product-form-values'
import { useProductSuggestions } from '../use-product-suggestions'
import { panelClass, primaryButtonClass } from '../../components/admin-styles'
import { ImageList } from './image-list'
import { ImageUploadField } from './image-upload-field'
import { ProductField, ProductSelect, ProductTextArea } from './product-field'
import { VariantRows } from './variant-rows'
import { focusRing } from '../../../../components/ui/focus-ring'
import { buttonClass } from '../../../../components/ui/button'

/** Shown beside the button when the form is sent with fields to fix. */
export const FIX_FIELDS_MESSAGE = 'Please fix the fields marked in red.'

interface ProductFormProps {
  /** The form's accessible name ("Create product", "Edit product"). */
  label: string
  initialValues: ProductFormValues
  /** docs/product-rules.md § Validation: brand is required on edit only. */
  isBrandRequired: boolean
  submitLabel: string
  /** The button's text while saving ('Creating...' on create, docs/product-rules.md § States). */
  pendingLabel: string
  isSaving: boolean
  /** The last save's failure, shown beneath the button (docs/product-rules.md § Errors). */
  saveError?: string | null
  onSave: (input: ProductInput) => unknown
}

function Section({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <section className={`${panelClass} p-5 sm:p-6`}>
      <h2 className="text-lg font-bold tracking-tight">{title}</h2>
      {intro ? <p className="mt-1 text-sm text-stone-600">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  )
}

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items]
  const [item] = moved.splice(from, 1)
  if (item !== undefined) moved.splice(to, 0, item)
  return moved
}

/** A colour added from the form goes to the last variant without one, else to a new variant. */
function withNewColor(variants: readonly VariantRow[], color: string): VariantRow[] {
  const index = variants.findLastIndex((row) => row.color === '')
  if (index === -1) return [...variants, { ...emptyVariantRow(), color }]
  return variants.map((row, at) => (at === index ? { ...row, color } : row))
}

/** The colours of the product's variants, each once: what an image can be tagged with. */
function productColors(variants: readonly VariantRow[]): string[] {
  return [...new Set(variants.map((row) => row.color).filter((color) => color !== ''))]
}

/**
 * The one product form of create and edit (docs/product-rules.md § Validation, Product form): details, organisation,
 * variants and images, checked with the shared schema so the messages are the server's own.
 * Messages appear once the admin first tries to save, then follow each change.
 */
export function ProductForm({
  label,
  initialValues,
  isBrandRequired,
  submitLabel,
  pendingLabel,
  isSaving,
  saveError,
  onSave,
}: ProductFormProps) {
  const [values, setValues] = useState(initialValues)
  const [hasTriedToSave, setHasTriedToSave] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const suggestions = useProductSuggestions()
  const schema = isBrandRequired ? productUpdateInputSchema : productInputSchema

  const validate = (current: ProductFormValues) => schema.safeParse(formValuesToDraft(current))
  const result = hasTriedToSave ? validate(values) : undefined
  const errors: FieldErrors = result && !result.success ? toFieldErrors(result.error) : {}
  const hasErrors = Object.keys(errors).length > 0

  // After a refused save, the first field to fix gets the focus (and is scrolled to).
  useEffect(() => {
    if (focusRequest === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  const setField = (field: ProductTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
  }

  const textField = (field: ProductTextField) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      setField(field, event.target.value)
    },
  })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSaving) return
    setHasTriedToSave(true)
    const parsed = validate(values)
    if (!parsed.success) {
      setFocusRequest((count) => count + 1)
      return
    }
    void onSave(parsed.data)
  }

  return (
    <form ref={formRef} noValidate aria-label={label} onSubmit={submit} className="space-y-6">
      <p className="text-sm text-stone-600">
        Fields marked <span className="font-semibold text-red-700">*</span> are required.
      </p>

      <Section title="Details">
        <div className="space-y-5">
          <ProductField label="Name" isRequired maxLength={200} {...textField('name')} />
          <ProductTextArea
            label="Description"
            isRequired
            rows={6}
            maxLength={5000}
            hint="One point per line; a line starting with • shows as a list item."
            {...textField('description')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <ProductField
              label="Price ($)"
              isRequired
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              {...textField('price')}
            />
            <ProductField
              label="Original price ($)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              hint="Shown struck through beside the price; leave empty when not on sale."
              {...textField('originalPrice')}
            />
          </div>
        </div>
      </Section>

      <Section title="Organisation" intro="Where the product is found in the shop's filters.">
        <div className="grid gap-5 sm:grid-cols-2">
          <ProductSelect
            label="Category"
            isRequired
            value={values.category}
            options={suggestions.categories}
            placeholder="Choose a category"
            error={errors.category}
            onChange={(value) => {
              setField('category', value)
            }}
          />
          <ProductField
            label="Brand"
            isRequired={isBrandRequired}
            maxLength={100}
            suggestions={suggestions.brands}
            {...textField('brand')}
          />
          <ProductField
            label="Collections"
            maxLength={100}
            suggestions={suggestions.collections}
            {...textField('collections')}
          />
          <ProductField
            label="Material"
            maxLength={100}
            suggestions={suggestions.materials}
            {...textField('material')}
          />
          <ProductSelect
            label="Gender"
            value={values.gender}
            options={suggestions.genders}
            placeholder="None"
            error={errors.gender}
            onChange={(value) => {
              setField('gender', value)
            }}
          />
          <ProductSelect
            label="Status"
            value={values.status === 'draft' ? 'Draft' : 'Active'}
            options={['Active', 'Draft']}
            hint="A draft stays here in the back office and is hidden from the shop."
            error={errors.status}
            onChange={(value) => {
              setValues((current) => ({
                ...current,
                status: value === 'Draft' ? 'draft' : 'active',
              }))
            }}
          />
        </div>
      </Section>

      <Section title="Variants" intro="Each size and colour the product comes in, with its stock.">
        <VariantRows
          rows={values.variants}
          errors={errors}
          suggestions={suggestions}
          onChange={(index, field, value) => {
            setValues((current) => ({
              ...current,
              variants: current.variants.map((row, at) =>
                at === index ? { ...row, [field]: value } : row,
              ),
            }))
          }}
          onAdd={() => {
            setValues((current) => ({
              ...current,
              variants: [...current.variants, emptyVariantRow()],
            }))
          }}
          onRemove={(index) => {
            setValues((current) => ({
              ...current,
              variants: current.variants.filter((_row, at) => at !== index),
            }))
          }}
          onColorAdded={(color) => {
            setValues((current) => ({
              ...current,
              variants: withNewColor(current.variants, color),
            }))
          }}
        />
      </Section>

      <Section
        title="Images"
        intro="Drag the handles to set the order; the first image is the one the shop's cards show."
      >
        <div className="space-y-5">
          <ImageList
            rows={values.images}
            colors={productColors(values.variants)}
            errors={errors}
            onChange={(index, field, value) => {
              setValues((current) => ({
                ...current,
                images: current.images.map((row, at) =>
                  at === index ? { ...row, [field]: value } : row,
                ),
              }))
            }}
            onMove={(from, to) => {
              setValues((current) => ({ ...current, images: moveItem(current.images, from, to) }))
            }}
            onRemove={(index) => {
              setValues((current) => ({
                ...current,
                images: current.images.filter((_row, at) => at !== index),
              }))
            }}
          />
          {errors.images ? (
            <p className="text-sm font-medium text-red-700">{errors.images}</p>
          ) : null}
          <div className="flex flex-col gap-4 border-t border-stone-200 pt-5 sm:flex-row sm:items-end sm:justify-between">
            <ImageUploadField
              onUploaded={(imageUrl) => {
                setValues((current) => ({
                  ...current,
                  images: [...current.images, imageRow(imageUrl)],
                }))
              }}
            />
            <button
              type="button"
              onClick={() => {
                setValues((current) => ({ ...current, images: [...current.images, imageRow('')] }))
              }}
              className={`inline-flex shrink-0 items-center gap-1.5 self-start rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-stone-100 ${focusRing.standard} sm:self-auto`}
            >
              <Plus className="size-4" aria-hidden="true" />
              Add image by URL
            </button>
          </div>
        </div>
      </Section>

      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={isSaving}
            aria-busy={isSaving || undefined}
            className={`${primaryButtonClass} px-6 py-3`}
          >
            {isSaving ? (
              <>
                <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
                {pendingLabel}
              </>
            ) : (
              submitLabel
            )}
          </button>
          <Link
            to={paths.adminProducts}
            className={buttonClass({ variant: 'ghost', className: 'px-5 py-3 text-sm' })}
          >
            Cancel
          </Link>
        </div>
        <div role="alert" className="min-h-5 text-sm font-medium text-red-700">
          {hasErrors ? <p>{FIX_FIELDS_MESSAGE}</p> : null}
          {saveError && !hasErrors ? <p>{saveError}</p> : null}
        </div>
      </div>
    </form>
  )
}
