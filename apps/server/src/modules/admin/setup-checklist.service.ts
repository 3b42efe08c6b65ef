import type { SetupChecklist, SetupStep } from '@shop/shared/setup-checklist'
import type { AppConfig } from '../../config/env.js'
import type { Executor } from '../../db/client.js'
import { hasAnyAuditEntry } from '../audit/audit.service.js'
import { NEUTRAL_SHOP_NAME, neutralShopSettings } from '../settings/settings-defaults.js'
import { getShopSettings } from '../settings/settings.service.js'
import { countOrders, countProducts } from './dashboard.repository.js'

/**
 * The setup checklist (docs/product-rules.md § The owner's shop): each step is read from what the
 * shop is, never ticked by hand, so it cannot say done while it is not.
 * - name and logo: a logo uploaded and a name other than the neutral one;
 * - shipping: the owner has saved the shipping table once (the rates a shop starts with are a
 *   guess at theirs);
 * - payments: PayPal takes the money (the demo provider takes none);
 * - mail: an SMTP server sends it (else it only lands in files);
 * - a first product, and a first order (a test order counts).
 */
export async function getSetupChecklist(db: Executor, config: AppConfig): Promise<SetupChecklist> {
  const [settings, hasSavedShipping, productCount, orderCount] = await Promise.all([
    getShopSettings(db, neutralShopSettings(config)),
    hasAnyAuditEntry(db, 'shipping.update'),
    countProducts(db),
    countOrders(db),
  ])
  const done: Record<SetupStep, boolean> = {
    'name-and-logo': settings.logoUrl !== undefined && settings.shopName !== NEUTRAL_SHOP_NAME,
    shipping: hasSavedShipping,
    payments: config.paymentProvider === 'paypal',
    mail: config.mail.smtpUrl !== undefined,
    'first-product': productCount > 0,
    'test-order': orderCount > 0,
  }
  return {
    steps: Object.entries(done).map(([step, isDone]) => ({ step: step as SetupStep, isDone })),
  }
}
