import { ImageOff, Trash2 } from 'lucide-react'
import { ProductImage } from '../../../../components/ui/product-image'
import type { FieldErrors, ImageRow } from '../product-form-values'
import { ProductField, ProductSelect } from './product-field'
import { Button } from '../../../../components/ui/button'
import { DragHandle, SortableList, useSortableItem } from '../../components/sortable-list'

type ImageField = 'url' | 'altText' | 'color'

/** The choice of an image that shows every colour of the product. */
export const ALL_COLORS_LABEL = 'All colours'

interface ImageListProps {
  rows: readonly ImageRow[]
  /** The product's colours: an image can be tagged with the one it shows. */
  colors: readonly string[]
  errors: FieldErrors
  onChange: (index: number, field: ImageField, value: string) => void
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
}

const INSTRUCTIONS =
  'To move this image, press Space or Enter to pick it up, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.'

/**
 * docs/product-rules.md § Validation: images are reordered by drag and drop (a `SortableList`) and
 * kept in that order when saved; the first is the one the shop's cards show. Each row's handle
 * drags with a pointer or the keyboard (Space, arrows, Space), and what happens is announced by
 * position, not by internal id.
 */
export function ImageList({ rows, colors, errors, onChange, onMove, onRemove }: ImageListProps) {
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
        No images yet. Upload one below, or add one by its web address.
      </p>
    )
  }

  return (
    <SortableList
      keys={rows.map((row) => row.key)}
      nameOf={(_key, position) => `Image ${String(position)}`}
      pickedUpNameOf={(_key, position) => `image ${String(position)}`}
      instructions={INSTRUCTIONS}
      onMove={onMove}
    >
      <ol aria-label="Product images" className="space-y-3">
        {rows.map((row, index) => (
          <SortableImageRow
            key={row.key}
            row={row}
            colors={colors}
            index={index}
            errors={errors}
            onChange={onChange}
            onRemove={onRemove}
          />
        ))}
      </ol>
    </SortableList>
  )
}

interface SortableImageRowProps {
  row: ImageRow
  colors: readonly string[]
  index: number
  errors: FieldErrors
  onChange: ImageListProps['onChange']
  onRemove: ImageListProps['onRemove']
}

function SortableImageRow({
  row,
  colors,
  index,
  errors,
  onChange,
  onRemove,
}: SortableImageRowProps) {
  const { itemProps, handleProps, isDragging } = useSortableItem(row.key)
  const number = String(index + 1)
  const fieldError = (field: ImageField) => errors[`images.${String(index)}.${field}`]

  return (
    // Phones: handle, picture and title on top, the fields below; wider: the fields beside.
    <li
      {...itemProps}
      className={`relative grid grid-cols-[auto_3.5rem_minmax(0,1fr)] items-start gap-x-3 gap-y-3 rounded-xl border bg-white p-3 sm:grid-cols-[auto_5rem_minmax(0,1fr)] ${
        isDragging ? 'z-10 border-ink shadow-lg' : 'border-stone-200'
      }`}
    >
      <DragHandle
        handleProps={handleProps}
        label={`Move image ${number}`}
        className="self-center sm:row-span-2"
      />
      <div className="sm:row-span-2">
        <div className="overflow-hidden rounded-lg border border-stone-200">
          {row.url.trim() !== '' ? (
            <ProductImage url={row.url} alt={row.altText} sizes="80px" />
          ) : (
            <div className="flex aspect-[4/5] items-center justify-center bg-stone-100 text-stone-400">
              <ImageOff className="size-5" aria-hidden="true" />
            </div>
          )}
        </div>
        {index === 0 ? (
          <p className="mt-1 text-center text-xs font-semibold text-stone-700">Cover</p>
        ) : null}
      </div>
      <div className="flex items-start justify-between gap-2">
        <p aria-hidden="true" className="pt-1 text-sm font-semibold">
          Image {number}
        </p>
        <Button
          type="button"
          onClick={() => {
            onRemove(index)
          }}
          aria-label={`Remove image ${number}`}
          variant="danger"
          className="px-2.5 py-1.5 text-xs"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
      <div
        role="group"
        aria-label={`Image ${number}`}
        className="col-span-3 grid gap-3 sm:col-span-1 sm:col-start-3 lg:grid-cols-2"
      >
        <ProductField
          label="Alt text"
          value={row.altText}
          maxLength={200}
          placeholder="What the picture shows"
          error={fieldError('altText')}
          onChange={(event) => {
            onChange(index, 'altText', event.target.value)
          }}
        />
        <ProductField
          label="Image URL"
          isRequired
          value={row.url}
          maxLength={2000}
          spellCheck={false}
          placeholder="https://…"
          error={fieldError('url')}
          onChange={(event) => {
            onChange(index, 'url', event.target.value)
          }}
        />
        <ProductSelect
          label="Shows colour"
          value={row.color}
          options={colors}
          placeholder={ALL_COLORS_LABEL}
          hint="Tag a picture of one colour; the shop can then show it with that colour."
          error={fieldError('color')}
          onChange={(value) => {
            onChange(index, 'color', value)
          }}
        />
      </div>
    </li>
  )
}
