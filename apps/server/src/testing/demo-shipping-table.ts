import { shippingTableSchema } from '@shop/shared/shipping-table'
import type { Database } from '../db/client.js'
import { DEMO_SHIPPING_TABLE } from '../demo/demo-shipping.js'
import { writeShippingTable } from '../modules/shipping/shipping.service.js'

/**
 * Gives a test's shop the demo's shipping table, where standard shipping is free over $100 in
 * every zone, so the cart can say what is left to spend (a fresh test database has the table of
 * an upgraded shop, migration 0013, free in the US only).
 */
export async function useDemoShippingTable(db: Database): Promise<void> {
  await db.transaction((tx) =>
    writeShippingTable(tx, shippingTableSchema.parse(DEMO_SHIPPING_TABLE)),
  )
}
