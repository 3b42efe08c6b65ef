import type { ShopPageSlug } from '@shop/shared/shop-pages'
import { Button } from '../../../../components/ui/button'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useGetPageQuery } from '../../../../lib/shop-pages-api'
import { panelClass } from '../../components/admin-styles'
import { EDITABLE_PAGES } from '../page-labels'
import { PageEditorForm } from './page-editor-form'

/** The chosen page, read as the shop reads it, in its editor once it is in. */
export function PageEditor({ slug }: { slug: ShopPageSlug }) {
  const { currentData: page, error, isError, refetch } = useGetPageQuery(slug)
  const { label, shopPath } = EDITABLE_PAGES.find((entry) => entry.slug === slug) ?? {
    label: slug,
    shopPath: '/',
  }

  if (page) {
    // A new form per page, so what was typed for one never shows on another.
    return <PageEditorForm key={slug} page={page} label={label} shopPath={shopPath} />
  }
  if (isError) {
    return (
      <div role="alert" className={`${panelClass} p-6 text-stone-700`}>
        <p>{getErrorMessage(error, 'The page could not be loaded.')}</p>
        <Button
          type="button"
          variant="secondary"
          className="mt-4 px-4 py-2"
          onClick={() => void refetch()}
        >
          Try again
        </Button>
      </div>
    )
  }
  return (
    <p role="status" className="text-sm text-stone-600">
      Loading the page...
    </p>
  )
}
