import { arrayMove } from '@dnd-kit/sortable'
import { MAX_FEATURED_COLLECTIONS } from '@shop/shared/home-content'
import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { useGetProductFiltersQuery } from '../../../../lib/product-filters-api'
import { SortableCards } from './sortable-cards'

interface FeaturedCollectionsFieldProps {
  /** Collection names, in the order the home page shows them. */
  names: readonly string[]
  onChange: (names: string[]) => void
}

/**
 * "Shop by Collection" on the home page: the collections of the catalogue the owner picks, in
 * their order. None picked shows every collection of the catalogue.
 */
export function FeaturedCollectionsField({ names, onChange }: FeaturedCollectionsFieldProps) {
  const selectId = useId()
  const [choice, setChoice] = useState('')
  const { data: filters, isLoading } = useGetProductFiltersQuery('all')
  const offered = (filters?.collections ?? [])
    .map((collection) => collection.name)
    .filter((name) => !names.includes(name))
  const canAdd = names.length < MAX_FEATURED_COLLECTIONS && offered.length > 0

  const add = () => {
    const name = choice || offered[0]
    if (name === undefined) return
    onChange([...names, name])
    setChoice('')
  }

  return (
    <div className="space-y-3">
      {names.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-5 text-center text-sm text-stone-600">
          None picked: the home page shows every collection of the catalogue.
        </p>
      ) : (
        <SortableCards
          label="Featured collections"
          onMove={(from, to) => {
            onChange(arrayMove([...names], from, to))
          }}
          cards={names.map((name) => ({
            key: name,
            title: name,
            actions: (
              <Button
                type="button"
                variant="danger"
                className="px-2.5 py-1.5 text-xs"
                aria-label={`Remove ${name} from the home page`}
                onClick={() => {
                  onChange(names.filter((other) => other !== name))
                }}
              >
                <X className="size-4" aria-hidden="true" />
                Remove
              </Button>
            ),
          }))}
        />
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 sm:max-w-xs">
          <label htmlFor={selectId} className="block text-sm font-medium">
            Add a collection
          </label>
          <select
            id={selectId}
            value={choice}
            disabled={!canAdd}
            onChange={(event) => {
              setChoice(event.target.value)
            }}
            className={`mt-1.5 ${fieldClassName()}`}
          >
            {isLoading ? <option value="">Loading the collections...</option> : null}
            {!isLoading && offered.length === 0 ? (
              <option value="">Every collection is picked</option>
            ) : null}
            {offered.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="button"
          variant="secondary"
          className="gap-1.5 px-4 py-2.5 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={!canAdd}
          onClick={add}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      <p className="text-sm text-stone-600">
        At most {MAX_FEATURED_COLLECTIONS} collections. A collection shows while it has products.
      </p>
    </div>
  )
}
