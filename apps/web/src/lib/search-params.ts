/** Only non-empty values go on the wire: an empty filter is no filter. */
export function toSearchParams(
  query: Readonly<Record<string, string | number | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    const text = String(value).trim()
    if (text !== '') params.set(key, text)
  }
  return params
}
