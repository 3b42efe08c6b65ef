import { useGetHomeContentQuery } from '../../../../lib/home-content-api'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { HomeContentForm } from './home-content-form'

/** The home page screen's content: the content as the shop shows it now, then the editor. */
export function HomeContentEditor() {
  const { data, isLoading, isError, error, fulfilledTimeStamp } = useGetHomeContentQuery(
    undefined,
    { refetchOnMountOrArgChange: true },
  )
  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !data) {
    return (
      <p role="alert" className="font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load the home page')}
      </p>
    )
  }
  return <HomeContentForm key={fulfilledTimeStamp} content={data} />
}
