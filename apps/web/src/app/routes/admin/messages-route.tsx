import { MessageList } from '../../../features/admin/messages/components/message-list'
import { AdminPage } from './admin-page'

/** /admin/messages: the contact inbox (beyond the spec: Contact Us messages are kept for admins). */
export function MessagesRoute() {
  return (
    <AdminPage title="Messages" intro="What visitors sent through Contact Us, newest first.">
      <MessageList />
    </AdminPage>
  )
}
