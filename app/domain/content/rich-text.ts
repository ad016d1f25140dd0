/**
 * The article body is Payload's lexical rich text, stored as JSON. These are
 * the node shapes the library's editor allows (cms/collections/LibraryItems)
 * and the customer pages render; anything else is skipped, never injected.
 */
export interface LexicalNode {
  type: string
  text?: string
  format?: number | string
  tag?: string
  listType?: 'bullet' | 'number' | 'check'
  fields?: { url?: string; newTab?: boolean; linkType?: string }
  url?: string
  children?: LexicalNode[]
  [key: string]: unknown
}

export interface RichText {
  root: LexicalNode
}

export function isRichText(value: unknown): value is RichText {
  return !!value && typeof value === 'object' && 'root' in value && typeof (value as RichText).root === 'object'
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list'])

/**
 * The body as plain text, one block per line: for word counts and for the
 * device's speech synthesis (guided scripts are read aloud).
 */
export function richTextToPlain(value: unknown): string {
  if (!isRichText(value)) return ''
  const lines: string[] = []
  let current = ''
  const walk = (node: LexicalNode) => {
    if (node.type === 'text' && typeof node.text === 'string') current += node.text
    else if (node.type === 'linebreak') current += '\n'
    else if (node.type === 'tab') current += ' '
    for (const child of node.children ?? []) walk(child)
    if (BLOCK_TYPES.has(node.type) && node.type !== 'list') {
      if (current.trim()) lines.push(current.trim())
      current = ''
    }
  }
  walk(value.root)
  if (current.trim()) lines.push(current.trim())
  return lines.join('\n')
}

/** The blocks of a body as separate passages (what speech synthesis reads one at a time). */
export function richTextPassages(value: unknown): string[] {
  return richTextToPlain(value)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
}

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)
  return words ? words.length : 0
}

/** Adults read plain-language health text at roughly 200 words a minute. */
export const READING_WORDS_PER_MINUTE = 200

/** Minutes to read a body, rounded up, at least 1 for any text; null when empty. */
export function readTimeMinutes(body: unknown): number | null {
  const words = countWords(richTextToPlain(body))
  if (words === 0) return null
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE))
}

/** Lexical's text format bit flags. */
export const TEXT_FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8 } as const

/** Only web and mail links are rendered as links; anything else stays text. */
export function safeLinkUrl(node: LexicalNode): string | null {
  const url = node.fields?.url ?? node.url
  if (typeof url !== 'string') return null
  const trimmed = url.trim()
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed
  return null
}
