import type { UniqueIdentifier } from '@dnd-kit/core'
import { ArrowDown, ArrowUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { focusRing } from '../../../../components/ui/focus-ring'
import { DragHandle, SortableList, useSortableItem } from '../../components/sortable-list'

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

const INSTRUCTIONS =
  'To move this card, press Space or Enter to pick it up, use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel. The Move up and Move down buttons move it one place.'

const moveButtonClass = `grid size-9 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ${focusRing.standard}`

/**
 * Cards in an order the owner sets, a `SortableList` as the product form's images are: dragged
 * by their handle with a pointer or the keyboard (Space, arrows, Space), and moved one place by
 * their Move up and Move down buttons. What happens is announced by title and position.
 */
export function SortableCards({ label, cards, onMove }: SortableCardsProps) {
  const titleOf = (key: UniqueIdentifier) => cards.find((card) => card.key === key)?.title ?? ''
  return (
    <SortableList
      keys={cards.map((card) => card.key)}
      nameOf={titleOf}
      instructions={INSTRUCTIONS}
      onMove={onMove}
    >
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
    </SortableList>
  )
}

interface SortableCardItemProps {
  card: SortableCard
  index: number
  count: number
  onMove: (from: number, to: number) => void
}

function SortableCardItem({ card, index, count, onMove }: SortableCardItemProps) {
  const { itemProps, handleProps, isDragging } = useSortableItem(card.key)
  return (
    <li
      {...itemProps}
      className={`relative rounded-xl border bg-white p-3 sm:p-4 ${
        isDragging ? 'z-10 border-ink shadow-lg' : 'border-stone-200'
      }`}
    >
      <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
        <DragHandle handleProps={handleProps} label={`Drag ${card.title}`} />
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
