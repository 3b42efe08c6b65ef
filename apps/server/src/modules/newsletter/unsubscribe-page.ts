import {
  NOT_SUBSCRIBED_MESSAGE,
  NOT_SUBSCRIBED_TITLE,
  UNSUBSCRIBED_MESSAGE,
  UNSUBSCRIBED_TITLE,
} from '@shop/shared/subscribers'

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

/**
 * The small page an unsubscribe link opens, straight from a mail client: no sign-in, no script,
 * readable on a phone. It says the same kind of thing whether this click removed the address or
 * an earlier one did.
 */
export function unsubscribePage(shopName: string, wasSubscribed: boolean): string {
  const title = wasSubscribed ? UNSUBSCRIBED_TITLE : NOT_SUBSCRIBED_TITLE
  const message = wasSubscribed ? UNSUBSCRIBED_MESSAGE : NOT_SUBSCRIBED_MESSAGE
  const shop = escapeHtml(shopName)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${shop}</title>
<style>
body { font-family: system-ui, sans-serif; color: #111; margin: 0; padding: 48px 20px; }
main { max-width: 32rem; margin: 0 auto; }
h1 { font-size: 1.5rem; margin: 0 0 12px; }
p { line-height: 1.5; }
a { color: #111; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Back to ${shop}</a></p>
</main>
</body>
</html>
`
}
