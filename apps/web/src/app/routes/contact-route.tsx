import { Clock, Mail, RotateCcw } from 'lucide-react'
import { PageMeta } from '../../components/page-meta'
import { ContactForm } from '../../features/contact/components/contact-form'
import { focusRing } from '../../components/ui/focus-ring'
import { useShopSettings } from '../../lib/shop-settings-api'

/** docs/product-rules.md § Overview, § Screens: a text panel with the contact e-mail beside the message form. */
export function ContactRoute() {
  const { shopName, contactEmail, returnWindowDays } = useShopSettings()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
      <PageMeta
        title="Contact Us"
        description={`Questions about an order, sizing or returns? Write to ${shopName} and we will get back to you.`}
      />
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <section aria-labelledby="contact-heading" className="lg:col-span-5">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            We are here to help
          </p>
          <h1
            id="contact-heading"
            className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl"
          >
            Contact Us
          </h1>
          <p className="mt-5 text-lg leading-8 text-stone-700">
            Questions about sizing, an order on its way or a return? Send us a message with the
            form, or write to us directly. A real person from the {shopName} team reads every
            message.
          </p>

          <ul className="mt-10 space-y-6">
            {/* A shop whose owner has given no address yet offers the form alone. */}
            {contactEmail ? (
              <li className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                  <Mail className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-semibold">E-mail us</p>
                  <a
                    href={`mailto:${contactEmail}`}
                    className={`mt-0.5 inline-block rounded-sm font-medium wrap-anywhere text-brand-700 underline underline-offset-4 hover:text-ink ${focusRing.standard}`}
                  >
                    {contactEmail}
                  </a>
                </div>
              </li>
            ) : null}
            <li className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                <Clock className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold">Response time</p>
                <p className="mt-0.5 text-stone-600">
                  We answer within one business day, Monday to Friday.
                </p>
              </div>
            </li>
            <li className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                <RotateCcw className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold">Returns</p>
                <p className="mt-0.5 text-stone-600">
                  {returnWindowDays} days to return, with your money back guaranteed. Tell us your
                  order number and we will take it from there.
                </p>
              </div>
            </li>
          </ul>
        </section>

        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 lg:col-span-7"
        >
          <h2 id="contact-form-heading" className="text-xl font-bold tracking-tight">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-stone-600">All fields are required.</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  )
}
