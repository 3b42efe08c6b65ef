import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical } from 'lucide-react'
import type { ReactNode } from 'react'
import { focusRing } from '../../../components/ui/focus-ring'

interface SortableListProps {
  /** The items' keys, in the order they show. */
  keys: UniqueIdentifier[]
  /**
   * What the announcements call the item of `key`, at `position` (from 1), where a sentence
   * starts with it: "Image 2", "Denim Edit".
   */
  nameOf: (key: UniqueIdentifier, position: number) => string
  /** Its name after "Picked up", where that differs: "image 2". */
  pickedUpNameOf?: (key: UniqueIdentifier, position: number) => string
  /** How to move an item with the keyboard, read to assistive technology. */
  instructions: string
  onMove: (from: number, to: number) => void
  /** The list: an `<ol>` whose items are built with `useSortableItem`. */
  children: ReactNode
}

/**
 * Items in an order the owner sets by drag and drop (dnd-kit): dragged by their handle with a
 * pointer or the keyboard (Space, arrows, Space), and announced by name and position, never by
 * internal key. The product form's images and the home page's cards are such lists.
 */
export function SortableList({
  keys,
  nameOf,
  pickedUpNameOf = nameOf,
  instructions,
  onMove,
  children,
}: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const positionOf = (key: UniqueIdentifier) => keys.indexOf(key) + 1
  const named = (key: UniqueIdentifier) => nameOf(key, positionOf(key))

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${pickedUpNameOf(active.id, positionOf(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${named(active.id)} is over position ${String(positionOf(over.id))}.`
        : `${named(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${named(active.id)} dropped at position ${String(positionOf(over.id))}.`
        : `${named(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${named(active.id)} stays where it was.`,
  }

  const moveDropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = keys.indexOf(active.id)
    const to = keys.indexOf(over.id)
    if (from >= 0 && to >= 0) onMove(from, to)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={moveDropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}

/**
 * One item of a `SortableList`: `itemProps` go on its element, `handleProps` on its
 * `DragHandle`, and `isDragging` says whether it is the one moving.
 */
export function useSortableItem(key: UniqueIdentifier) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: key })
  return {
    itemProps: {
      ref: setNodeRef,
      // Translate only: scaling an item to its neighbour's height would squash its fields.
      style: { transform: CSS.Translate.toString(transform), transition },
    },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
    isDragging,
  }
}

interface DragHandleProps {
  handleProps: ReturnType<typeof useSortableItem>['handleProps']
  /** Names the item it moves: "Drag Slide 2", "Move image 3". */
  label: string
  /** Where it stands in the item's layout. */
  className?: string
}

/** The grip an item is dragged by, with a pointer or from the keyboard. */
export function DragHandle({ handleProps, label, className = '' }: DragHandleProps) {
  return (
    <button
      type="button"
      {...handleProps}
      aria-label={label}
      className={`flex h-11 w-8 cursor-grab touch-none items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-ink active:cursor-grabbing ${focusRing.standard}${className ? ` ${className}` : ''}`}
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  )
}
