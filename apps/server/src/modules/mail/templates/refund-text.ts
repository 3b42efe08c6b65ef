import { formatMoney } from './mail-format.js'

/**
 * Where a refund went, as the end of a sentence: to the account the customer paid with, as
 * store credit (the part of the order paid with credit), or both with each part's amount.
 */
export function refundDestination({
  moneyCents,
  creditCents,
}: {
  moneyCents: number
  creditCents: number
}): string {
  if (creditCents === 0) return ' to the account you paid with'
  if (moneyCents === 0) return ' as store credit, ready to spend on your next order'
  return `: ${formatMoney(moneyCents)} to the account you paid with and ${formatMoney(creditCents)} as store credit`
}

/** Only money going back to a bank account takes days to show. */
export const BANK_DELAY_SENTENCE = 'Depending on your bank, it can take a few days to show.'
