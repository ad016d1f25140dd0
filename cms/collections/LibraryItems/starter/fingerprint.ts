import { createHash } from 'node:crypto'

import { isRichText, type LexicalNode } from '../../../../app/domain/content/rich-text'

/** The fields of a library item that make up its editorial content. */
export interface ItemContent {
  title: string
  description: string
  category: string
  tab: string
  tier: string
  format: string
  listen_aloud?: boolean | null
  body?: unknown
  sources?: ReadonlyArray<{ title: string; url: string }> | null
}

/**
 * The shape of a body that a reader sees: each node's type, heading tag, list
 * kind, text, text format and link address. What the editor or Payload adds
 * around it on saving (versions, direction, indent, ids) is left out, so the
 * same words saved again give the same outline.
 */
function outline(node: LexicalNode): unknown[] {
  const url = node.type === 'link' ? (node.fields?.url ?? node.url ?? null) : null
  const format = node.type === 'text' ? Number(node.format ?? 0) : null
  return [
    node.type,
    node.tag ?? null,
    node.listType ?? null,
    node.text ?? null,
    format,
    url,
    (node.children ?? []).map(outline),
  ]
}

/**
 * A digest of an item's content: equal digests mean nobody changed what the
 * item says, where it sits in the library or who it is for. The starter
 * library's updates compare it with the digest of what was first seeded.
 */
export function contentFingerprint(item: ItemContent): string {
  const content = [
    item.title,
    item.description,
    item.category,
    item.tab,
    item.tier,
    item.format,
    Boolean(item.listen_aloud),
    isRichText(item.body) ? outline(item.body.root) : null,
    (item.sources ?? []).map((s) => [s.title, s.url]),
  ]
  return createHash('sha256').update(JSON.stringify(content)).digest('hex')
}
