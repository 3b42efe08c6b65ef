import type {
  CatalogVocabulary,
  PaletteColor,
  PaletteColorInput,
  VocabularyItem,
  VocabularyList,
} from '@shop/shared/catalog-vocabulary'
import type { MessageResponse } from '@shop/shared/common'
import { api } from '../../../lib/api'

/**
 * The managed lists of the catalogue (docs/api.md § Catalogue settings): the settings page edits
 * them, the product form picks from them. A write refreshes the lists, and the products (a rename
 * changes them) and the shop's filters (palette, size order).
 */
const path = (list: VocabularyList, name?: string) =>
  `/admin/vocabulary/${list}${name === undefined ? '' : `/${encodeURIComponent(name)}`}`

const invalidates = ['Vocabulary', 'Product'] as const

export const adminVocabularyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVocabulary: build.query<CatalogVocabulary, undefined>({
      query: () => '/admin/vocabulary',
      providesTags: ['Vocabulary'],
    }),
    createVocabularyEntry: build.mutation<
      VocabularyItem | PaletteColor,
      { list: VocabularyList; name: string; hex?: string }
    >({
      query: ({ list, ...body }) => ({ url: path(list), method: 'POST', body }),
      invalidatesTags: [...invalidates],
    }),
    renameVocabularyEntry: build.mutation<
      VocabularyItem | PaletteColor,
      { list: VocabularyList; currentName: string; name?: string; hex?: string }
    >({
      query: ({ list, currentName, ...body }) => ({
        url: path(list, currentName),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: [...invalidates],
    }),
    reorderVocabulary: build.mutation<unknown, { list: VocabularyList; names: string[] }>({
      query: ({ list, names }) => ({ url: `${path(list)}/order`, method: 'PUT', body: { names } }),
      invalidatesTags: [...invalidates],
    }),
    deleteVocabularyEntry: build.mutation<MessageResponse, { list: VocabularyList; name: string }>({
      query: ({ list, name }) => ({ url: path(list, name), method: 'DELETE' }),
      invalidatesTags: [...invalidates],
    }),
  }),
})

export type { PaletteColorInput }

export const {
  useGetVocabularyQuery,
  useCreateVocabularyEntryMutation,
  useRenameVocabularyEntryMutation,
  useReorderVocabularyMutation,
  useDeleteVocabularyEntryMutation,
} = adminVocabularyApi
