import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-lists'
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_SORT_FIELDS,
  type AuditEntry,
} from '@shop/shared/audit'
import { api } from '../../../lib/api'
import { defineList, toListPage, toListParams, type ListPage, type ListState } from '../lists'

/** `GET /api/admin/audit` (docs/product-rules.md § Back office at scale): newest first, its filters. */
export const AUDIT_LIST = defineList({
  sortFields: AUDIT_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: { action: AUDIT_ACTIONS, entityType: AUDIT_ENTITY_TYPES, from: 'day', to: 'day' },
})
export type AuditListState = ListState<
  (typeof AUDIT_SORT_FIELDS)[number],
  keyof typeof AUDIT_LIST.filters
>

/** The audit log, a page at a time. */
export const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditPage: build.query<ListPage<AuditEntry>, AuditListState>({
      query: (state) => ({ url: '/admin/audit', params: toListParams(state, ADMIN_PAGE_SIZE) }),
      transformResponse: toListPage<AuditEntry>,
      providesTags: ['Audit'],
    }),
  }),
})

export const { useGetAuditPageQuery } = adminAuditApi
