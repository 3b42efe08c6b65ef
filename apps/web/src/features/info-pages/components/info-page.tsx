import { Link } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../config/paths'
import { SHOP_CONTACT_EMAIL } from '../../../config/shop'
import type { InfoPageContent } from '../info-pages-content'
import { focusRing } from '../../../components/ui/focus-ring'

const linkClass = `rounded-sm font-semibold text-ink underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink ${focusRing.standard}`

/** A static page of the footer (shipping, returns, privacy, terms), drawn from its content. */
export function InfoPage({ content }: { content: InfoPageContent }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageMeta title={content.title} description={content.description} />
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {content.title}
      </h1>
      <p className="mt-4 text-lg leading-8 text-stone-700">{content.intro}</p>

      {content.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-bold tracking-tight text-ink">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-stone-700">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-7 text-stone-700 marker:text-brand-600">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}

      <p className="mt-12 border-t border-stone-200 pt-6 text-stone-700">
        Questions? Visit our{' '}
        <Link to={paths.contact} className={linkClass}>
          Contact page
        </Link>{' '}
        or write to{' '}
        <a href={`mailto:${SHOP_CONTACT_EMAIL}`} className={`${linkClass} wrap-anywhere`}>
          {SHOP_CONTACT_EMAIL}
        </a>
        .
      </p>
    </article>
  )
}
