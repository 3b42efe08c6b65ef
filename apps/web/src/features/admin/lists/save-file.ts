/**
 * Saves text the app downloaded (with the session's bearer token, which a plain link cannot send)
 * as a file, through an object URL that is released right after.
 */
export function saveTextFile(text: string, fileName: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
