import type { ProductImage, ProductVariant } from '@shop/shared/catalog'
import { SIZES } from '@shop/shared/limits'
import type { Executor } from '../../apps/server/src/db/client.js'
import {
  productVariants,
  products,
  type NewProductRow,
  type NewProductVariantRow,
} from '../../apps/server/src/db/schema/index.js'

/**
 * A large, varied and deterministic catalogue for the benchmark, written with a few multi-row
 * inserts: going through createProduct would cost two round trips per product.
 */

const DAY_MS = 24 * 60 * 60 * 1000
/** 1,000 products (≈4,000 variants) per statement stays well below PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 1000

type Gender = 'Men' | 'Women'
type Category = 'Top Wear' | 'Bottom Wear'

interface Garment {
  noun: string
  category: Category
  genders: readonly Gender[]
}

const GARMENTS: readonly Garment[] = [
  { noun: 'Tee', category: 'Top Wear', genders: ['Men', 'Women'] },
  { noun: 'Polo Shirt', category: 'Top Wear', genders: ['Men', 'Women'] },
  { noun: 'Oxford Shirt', category: 'Top Wear', genders: ['Men', 'Women'] },
  { noun: 'Hoodie', category: 'Top Wear', genders: ['Men', 'Women'] },
  { noun: 'Sweater', category: 'Top Wear', genders: ['Men', 'Women'] },
  { noun: 'Cardigan', category: 'Top Wear', genders: ['Women'] },
  { noun: 'Denim Jacket', category: 'Top Wear', genders: ['Men', 'Women'] },
  { noun: 'Blazer', category: 'Top Wear', genders: ['Men', 'Women'] },
  { noun: 'Tank Top', category: 'Top Wear', genders: ['Men', 'Women'] },
  { noun: 'Jeans', category: 'Bottom Wear', genders: ['Men', 'Women'] },
  { noun: 'Chinos', category: 'Bottom Wear', genders: ['Men', 'Women'] },
  { noun: 'Trousers', category: 'Bottom Wear', genders: ['Men', 'Women'] },
  { noun: 'Joggers', category: 'Bottom Wear', genders: ['Men', 'Women'] },
  { noun: 'Shorts', category: 'Bottom Wear', genders: ['Men', 'Women'] },
  { noun: 'Cargo Pants', category: 'Bottom Wear', genders: ['Men'] },
  { noun: 'Midi Skirt', category: 'Bottom Wear', genders: ['Women'] },
  { noun: 'Leggings', category: 'Bottom Wear', genders: ['Women'] },
]

const STYLES = [
  'Classic',
  'Relaxed',
  'Slim',
  'Everyday',
  'Vintage',
  'Essential',
  'Tailored',
  'Oversized',
  'Lightweight',
  'Heavyweight',
  'Cropped',
  'Straight-Leg',
  'Washed',
  'Ribbed',
  'Utility',
  'Weekend',
] as const

const BRANDS = [
  'Slide Supply Co.',
  'Northfold',
  'Harbor & Pine',
  'Urban Threads',
  'ModeLab',
  'Fieldwork',
  'Coastline',
  'Beyond Basics',
] as const

const MATERIALS = [
  'Cotton',
  'Organic Cotton',
  'Denim',
  'Linen',
  'Wool',
  'Fleece',
  'Polyester',
  'Viscose',
  'Nylon',
] as const

const COLLECTIONS = [
  'Summer Essentials',
  'Urban Street',
  'Business Casual',
  'Denim Edit',
  'Active Days',
  'Winter Warmers',
  '',
] as const

const COLORS = [
  'Black',
  'White',
  'Cream',
  'Navy',
  'Heather Gray',
  'Charcoal',
  'Olive',
  'Burgundy',
  'Sky Blue',
  'Khaki',
  'Light Wash',
  'Dark Wash',
  'Red',
  'Forest Green',
] as const

const OPENINGS = [
  'Cut from soft {material} for all-day comfort, with a fit that works from the office to the weekend.',
  'A wardrobe staple that pairs with everything from jeans to tailored trousers.',
  'Designed to be worn hard and washed often without losing its shape.',
  'A clean silhouette with small details that make it feel considered.',
  'Our take on a classic, updated with a softer hand and a better fit.',
] as const

const BULLETS = [
  'Machine wash cold',
  'Regular fit',
  'Relaxed fit through the body',
  'Reinforced seams',
  'Pre-shrunk',
  'Made in a certified factory',
  'Ribbed cuffs and hem',
  'Two side pockets',
  'Garment dyed for a lived-in look',
  'Breathable weave',
] as const

/** A couple of fixed URLs: the benchmark measures the API, never image serving. */
const IMAGE_URLS = ['/uploads/bench-front.webp', '/uploads/bench-back.webp'] as const

