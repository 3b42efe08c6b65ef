import type { AdminUser } from '@shop/shared/admin'
import { USER_ROLES, type UserRole } from '@shop/shared/users'
import { toast } from 'sonner'
import { useAppSelector } from '../../../app/hooks'
import { getErrorMessage } from '../../../lib/get-error-message'
import { selectUser } from '../../auth/auth-slice'
import { ROLE_LABELS } from '../admin-format'
import {
  useChangeUserRoleMutation,
  useDeleteAdminUserMutation,
  useGetAdminUsersQuery,
} from '../admin-users-api'
import { headerCellClass, inlineSelectClass, panelClass, tableHeadClass } from './admin-styles'
import { DeleteButton } from './delete-button'

/** shop-spec §6: the question asked before a user is deleted. */
export const DELETE_USER_CONFIRMATION = 'Are you sure you want to delete this user?'
const OWN_ACCOUNT_NOTE = 'You cannot change or delete your own account here.'

interface UserRowProps {
  user: AdminUser
  isSelf: boolean
}

function UserRow({ user, isSelf }: UserRowProps) {
  const [changeRole, { isLoading: isChangingRole }] = useChangeUserRoleMutation()
  const [deleteUser, { isLoading: isDeleting }] = useDeleteAdminUserMutation()

  const saveRole = async (role: UserRole) => {
    try {
      await changeRole({ id: user._id, role }).unwrap()
      toast.success(`${user.name} is now ${ROLE_LABELS[role].toLowerCase()}.`)
    } catch (error) {
      // The last admin cannot be demoted: the server says so, the select goes back.
      toast.error(getErrorMessage(error, 'Failed to change the role.'))
    }
  }

  const remove = async () => {
    if (!window.confirm(DELETE_USER_CONFIRMATION)) return
    try {
      const { message } = await deleteUser(user._id).unwrap()
      toast.success(message)
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to delete the user.'))
    }
  }

  return (
    // Phones: a card (name and delete on top, email, role); wider screens: a table row.
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
          onChange={(event) => void saveRole(event.target.value as UserRole)}
          className={inlineSelectClass}
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td className="col-start-2 row-span-3 row-start-1 self-start md:px-4 md:py-3 md:text-right">
        <DeleteButton
          accessibleName={`Delete ${user.name}`}
          isDeleting={isDeleting}
          onDelete={() => void remove()}
          disabled={isSelf}
          {...(isSelf ? { title: OWN_ACCOUNT_NOTE } : {})}
        >
          <span className="max-sm:sr-only">Delete</span>
        </DeleteButton>
      </td>
    </tr>
  )
}

/**
 * shop-spec §2 Admin users: every account with a role select that saves on change and a delete
 * button (after a confirm). The server's answers, a last-admin refusal among them, are toasts.
 * The signed-in admin's own row is locked, so nobody locks themselves out by a slip.
 */
export function UserTable() {
  const me = useAppSelector(selectUser)
  const {
    data: users,
    isLoading,
    isError,
    error,
  } = useGetAdminUsersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  })

  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !users) {
    return (
      <p role="alert" className="font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load users')}
      </p>
    )
  }

  return (
    <section aria-labelledby="users-heading" className={`${panelClass} overflow-hidden`}>
      <h2 id="users-heading" className="px-4 pt-5 text-xl font-bold tracking-tight sm:px-6">
        All Users
      </h2>
      {users.length === 0 ? (
        <p className="px-4 py-6 text-sm text-stone-600 sm:px-6">No users found.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
            <tr>
              <th scope="col" className={headerCellClass}>
                Name
              </th>
              <th scope="col" className={headerCellClass}>
                Email
              </th>
              <th scope="col" className={headerCellClass}>
                Role
              </th>
              <th scope="col" className={`${headerCellClass} text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 border-t border-stone-200 md:border-t-0">
            {users.map((user) => (
              <UserRow key={user._id} user={user} isSelf={user._id === me?._id} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
