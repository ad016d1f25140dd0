/**
 * Every e-mail the product sends (issue 25) is built from one small content
 * model into two parts: plain text, and simple branded HTML that reads well
 * on a phone. The HTML has no images of any kind, no tracking, no remote
 * fonts or styles: only inline styles and this origin's links.
 */

/** A run of a paragraph: words, or a link with its words. */
export type Inline = string | { text: string; href: string }

export interface MailContent {
  subject: string
  /** The line mail apps show after the subject; hidden in the HTML body. */
  preheader: string
  heading: string
  paragraphs: Inline[][]
  /** The one thing to do: a button in HTML, the label and address in text. */
  action?: { label: string; href: string }
  /** Paragraphs after the button. */
  after?: Inline[][]
  /** Small print under the card: why she got it, how to stop it. */
  footer: Inline[][]
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

/** The app's palette (tailwind.config.ts), each pair AA contrast or better. */
const COLOURS = {
  canvas: '#fcf8f6',
  card: '#ffffff',
  border: '#f3e1ea',
  brandMark: '#831843',
  heading: '#5b1030',
  text: '#1e293b',
  muted: '#475569',
  button: '#9d174d',
  buttonText: '#ffffff',
  link: '#9d174d',
}

const SANS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const SERIF = "Georgia, Cambria, 'Times New Roman', serif"

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

/** Only http(s) links go into a message: anything else would be a way to smuggle script. */
function safeHref(href: string): string {
  const url = new URL(href)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Refusing a ${url.protocol} link in an e-mail`)
  return url.href
}

function inlineHtml(parts: Inline[], linkColour: string): string {
  return parts
    .map((part) =>
      typeof part === 'string'
        ? escapeHtml(part)
        : `<a href="${escapeHtml(safeHref(part.href))}" style="color:${linkColour};text-decoration:underline;word-break:break-word">${escapeHtml(part.text)}</a>`,
    )
    .join('')
}

function inlineText(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part
      const href = safeHref(part.href)
      return part.text === href ? href : `${part.text} (${href})`
    })
    .join('')
}

function paragraphsHtml(paragraphs: Inline[][], style: string, linkColour = COLOURS.link): string {
  return paragraphs.map((p) => `<p style="${style}">${inlineHtml(p, linkColour)}</p>`).join('\n')
}

export function renderText(content: MailContent): string {
  const blocks: string[] = [content.heading, ...content.paragraphs.map(inlineText)]
  if (content.action) blocks.push(`${content.action.label}:\n${safeHref(content.action.href)}`)
  blocks.push(...(content.after ?? []).map(inlineText))
  blocks.push(['--', ...content.footer.map(inlineText)].join('\n'))
  return `${blocks.join('\n\n')}\n`
}

export function renderHtml(content: MailContent, brand: string): string {
  const body = `margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:1.55;color:${COLOURS.text}`
  const small = `margin:0 0 8px;font-family:${SANS};font-size:13px;line-height:1.5;color:${COLOURS.muted}`
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">
<tr><td style="border-radius:10px;background:${COLOURS.button}">
<a href="${escapeHtml(safeHref(content.action.href))}" style="display:inline-block;padding:14px 24px;font-family:${SANS};font-size:16px;font-weight:bold;line-height:1.2;color:${COLOURS.buttonText};text-decoration:none;border-radius:10px">${escapeHtml(content.action.label)}</a>
</td></tr></table>
<p style="${small};margin-bottom:24px">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(safeHref(content.action.href))}" style="color:${COLOURS.link};word-break:break-all">${escapeHtml(safeHref(content.action.href))}</a></p>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOURS.canvas}">
<div data-preheader style="display:none;max-height:0;overflow:hidden;opacity:0;color:${COLOURS.canvas}">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOURS.canvas}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">
<tr><td style="padding:0 8px 16px;font-family:${SERIF};font-size:22px;font-weight:bold;color:${COLOURS.brandMark}">${escapeHtml(brand)}</td></tr>
<tr><td style="background:${COLOURS.card};border:1px solid ${COLOURS.border};border-radius:16px;padding:28px 24px">
<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:24px;font-weight:normal;line-height:1.25;color:${COLOURS.heading}">${escapeHtml(content.heading)}</h1>
${paragraphsHtml(content.paragraphs, body)}
${action}
${paragraphsHtml(content.after ?? [], body)}
</td></tr>
<tr><td style="padding:16px 8px 0">
${paragraphsHtml(content.footer, small)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

/** Both parts of a message. */
export function renderMail(content: MailContent, brand: string): RenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content, brand) }
}
