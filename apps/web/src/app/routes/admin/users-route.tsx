import { AddUserForm } from '../../../features/admin/users/components/add-user-form'
import { UserTable } from '../../../features/admin/users/components/user-table'
import { AdminPage } from './admin-page'

/** /admin/users: add an account, change roles, delete accounts. */
export function UsersRoute() {
  return (
    <AdminPage title="User Management" intro="Add users, change their roles or delete them.">
      <div className="space-y-8">
        <AddUserForm />
        <UserTable />
      </div>
    </AdminPage>
  )
}
