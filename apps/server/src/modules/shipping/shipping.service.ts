import type { ShippingRates, ShippingRatesBody } from '@shop/shared/checkout'
import { isUuid } from '@shop/shared/common'
import type { ShippingTable, ShippingTableAnswer } from '@shop/shared/shipping-table'
import type { ShippingSummary } from '@shop/shared/shipping-summary'
import type { Executor } from '../../db/client.js'
import { subtotalCents } from '../../lib/money.js'
import {
  findProductPrices,
  findRatesByZone,
  findShippingTable,
  findZoneRates,
  lockShippingTable,
  replaceShippingTable,
} from './shipping.repository.js'
import {
  toShippingOptionDto,
  toShippingSummaryDto,
  toShippingTableDto,
  toShippingZoneValues,
  toZoneRate,
} from './shipping.mapper.js'
import { destinationCountryCode, notShippedMessage } from './shipping-destination.js'
import {
  freeEverywhereOverCents,
  priceZoneRates,
  type ShippingOffer,
  type ZoneRate,
} from './shipping-rates.js'

/**
 * The rates of the zone that covers an address's country: the zone naming its code, else the
 * rest of the world (also for a text that names no known country); null when no zone covers it
 * (docs/product-rules.md § Shipping rates).
 */
async function findRatesFor(db: Executor, country: string): Promise<ZoneRate[] | null> {
  const rows = await findZoneRates(db, destinationCountryCode(country))
  return rows.length === 0 ? null : rows.map(toZoneRate)
}

/**
 * What the table offers a basket going to `country` (null: no destination named yet), for
 * `priceBasket`: the country's zone's rates, or that none covers it, or the amount over which
 * every zone ships free.
 */
export async function findShippingOffer(
  db: Executor,
  country: string | null,
): Promise<ShippingOffer> {
  if (country === null) {
    return {
      kind: 'no_destination',
      freeEverywhereOverCents: await findFreeEverywhereOverCents(db),
    }
  }
  const rates = await findRatesFor(db, country)
  return rates === null ? { kind: 'not_shipped' } : { kind: 'zone', rates }
}

/** The amount in cents over which every zone has a free rate; undefined when some zone has none. */
export async function findFreeEverywhereOverCents(db: Executor): Promise<number | undefined> {
  const zones = await findRatesByZone(db)
  return freeEverywhereOverCents(zones.map((rates) => rates.map(toZoneRate)))
}

/**
 * docs/product-rules.md § Shipping rates: the options for an address, free ones decided on the
 * subtotal of the database's prices, never the client's. Products that do not exist add nothing
 * (the checkout refuses them later). A country no zone covers gets no options and a message.
 */
export async function quoteShippingRates(
  db: Executor,
  body: ShippingRatesBody,
): Promise<ShippingRates> {
  const rates = await findRatesFor(db, body.address.country)
  if (rates === null) return { options: [], message: notShippedMessage(body.address.country) }
  const ids = body.products.map((line) => line.productId).filter(isUuid)
  const prices = await findProductPrices(db, [...new Set(ids)])
  const goodsCents = subtotalCents(
    body.products.map((line) => ({
      priceCents: prices.get(line.productId) ?? 0,
      quantity: line.quantity,
    })),
  )
  return { options: priceZoneRates(rates, goodsCents).map(toShippingOptionDto) }
}

/** The whole table as the back office edits it. */
export async function getShippingTable(db: Executor): Promise<ShippingTableAnswer> {
  return toShippingTableDto(await findShippingTable(db))
}

/** The table as the storefront tells shoppers, with the amount over which every zone ships free. */
export async function getShippingSummary(db: Executor): Promise<ShippingSummary> {
  const zones = await findShippingTable(db)
  const overCents = freeEverywhereOverCents(zones.map((zone) => zone.rates.map(toZoneRate)))
  return toShippingSummaryDto(zones, overCents)
}

/**
 * Replaces the table with a checked one (`shippingTableSchema`) in the caller's transaction,
 * after locking it against other saves; the back office's save and the demo seed write through
 * it.
 */
export async function writeShippingTable(tx: Executor, table: ShippingTable): Promise<void> {
  await lockShippingTable(tx)
  await replaceShippingTable(tx, toShippingZoneValues(table))
}
