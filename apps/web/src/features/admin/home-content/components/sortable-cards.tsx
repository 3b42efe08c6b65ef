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
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import type { ReactNode } from 'react'
import { focusRing } from '../../../../components/ui/focus-ring'

export interface SortableCard {
  /** Tells the card apart from the others while they move. */
  key: UniqueIdentifier
  /** What the card is called where it stands: "Slide 2", "Denim Edit". */
  title: string
  /** Buttons beside the title (Remove). */
  actions?: ReactNode
  /** The card's fields, under its title. */
  body?: ReactNode
}

interface SortableCardsProps {
  /** The list's name for assistive technology: "Hero slides". */
  label: string
  cards: readonly SortableCard[]
  onMove: (from: number, to: number) => void
}

const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this card, press Space or Enter to pick it up, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel. The Move up and Move down buttons move it one place.',
}

const moveButtonClass = `grid size-9 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ${focusRing.standard}`

/**
 * Cards in an order the owner sets, as the product form's images are (image-list.tsx, dnd-kit):
 * dragged by their handle with a pointer or the keyboard (Space, arrows, Space), and moved one
 * place by their Move up and Move down buttons. What happens is announced by title and position.
 */
export function SortableCards({ label, cards, onMove }: SortableCardsProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const positionOf = (id: UniqueIdentifier) => cards.findIndex((card) => card.key === id) + 1
  const titleOf = (id: UniqueIdentifier) => cards.find((card) => card.key === id)?.title ?? ''

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over position ${String(positionOf(over.id))}.`
        : `${titleOf(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${String(positionOf(over.id))}.`
        : `${titleOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${titleOf(active.id)} stays where it was.`,
  }

  const moveDropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = cards.findIndex((card) => card.key === active.id)
    const to = cards.findIndex((card) => card.key === over.id)
    if (from >= 0 && to >= 0) onMove(from, to)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={moveDropped}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <SortableContext items={cards.map((card) => card.key)} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="space-y-3">
          {cards.map((card, index) => (
            <SortableCardItem
              key={card.key}
              card={card}
              index={index}
              count={cards.length}
              onMove={onMove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

interface SortableCardItemProps {
  card: SortableCard
  index: number
  count: number
  onMove: (from: number, to: number) => void
}

function SortableCardItem({ card, index, count, onMove }: SortableCardItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: card.key })
  return (
    <li
      ref={setNodeRef}
      // Translate only: scaling a card to its neighbour's height would squash its fields.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative rounded-xl border bg-white p-3 sm:p-4 ${
        isDragging ? 'z-10 border-ink shadow-lg' : 'border-stone-200'
      }`}
    >
      <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${card.title}`}
          className={`flex h-11 w-8 cursor-grab touch-none items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-ink active:cursor-grabbing ${focusRing.standard}`}
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <h3 className="mr-auto min-w-0 truncate pl-1 font-semibold">{card.title}</h3>
        <button
          type="button"
          aria-label={`Move ${card.title} up`}
          title="Move up"
          disabled={index === 0}
          className={moveButtonClass}
          onClick={() => {
            onMove(index, index - 1)
          }}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label={`Move ${card.title} down`}
          title="Move down"
          disabled={index === count - 1}
          className={moveButtonClass}
          onClick={() => {
            onMove(index, index + 1)
          }}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </button>
        {card.actions}
      </div>
      {card.body ? <div className="mt-3">{card.body}</div> : null}
    </li>
  )
}
