import { useSearchParams } from 'react-router'
import { ReturnDrawer } from '../../../features/admin/returns/components/return-drawer'
import { ReturnTable } from '../../../features/admin/returns/components/return-table'
import { OPEN_RETURN_PARAM } from '../../../features/admin/returns/return-drawer-path'
import { AdminPage } from './admin-page'

/**
 * /admin/returns: every return, a page at a time, and the drawer of the one clicked, where the
 * owner approves, rejects or marks it received. The open return is in the address (?return=id)
 * beside the list's search and filters; opening and closing add no history.
 */
export function ReturnsRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const openReturnId = searchParams.get(OPEN_RETURN_PARAM)

  const setOpenReturn = (returnId: string | null) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (returnId === null) next.delete(OPEN_RETURN_PARAM)
        else next.set(OPEN_RETURN_PARAM, returnId)
        return next
      },
      { replace: true },
    )
  }

  return (
    <AdminPage
      title="Returns"
      intro="Click a return to see its items and reasons, then approve, reject or mark it received."
    >
      <ReturnTable onOpen={setOpenReturn} />
      <ReturnDrawer
        returnId={openReturnId}
        onClose={() => {
          setOpenReturn(null)
        }}
      />
    </AdminPage>
  )
}
