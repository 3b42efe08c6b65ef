import { useMemo } from 'react'
import ReactMarkdown, { type Options, type UrlTransform } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import { useShopSettings } from '../../lib/shop-settings-api'
import { MARKDOWN_ELEMENTS } from './markdown-elements'
import { SHOP_PAGE_SCHEMA } from './markdown-schema'
import { toSafeLinkHref, toShopImageSrc } from './shop-urls'

/**
 * Renders a shop page's Markdown as React elements, safe by construction (docs/decisions/030):
 * react-markdown never sets innerHTML; raw HTML in the text is dropped (`skipHtml`, and the
 * sanitizer drops it again); rehype-sanitize keeps only plain Markdown's elements and a few
 * attributes; links may lead only into the shop, to http(s) or to mailto, and pictures come only
 * from the shop or its upload store (the settings' `uploadsUrl`). The storefront's pages and the
 * back office's preview both render through this, so the preview is what shoppers will see.
 *
 * This module and the libraries it pulls in are a chunk of their own that only the pages that
 * show Markdown load (apps/web/build/storefront-chunk.ts).
 */

const REHYPE_PLUGINS: Options['rehypePlugins'] = [[rehypeSanitize, SHOP_PAGE_SCHEMA]]

/** Links as the shop allows them; pictures from the shop and from its upload store, if a bucket. */
const safeUrlsFor =
  (uploadsUrl: string | undefined): UrlTransform =>
  (url, key) => {
    if (key === 'href') return toSafeLinkHref(url)
    if (key === 'src') return toShopImageSrc(url, uploadsUrl)
    return undefined
  }

/** A picture whose address was refused is left out entirely, not drawn as a broken image. */
const hasAllowedSource: Options['allowElement'] = (element) =>
  element.tagName !== 'img' || typeof element.properties.src === 'string'

export function Markdown({ text, className }: { text: string; className?: string }) {
  // Every page has the settings before it renders, the server's render too, so both agree.
  const { uploadsUrl } = useShopSettings()
  const toSafeUrl = useMemo(() => safeUrlsFor(uploadsUrl), [uploadsUrl])
  return (
    <div className={className}>
      <ReactMarkdown
        skipHtml
        rehypePlugins={REHYPE_PLUGINS}
        urlTransform={toSafeUrl}
        allowElement={hasAllowedSource}
        components={MARKDOWN_ELEMENTS}
      >
        {text}
      </ReactMarkdown>
    </div>
  )
}
