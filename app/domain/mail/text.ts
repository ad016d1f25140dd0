/**
 * Plain text for a message that arrives with HTML only (Payload's own staff
 * password e-mail), and secret links kept out of what is stored and logged.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ''
    }
    return NAMED[code.toLowerCase()] ?? whole
  })
}

/**
 * A readable plain-text version of a simple HTML message: the head, styles,
 * scripts and the hidden preheader go; links read "words (address)"; blocks
 * and line breaks become new lines.
 */
export function textFromHtml(html: string): string {
  const text = html
    .replace(/<head[\s\S]*?<\/head>/gi, '')
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<div[^>]*data-preheader[^>]*>[\s\S]*?<\/div>/gi, '')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, inner: string) => {
      const words = decodeEntities(inner.replace(/<[^>]+>/g, '')).trim()
      const address = decodeEntities(href)
      return !words || words === address ? address : `${words} (${address})`
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|div|tr|li|table)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
  return `${decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`
}

export const REDACTED = '[link removed once sent]'

/**
 * The message with its secret links removed: password reset links (the app's
 * `?token=…` and the admin's `/admin/reset/…`) and one-click unsubscribe
 * links. What the outbox keeps of a sent message and what the log prints in
 * production never hand anyone a way into an account.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(/https?:\/\/[^\s"'<>()]*[?&]token=[^\s"'<>()]*/gi, REDACTED)
    .replace(/https?:\/\/[^\s"'<>()]*\/admin\/reset\/[^\s"'<>()]*/gi, REDACTED)
}
