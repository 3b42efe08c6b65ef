import { useCallback, useMemo, useState } from 'react'

export interface RowSelection {
  /** The chosen rows of this page, in the page's order. */
  selectedIds: string[]
  isSelected: (id: string) => boolean
  toggle: (id: string) => void
  /** Selects every row of the page, or none when all are selected. */
  toggleAll: () => void
  clear: () => void
  allSelected: boolean
  someSelected: boolean
}

/**
 * Which rows of the shown page are chosen for a bulk action. Turning the page, searching or
 * filtering (a new `viewKey`) starts with none, so an action never reaches rows out of sight;
 * a row that leaves the page (deleted) leaves the selection.
 */
export function useRowSelection(pageIds: readonly string[], viewKey: string): RowSelection {
  const [chosen, setChosen] = useState<{ viewKey: string; ids: ReadonlySet<string> }>({
    viewKey,
    ids: new Set(),
  })
  const ids = useMemo(
    () => (chosen.viewKey === viewKey ? chosen.ids : new Set<string>()),
    [chosen, viewKey],
  )
  const selectedIds = useMemo(() => pageIds.filter((id) => ids.has(id)), [pageIds, ids])
  const allSelected = pageIds.length > 0 && selectedIds.length === pageIds.length

  const set = useCallback(
    (update: (current: ReadonlySet<string>) => ReadonlySet<string>) => {
      setChosen((previous) => ({
        viewKey,
        ids: update(previous.viewKey === viewKey ? previous.ids : new Set()),
      }))
    },
    [viewKey],
  )

  return {
    selectedIds,
    isSelected: (id) => ids.has(id),
    toggle: (id) => {
      set((current) => {
        const next = new Set(current)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      })
    },
    toggleAll: () => {
      set(() => (allSelected ? new Set() : new Set(pageIds)))
    },
    clear: () => {
      set(() => new Set())
    },
    allSelected,
    someSelected: selectedIds.length > 0 && !allSelected,
  }
}
