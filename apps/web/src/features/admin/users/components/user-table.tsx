import type { AdminUser } from '@shop/shared/admin'
import { USER_ROLES, type UserRole } from '@shop/shared/users'
import { useState } from 'react'
import { useAppSelector } from '../../../../app/hooks'
import { selectUser } from '../../../auth/auth-slice'
import { ROLE_LABELS } from '../../admin-format'
import { formatDate } from '../../../../lib/format-date'
import { formatMoney } from '../../../../lib/format-money'
import { Button } from '../../../../components/ui/button'
import {
  ADMIN_USER_LIST,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useGetAdminUserPageQuery,
} from '../admin-users-api'
import {
  FilterSelect,
  ListPanel,
  runConfirmedAction,
  SearchBox,
  SortHeader,
  SortSelect,
  useListState,
} from '../../lists'
import { headerCellClass, inlineSelectClass, tableHeadClass } from '../../components/admin-styles'
import { ChoiceDialog } from '../../components/choice-dialog'
import { DeleteButton } from '../../components/delete-button'
import { StoreCreditDrawer } from './store-credit-drawer'

/** docs/product-rules.md § Roles: the question asked before a user is deleted. */
export const DELETE_USER_CONFIRMATION = 'Are you sure you want to delete this user?'
const OWN_ACCOUNT_NOTE = 'You cannot change or delete your own account here.'

/** The question before a role change: what the new role lets the person do. */
export function roleQuestion(name: string, role: UserRole) {
  return role === 'admin'
    ? {
        title: `Make ${name} an admin?`,
        confirm: 'Make admin',
        explanation:
          'Admins open the back office: they see every order and customer, change products and prices, and manage accounts.',
      }
    : {
        title: `Remove admin rights from ${name}?`,
        confirm: 'Remove admin rights',
        explanation: 'They keep their account and orders, and can no longer open the back office.',
      }
}

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))
const SORT_OPTIONS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: 'email', label: 'Email, A to Z' },
  { value: '-email', label: 'Email, Z to A' },
  { value: 'role', label: 'Role' },
  { value: '-role', label: 'Role, reversed' },
] as const

interface UserRowProps {
  user: AdminUser
  isSelf: boolean
  /** Opens the store credit drawer for this account. */
  onOpenStoreCredit: (user: AdminUser) => void
}

function UserRow({ user, isSelf, onOpenStoreCredit }: UserRowProps) {
  const [changeRole, { isLoading: isChangingRole }] = useUpdateUserMutation()
  const [deleteUser, { isLoading: isDeleting }] = useDeleteUserMutation()
  const [askedRole, setAskedRole] = useState<UserRole | null>(null)
  const question = askedRole ? roleQuestion(user.name, askedRole) : null

  // Asked already, in the role dialog. The last admin cannot be demoted: the server says so, the
  // select goes back.
  const saveRole = (role: UserRole) =>
    runConfirmedAction({
      run: async () => {
        await changeRole({ id: user._id, role }).unwrap()
        return `${user.name} is now ${ROLE_LABELS[role].toLowerCase()}.`
      },
      failureFallback: 'Failed to change the role.',
    })

  const remove = () =>
    runConfirmedAction({
      question: DELETE_USER_CONFIRMATION,
      run: async () => (await deleteUser(user._id).unwrap()).message,
      failureFallback: 'Failed to delete the user.',
    })

  return (
    // Phones: a card (name and delete on top, email, role, joined); wider screens: a table row.
    <tr className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-4 md:table-row md:p-0">
      <td className="font-semibold md:px-4 md:py-3">
        <span className="wrap-anywhere">{user.name}</span>
        {isSelf ? (
          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
            You
          </span>
        ) : null}
      </td>
      <td className="col-start-1 text-stone-600 wrap-anywhere md:px-4 md:py-3 md:text-stone-700">
        {user.email}
      </td>
      <td className="col-start-1 mt-2 md:mt-0 md:px-4 md:py-3">
        <select
          aria-label={`Role of ${user.name}`}
          value={user.role}
          disabled={isSelf || isChangingRole}
          title={isSelf ? OWN_ACCOUNT_NOTE : undefined}
          onChange={(event) => {
            // Nothing changes until the question is answered: the select keeps the saved role.
            const role = event.target.value as UserRole
            if (role !== user.role) setAskedRole(role)
          }}
          className={inlineSelectClass}
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {askedRole && question ? (
          <ChoiceDialog
            title={question.title}
            choices={[
              {
                label: question.confirm,
                onChoose: () => {
                  setAskedRole(null)
                  void saveRole(askedRole)
                },
              },
            ]}
            dismissLabel="Go back"
            onDismiss={() => {
              setAskedRole(null)
            }}
          >
            {question.explanation}
          </ChoiceDialog>
        ) : null}
      </td>
      <td className="col-start-1 text-stone-600 md:px-4 md:py-3 md:whitespace-nowrap">
        <span className="md:hidden">Joined </span>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td className="col-start-1 md:px-4 md:py-3 md:whitespace-nowrap">
        <span className="text-stone-600 md:hidden">Store credit: </span>
        <Button
          type="button"
          variant="link"
          onClick={() => {
            onOpenStoreCredit(user)
          }}
          aria-label={`Store credit of ${user.name}: ${formatMoney(user.storeCredit)}`}
          className="text-ink tabular-nums"
        >
          {formatMoney(user.storeCredit)}
        </Button>
      </td>
      <td className="col-start-2 row-span-5 row-start-1 self-start md:px-4 md:py-3 md:text-right">
        <DeleteButton
          accessibleName={`Delete ${user.name}`}
          isDeleting={isDeleting}
          onDelete={() => void remove()}
          disabled={isSelf}
          {...(isSelf ? { title: OWN_ACCOUNT_NOTE } : {})}
          labelClassName="max-sm:sr-only"
        />
      </td>
    </tr>
  )
}

