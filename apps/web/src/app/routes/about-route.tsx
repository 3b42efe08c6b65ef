import { FREE_SHIPPING_THRESHOLD, RETURN_WINDOW_DAYS } from '@shop/shared/limits'
import { HeartHandshake, Mail, RotateCcw, Shirt, Smile, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { LogoMark } from '../../components/logo-mark'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { SHOP_CONTACT_EMAIL, SHOP_NAME } from '../../config/shop'
import { focusRing } from '../../components/ui/focus-ring'

interface Value {
  icon: LucideIcon
  title: string
  text: string
}

const VALUES: Value[] = [
  {
    icon: Shirt,
    title: 'Quality fabrics',
    text: 'Heavyweight cotton, soft fleece and sturdy ripstop, chosen to keep their shape and colour wash after wash.',
  },
  {
    icon: HeartHandshake,
    title: 'Fair making',
    text: 'We work with a small circle of workshops we visit ourselves, and pay for good work at a fair price.',
  },
  {
    icon: RotateCcw,
    title: 'Easy returns',
    text: `Changed your mind? You have ${String(RETURN_WINDOW_DAYS)} days to send it back, with your money back guaranteed.`,
  },
  {
    icon: Smile,
    title: 'Playful by design',
    text: 'A curve in a seam, a colour that makes you grin: small details that make an everyday piece yours.',
  },
]

/** docs/product-rules.md § Overview: the brand story and mission, with the contact e-mail shown. */
export function AboutRoute() {
  return (
    <div>
      <PageMeta
        title="About Us"
        description={`The story behind ${SHOP_NAME}: laid-back apparel and merchandise with a playful, slide-inspired twist, made from quality fabrics by people paid fairly.`}
      />

      <section className="bg-ink text-white">
        <div className="relative mx-auto max-w-7xl overflow-hidden px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <SlideCurve className="pointer-events-none absolute -right-24 -bottom-16 hidden w-[36rem] text-brand-500/25 md:block" />
          <div className="relative max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">
              About Us
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Clothes that take it easy, so you can too.
            </h1>
            <p className="mt-6 text-lg leading-8 text-stone-300">
              {SHOP_NAME} makes laid-back apparel and merchandise with a playful, slide-inspired
              twist: pieces that feel good from the first wear to the hundredth.
            </p>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-12 lg:gap-16 lg:px-8">
        <section aria-labelledby="about-story" className="lg:col-span-7">
          <h2 id="about-story" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our story
          </h2>
          <div className="mt-6 space-y-5 text-base leading-7 text-stone-700 sm:text-lg sm:leading-8">
            <p>
              {SHOP_NAME} started with a playground slide. Two friends were watching their kids
              climb the ladder, sit at the top for a second, and let go, laughing all the way down.
              That feeling of a short climb and a long, easy ride was exactly what they wanted from
              the clothes they wore every day.
            </p>
            <p>
              So they set out to make them: roomy tees, soft hoodies, relaxed trousers and the odd
              cap or tote, cut to move in and built to last. Every piece gets a small nod to the
              slide, a rounded hem, a curved seam or a swoosh of colour, because getting dressed
              should be a little bit fun.
            </p>
            <p>
              Today {SHOP_NAME} is still a small team. We design every collection ourselves, test
              our samples by wearing them hard, and only ship what we would happily wear tomorrow.
            </p>
          </div>
        </section>

        <aside
          aria-labelledby="about-mission"
          className="self-start rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100 lg:col-span-5"
        >
          <LogoMark className="size-10" />
          <h2 id="about-mission" className="mt-5 text-2xl font-bold tracking-tight">
            Our mission
          </h2>
          <p className="mt-4 text-base leading-7 text-stone-700">
            To make easygoing clothes that last, made fairly and priced honestly, so that looking
            good never feels like hard work. Less fuss, more play, and pieces you reach for again
            and again.
          </p>
          <p className="mt-4 text-base leading-7 text-stone-700">
            Shipping is free on orders over ${FREE_SHIPPING_THRESHOLD}, and every order comes with
            our {RETURN_WINDOW_DAYS}-day money-back guarantee.
          </p>
        </aside>
      </div>

      <section aria-labelledby="about-values" className="border-y border-stone-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="about-values" className="text-2xl font-bold tracking-tight sm:text-3xl">
            What we care about
          </h2>
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="about-contact"
        className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8"
      >
        <div className="flex flex-col gap-8 rounded-2xl bg-ink px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="about-contact" className="text-2xl font-bold tracking-tight">
              Say hello
            </h2>
            <p className="mt-2 max-w-xl text-stone-300">
              Questions about sizing, an order or a collaboration? Write to us at{' '}
              <a
                href={`mailto:${SHOP_CONTACT_EMAIL}`}
                className={`rounded-sm font-semibold wrap-anywhere text-white underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-white ${focusRing.onDarkOffset}`}
              >
                {SHOP_CONTACT_EMAIL}
              </a>
              .
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to={paths.contact}
              className={`inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-brand-100 ${focusRing.onDarkOffset}`}
            >
              <Mail className="size-4" aria-hidden="true" />
              Contact us
            </Link>
            <Link
              to={paths.shop}
              className={`inline-flex items-center rounded-full border border-white/40 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10 ${focusRing.onDarkOffset}`}
            >
              Shop the collection
            </Link>
          </div>
        </div>
      </section>
    </div>
  )
}

/** The logo's slide line, drawn large behind the page heading. Decorative. */
function SlideCurve({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M7.5 10.5h3c6 0 5.5 11 12 11h2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
