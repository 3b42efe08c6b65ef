/** A plain-text table with a header rule; numbers are right-aligned, text left-aligned. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))]
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  )
  const isNumeric = header.map((_, column) =>
    rows.every(
      (row) => typeof row[column] === 'number' || /^[\d.,%×<>≥ -]+$/.test(String(row[column])),
    ),
  )
  const line = (row: string[]) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0
        return isNumeric[column] ? cell.padStart(width) : cell.padEnd(width)
      })
      .join('  ')
      .trimEnd()
  const [first = [], ...rest] = cells
  return [line(first), widths.map((width) => '-'.repeat(width)).join('  '), ...rest.map(line)].join(
    '\n',
  )
}

export const formatNumber = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

export const formatPercent = (ratio: number): string => `${(ratio * 100).toFixed(0)}%`
