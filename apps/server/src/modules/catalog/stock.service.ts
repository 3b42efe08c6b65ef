import type { Executor } from '../../db/client.js'
import {
  addSoldCount,
  addVariantStock,
  lockVariantStocks,
  type LockedVariantStock,
  type VariantKey,
} from './stock.repository.js'

/*
 * The catalogue's stock moves, made inside other modules' transactions: finalizing a checkout
 * takes units, cancelling an order returns them and taking it back takes them again. Every
 * writer locks the products and then their variants in id order first, so none waits on another
 * in a circle; the database refuses a negative stock. The caller drops the catalogue cache once
 * its transaction has committed.
 */

export type { LockedVariantStock, VariantKey }

/** Units of one variant. */
export interface StockLine extends VariantKey {
  quantity: number
}

/** One string per variant (product, size, colour), for maps and comparisons. */
export function variantKey(variant: VariantKey): string {
  return JSON.stringify([variant.productId, variant.size, variant.color])
}

/** Lines of the same variant become one, their quantities added; the first line's other fields stay. */
export function mergeStockLines<T extends StockLine>(lines: readonly T[]): T[] {
  const merged = new Map<string, T>()
  for (const line of lines) {
    const key = variantKey(line)
    const existing = merged.get(key)
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : line)
  }
  return [...merged.values()]
}

/** Units per product, for the sold counts. */
export function unitsPerProduct(lines: readonly StockLine[]): Map<string, number> {
  const units = new Map<string, number>()
  for (const line of lines)
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity)
  return units
}

/** What to do with a line whose variant no longer exists. */
export type GoneVariants = 'short' | 'skip'

/**
 * The first line (merged per variant) the stock cannot cover, with what is left. A variant that
 * is gone has 0 left, unless `goneVariants` is 'skip' (it has no stock to take).
 */
export function findShortLine<T extends StockLine>(
  lines: readonly T[],
  stocks: readonly LockedVariantStock[],
  goneVariants: GoneVariants = 'short',
): { line: T; countInStock: number } | undefined {
  const available = new Map(stocks.map((stock) => [variantKey(stock), stock.countInStock]))
  for (const line of mergeStockLines(lines)) {
    const countInStock = available.get(variantKey(line))
    if (countInStock === undefined && goneVariants === 'skip') continue
    if (line.quantity > (countInStock ?? 0)) return { line, countInStock: countInStock ?? 0 }
  }
  return undefined
}

/** Locks the products and their variants until the transaction ends; answers their stock. */
function lockStock(tx: Executor, productIds: Iterable<string>): Promise<LockedVariantStock[]> {
  return lockVariantStocks(tx, [...new Set(productIds)].sort())
}

/**
 * Takes the lines' units off the shelf and counts them as sold, all or nothing: when a line's
 * variant cannot cover it, nothing moves and that line comes back with what is left. Lines of a
 * variant that is gone are short, or skipped with `goneVariants: 'skip'`.
 */
export async function takeStock<T extends StockLine>(
  tx: Executor,
  lines: readonly T[],
  goneVariants: GoneVariants = 'short',
): Promise<{ line: T; countInStock: number } | undefined> {
  const stocks = await lockStock(
    tx,
    lines.map((line) => line.productId),
  )
  const short = findShortLine(lines, stocks, goneVariants)
  if (short) return short
  await moveUnits(tx, lines, stocks, -1)
  return undefined
}

/**
 * Puts the lines' units back on the shelf and stops counting them as sold. Lines of a variant
 * that is gone have no shelf to go back to and are skipped.
 */
export async function returnStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  const stocks = await lockStock(
    tx,
    lines.map((line) => line.productId),
  )
  await moveUnits(tx, lines, stocks, 1)
}

async function moveUnits(
  tx: Executor,
  lines: readonly StockLine[],
  stocks: readonly LockedVariantStock[],
  sign: 1 | -1,
): Promise<void> {
  const existing = new Set(stocks.map(variantKey))
  const merged = mergeStockLines(lines)
  for (const line of merged) {
    if (existing.has(variantKey(line))) await addVariantStock(tx, line, sign * line.quantity)
  }
  for (const [productId, units] of unitsPerProduct(merged)) {
    await addSoldCount(tx, productId, -sign * units)
  }
}
