/** price × quantity in whole cents, so 3 × 19.99 never shows as 59.970000000000006. */
export function lineTotal({ price, quantity }: { price: number; quantity: number }): number {
  return (Math.round(price * 100) * quantity) / 100
}

/** A sum of amounts in whole cents. */
export function sumMoney(amounts: number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100
}
