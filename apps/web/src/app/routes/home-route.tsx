import type { ProductFilters } from '@shop/shared/catalog'
import { FREE_SHIPPING_THRESHOLD, RETURN_WINDOW_DAYS } from '@shop/shared/limits'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { SHOP_NAME } from '../../config/shop'
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
import { useGetProductFiltersQuery } from '../../lib/product-filters-api'
import { BestSellerSection } from '../sections/best-seller-section'
import { focusRing } from '../../components/ui/focus-ring'

const PAGE_DESCRIPTION = `Shop ${SHOP_NAME}: relaxed tees, denim, skirts and layers for women and men. New arrivals every week, free international shipping on orders over $${String(FREE_SHIPPING_THRESHOLD)} and ${String(RETURN_WINDOW_DAYS)}-day returns.`

function shopUrl(filters: Record<string, string>): string {
  return `${paths.shop}?${new URLSearchParams(filters).toString()}`
}

/**
 * docs/product-rules.md § Overview and § Screens, Home: hero, collections by gender, new arrivals, the best seller, eight
 * women's bottom wear products, an editorial banner, the catalogue's collections and the trust
 * strip.
 */
export function HomeRoute() {
  const newArrivals = useGetNewArrivalsQuery(undefined)
  const womensBottomWear = useGetProductsQuery(homeQueries.womensBottomWear)

  return (
    <>
      <PageMeta description={PAGE_DESCRIPTION} />
      <HeroCarousel />

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

        <FeaturedBanner />

        <CollectionsSection />

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

type CollectionLink = ProductFilters['collections'][number]

/** The catalogue's collections as tiles; hidden while they load or when they cannot. */
function CollectionsSection() {
  const filters = useGetProductFiltersQuery(homeQueries.collections)
  const collections = filters.data?.collections ?? []
  if (collections.length === 0) return null
  return (
    <ShopByCollection>
      {collections.map((collection) => (
        <CollectionTileWithCover key={collection.slug} collection={collection} />
      ))}
    </ShopByCollection>
  )
}

function CollectionTileWithCover({ collection }: { collection: CollectionLink }) {
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