/**
 * docs/product-rules.md § Screens, Admin users: every account with a role select and a delete button (after a
 * confirm). A role change asks first, naming the person and what the role allows. The server's
 * answers, a last-admin refusal among them, are toasts. The signed-in admin's own row is locked,
 * so nobody locks themselves out by a slip. A page at a time, searchable by name or e-mail and
 * filtered by role (docs/product-rules.md § Back office at scale). Each account's store credit
 * opens a drawer that grants or removes credit with a reason (docs/decisions/033-store-credit.md).
 */
export function UserTable() {
  const me = useAppSelector(selectUser)
  const { state, setPage, setSearch, setSort, setFilter } = useListState(ADMIN_USER_LIST)
  const pageQuery = useGetAdminUserPageQuery(state, { refetchOnMountOrArgChange: true })
  const users = pageQuery.data?.rows ?? []
  const [creditUser, setCreditUser] = useState<AdminUser | null>(null)

  return (
    <>
      <ListPanel
        heading={{ id: 'users-heading', text: 'All Users' }}
        toolbar={
          <>
            <SearchBox
              label="Search users"
              placeholder="Name or email"
              value={state.search}
              onSearch={setSearch}
            />
            <FilterSelect
              label="Role"
              value={state.filters.role ?? ''}
              options={ROLE_OPTIONS}
              onChange={(value) => {
                setFilter('role', value)
              }}
            />
            <SortSelect sort={state.sort} options={SORT_OPTIONS} onSort={setSort} />
          </>
        }
        query={pageQuery}
        errorFallback="Failed to load users"
        emptyMessage={'No users found.'}
        currentPage={state.page}
        noun={['user', 'users']}
        onPageChange={setPage}
      >
        <table className="w-full text-left text-sm" aria-busy={pageQuery.isFetching || undefined}>
          <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
            <tr>
              <SortHeader label="Name" field="name" sort={state.sort} onSort={setSort} />
              <SortHeader label="Email" field="email" sort={state.sort} onSort={setSort} />
              <SortHeader label="Role" field="role" sort={state.sort} onSort={setSort} />
              <SortHeader
                label="Joined"
                field="createdAt"
                sort={state.sort}
                onSort={setSort}
                descendingFirst
              />
              <th scope="col" className={headerCellClass}>
                Store credit
              </th>
              <th scope="col" className={`${headerCellClass} text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 border-t border-stone-200 md:border-t-0">
            {users.map((user) => (
              <UserRow
                key={user._id}
                user={user}
                isSelf={user._id === me?._id}
                onOpenStoreCredit={setCreditUser}
              />
            ))}
          </tbody>
        </table>
      </ListPanel>
      {/* Beside the list, so a refetch of the page never closes it. */}
      <StoreCreditDrawer
        user={creditUser}
        onClose={() => {
          setCreditUser(null)
        }}
      />
    </>
  )
}
