import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical, ImageOff, Trash2 } from 'lucide-react'
import { ProductImage } from '../../../../components/ui/product-image'
import type { FieldErrors, ImageRow } from '../product-form-values'
import { ProductField, ProductSelect } from './product-field'
import { focusRing } from '../../../../components/ui/focus-ring'
import { Button } from '../../../../components/ui/button'

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

const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this image, press Space or Enter to pick it up, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
}

/**
 * docs/product-rules.md § Validation: images are reordered by drag and drop and kept in that order when saved; the
 * first is the one the shop's cards show. Each row's handle drags with a pointer or the keyboard
 * (Space, arrows, Space), and what happens is announced by position, not by internal id.
 */
export function ImageList({ rows, colors, errors, onChange, onMove, onRemove }: ImageListProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const positionOf = (id: UniqueIdentifier) => rows.findIndex((row) => row.key === id) + 1

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up image ${String(positionOf(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Image ${String(positionOf(active.id))} is over position ${String(positionOf(over.id))}.`
        : `Image ${String(positionOf(active.id))} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Image ${String(positionOf(active.id))} dropped at position ${String(positionOf(over.id))}.`
        : `Image ${String(positionOf(active.id))} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. Image ${String(positionOf(active.id))} stays where it was.`,
  }

  const moveDropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = rows.findIndex((row) => row.key === active.id)
    const to = rows.findIndex((row) => row.key === over.id)
    if (from >= 0 && to >= 0) onMove(from, to)
  }

  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
        No images yet. Upload one below, or add one by its web address.
      </p>
    )
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={moveDropped}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
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
      </SortableContext>
    </DndContext>
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
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.key })
  const number = String(index + 1)
  const fieldError = (field: ImageField) => errors[`images.${String(index)}.${field}`]

  return (
    // Phones: handle, picture and title on top, the fields below; wider: the fields beside.
    <li
      ref={setNodeRef}
      // Translate only: scaling a row to its neighbour's height would squash its fields.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative grid grid-cols-[auto_3.5rem_minmax(0,1fr)] items-start gap-x-3 gap-y-3 rounded-xl border bg-white p-3 sm:grid-cols-[auto_5rem_minmax(0,1fr)] ${
        isDragging ? 'z-10 border-ink shadow-lg' : 'border-stone-200'
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move image ${number}`}
        className={`flex h-11 w-8 cursor-grab touch-none items-center justify-center self-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-ink ${focusRing.standard} active:cursor-grabbing sm:row-span-2`}
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
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