/** mulberry32: small, fast and reproducible, so every run benchmarks the same catalogue. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick() needs a non-empty list')
  return item
}

function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

/** A version-4 shaped UUID from the seeded source, so ids are the same on every run. */
function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16))
  hex[12] = '4'
  hex[16] = (8 + Math.floor(random() * 4)).toString(16)
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

function variantsFor(random: () => number, index: number): ProductVariant[] {
  const count = between(random, 2, 6)
  const firstColor = pick(random, COLORS)
  const secondColor = pick(random, COLORS)
  const colors = firstColor === secondColor ? [firstColor] : [firstColor, secondColor]
  // Every (size, colour) pair once, shuffled, then the first few kept in size order.
  const pairs = colors.flatMap((color) => SIZES.map((size) => ({ size, color })))
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const a = pairs[i]
    const b = pairs[j]
    if (a && b) {
      pairs[i] = b
      pairs[j] = a
    }
  }
  return pairs
    .slice(0, count)
    .sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size) || a.color.localeCompare(b.color))
    .map(({ size, color }, position) => ({
      size,
      color,
      sku: `BENCH-${index.toString(36).toUpperCase()}-${String(position)}`,
      // About one variant in eight is sold out.
      countInStock: random() < 0.125 ? 0 : between(random, 1, 40),
    }))
}

interface GeneratedProduct {
  row: NewProductRow & { id: string }
  variants: ProductVariant[]
}

function generateProduct(random: () => number, index: number, now: number): GeneratedProduct {
  const garment = pick(random, GARMENTS)
  const gender = pick(random, garment.genders)
  const material =
    garment.noun.includes('Denim') || garment.noun === 'Jeans' ? 'Denim' : pick(random, MATERIALS)
  const withMaterial = random() < 0.4 && material !== 'Denim'
  const name = `${pick(random, STYLES)} ${withMaterial ? `${material} ` : ''}${garment.noun}`
  const bullets = new Set(
    Array.from({ length: between(random, 2, 4) }, () => pick(random, BULLETS)),
  )
  const description = [
    pick(random, OPENINGS).replace('{material}', material.toLowerCase()),
    ...[...bullets].map((bullet) => `• ${bullet}`),
  ].join('\n')
  const priceCents = between(random, 15, 150) * 100 + (random() < 0.6 ? 99 : 0)
  const images: ProductImage[] = IMAGE_URLS.slice(0, between(random, 1, 2)).map((url, i) => ({
    url,
    altText: `${name}, ${i === 0 ? 'front' : 'back'}`,
  }))
  const createdAt = new Date(now - Math.floor(random() * 365 * DAY_MS))
  return {
    row: {
      id: uuidFrom(random),
      name,
      description,
      priceCents,
      // A third of the catalogue is on sale.
      originalPriceCents: random() < 0.33 ? priceCents + between(random, 5, 40) * 100 : null,
      images,
      category: garment.category,
      brand: pick(random, BRANDS),
      collections: pick(random, COLLECTIONS),
      material,
      gender,
      soldCount: random() < 0.5 ? 0 : between(random, 1, 500),
      createdAt,
      updatedAt: createdAt,
    },
    variants: variantsFor(random, index),
  }
}

export interface SeededCatalogue {
  productCount: number
  variantCount: number
  /** Ids in generation order: the same for the same count and seed. */
  productIds: string[]
  milliseconds: number
}

/** Inserts `count` generated products with their variants in one transaction. */
export async function seedBenchCatalogue(
  db: Executor,
  count: number,
  seed = 20_261_122,
): Promise<SeededCatalogue> {
  const started = performance.now()
  const random = createRandom(seed)
  const now = Date.now()
  const productIds: string[] = []
  let variantCount = 0
  await db.transaction(async (tx) => {
    for (let start = 0; start < count; start += BATCH_SIZE) {
      const batch = Array.from({ length: Math.min(BATCH_SIZE, count - start) }, (_, i) =>
        generateProduct(random, start + i, now),
      )
      await tx.insert(products).values(batch.map(({ row }) => row))
      const variantRows: NewProductVariantRow[] = batch.flatMap(({ row, variants }) =>
        variants.map((variant, position) => ({ ...variant, productId: row.id, position })),
      )
      await tx.insert(productVariants).values(variantRows)
      productIds.push(...batch.map(({ row }) => row.id))
      variantCount += variantRows.length
    }
  })
  return {
    productCount: productIds.length,
    variantCount,
    productIds,
    milliseconds: Math.round(performance.now() - started),
  }
}
