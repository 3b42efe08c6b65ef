import { Link } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'

interface ComingSoonRouteProps {
  title: string
  description: string
}

/** A page whose feature is not built yet says what will be here, instead of a 404. */
export function ComingSoonRoute({ title, description }: ComingSoonRouteProps) {
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center">
      <PageMeta title={title} description={description} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-stone-600">{description}</p>
      <Link
        to={paths.shop}
        className="mt-8 inline-block rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-stone-800"
      >
        Continue shopping
      </Link>
    </div>
  )
}
