import type { FeaturedCollection } from '@shop/shared/home-content'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { useGetNewArrivalsQuery, useGetProductsQuery } from '../../features/catalog/catalog-api'
import { ProductGrid } from '../../features/catalog/components/product-grid'
import { CollectionTile, ShopByCollection } from '../../features/home/components/collection-tiles'
import { homeQueries } from '../../features/home/home-queries'
import { FeaturedBanner } from '../../features/home/components/featured-banner'
import { GenderCollections } from '../../features/home/components/gender-collections'
import { HeroCarousel } from '../../features/home/components/hero-carousel'
import { NewArrivalsStrip } from '../../features/home/components/new-arrivals-strip'
import { SectionHeading } from '../../features/home/components/section-heading'
import { TrustStrip } from '../../features/home/components/trust-strip'
import { getErrorMessage } from '../../lib/get-error-message'
import { useGetHomeContentQuery } from '../../lib/home-content-api'
import { useGetProductFiltersQuery } from '../../lib/product-filters-api'
import { useShopSettings } from '../../lib/shop-settings-api'
import { BestSellerSection } from '../sections/best-seller-section'
import { focusRing } from '../../components/ui/focus-ring'

/** The home page's description: the shop's own name and return window, no promise of a rate. */
const pageDescription = (shopName: string, returnWindowDays: number) =>
  `Shop ${shopName}: relaxed tees, denim, skirts and layers for women and men. New arrivals every week and ${String(returnWindowDays)}-day returns.`

function shopUrl(filters: Record<string, string>): string {
  return `${paths.shop}?${new URLSearchParams(filters).toString()}`
}

/**
 * docs/product-rules.md § Overview and § Screens, Home: hero, collections by gender, new arrivals, the best seller, eight
 * women's bottom wear products, an editorial banner, the featured collections and the trust
 * strip. The hero, the banner and the featured collections are the owner's (§ The owner's shop).
 */
export function HomeRoute() {
  const newArrivals = useGetNewArrivalsQuery(undefined)
  const womensBottomWear = useGetProductsQuery(homeQueries.womensBottomWear)
  const { shopName, returnWindowDays } = useShopSettings()
  const { data: content } = useGetHomeContentQuery(undefined)

  return (
    <>
      <PageMeta description={pageDescription(shopName, returnWindowDays)} />
      <HeroCarousel slides={content?.heroSlides ?? []} />

      <div className="space-y-20 pt-12 *:render-near-viewport sm:pt-16 md:space-y-28">
        <GenderCollectionsSection />

        <NewArrivalsStrip
          products={newArrivals.data}
          isLoading={newArrivals.isLoading}
          errorMessage={
            newArrivals.isError
              ? getErrorMessage(newArrivals.error, 'Could not load the new arrivals.')
              : undefined
          }
        />

        <BestSellerSection />

        <section
          aria-labelledby="womens-bottom-wear-heading"
          className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
        >
          <SectionHeading
            id="womens-bottom-wear-heading"
            title="Women's Bottom Wear"
            description="Top-rated jeans, skirts and shorts, picked for the season."
            aside={
              <Link
                to={shopUrl({ gender: 'Women', category: 'Bottom Wear' })}
                className={`group inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold underline decoration-brand-500 decoration-2 underline-offset-4 ${focusRing.wide}`}
              >
                View all<span className="sr-only"> women&apos;s bottom wear</span>
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </Link>
            }
          />
          <ProductGrid
            products={womensBottomWear.data?.products}
            isLoading={womensBottomWear.isLoading}
            errorMessage={
              womensBottomWear.isError
                ? getErrorMessage(womensBottomWear.error, 'Could not load the products.')
                : undefined
            }
          />
        </section>

        {content?.banner ? <FeaturedBanner banner={content.banner} /> : null}

        <CollectionsSection featured={content?.featuredCollections} />

        <TrustStrip />
      </div>
    </>
  )
}

/** Women's and Men's cards, each pictured by one of that gender's tops. */
function GenderCollectionsSection() {
  const women = useGetProductsQuery(homeQueries.womensTop)
  const men = useGetProductsQuery(homeQueries.mensTop)
  return (
    <GenderCollections
      collections={[
        {
          id: 'women',
          eyebrow: 'For her',
          title: "Women's Collection",
          blurb: 'Wide-leg denim, breezy linen and easy knits for every plan.',
          panelClassName: 'bg-brand-50',
          linkLabel: 'Shop Women',
          href: shopUrl({ gender: 'Women' }),
          image: women.data?.products[0]?.images[0],
        },
        {
          id: 'men',
          eyebrow: 'For him',
          title: "Men's Collection",
          blurb: 'Graphic tees, cargos and layers built for long days out.',
          panelClassName: 'bg-stone-100',
          linkLabel: 'Shop Men',
          href: shopUrl({ gender: 'Men' }),
          image: men.data?.products[0]?.images[0],
        },
      ]}
    />
  )
}

/**
 * The collections the owner features, in their order, as tiles; when the owner features none,
 * every collection of the catalogue. Hidden while they load or when they cannot.
 */
function CollectionsSection({ featured }: { featured: FeaturedCollection[] | undefined }) {
  const isCatalogueShown = featured?.length === 0
  const filters = useGetProductFiltersQuery(homeQueries.collections, { skip: !isCatalogueShown })
  const collections = (isCatalogueShown ? filters.data?.collections : featured) ?? []
  if (collections.length === 0) return null
  return (
    <ShopByCollection>
      {collections.map((collection) => (
        <CollectionTileWithCover key={collection.slug} collection={collection} />
      ))}
    </ShopByCollection>
  )
}

function CollectionTileWithCover({ collection }: { collection: FeaturedCollection }) {
  const cover = useGetProductsQuery(homeQueries.collectionCover(collection.slug))
  return (
    <CollectionTile
      name={collection.name}
      href={paths.collection(collection.slug)}
      imageUrl={cover.data?.products[0]?.images[0]?.url}
      productCount={cover.data?.total}
    />
  )
}
