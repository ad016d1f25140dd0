import type { LexicalNode, RichText } from '../../../../app/domain/content/rich-text'

/**
 * Turns the small markdown subset the starter library is written in into
 * Payload's lexical JSON, so seeded articles open and edit in /admin like any
 * other: '## ' and '### ' headings, '- ' and '1. ' lists, '> ' quotes,
 * paragraphs separated by blank lines, **bold** and _italic_ inline, and
 * [links](https://…) (opened in a new tab) or [links](/content/…) to pages of
 * the app itself.
 */
const base = { direction: 'ltr', format: '', indent: 0, version: 1 }

function textNode(text: string, format = 0): LexicalNode {
  return { type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

function inline(source: string): LexicalNode[] {
  const nodes: LexicalNode[] = []
  const pattern = /\*\*(.+?)\*\*|_(.+?)_|\[(.+?)\]\(((?:https?:\/\/|\/(?!\/))[^)\s]+)\)/g
  let last = 0
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) nodes.push(textNode(source.slice(last, match.index)))
    if (match[1]) nodes.push(textNode(match[1], 1))
    else if (match[2]) nodes.push(textNode(match[2], 2))
    else if (match[3] && match[4]) {
      nodes.push({
        type: 'link',
        fields: { url: match[4], newTab: !match[4].startsWith('/'), linkType: 'custom' },
        children: [textNode(match[3])],
        ...base,
        version: 3,
      })
    }
    last = match.index + match[0].length
  }
  if (last < source.length) nodes.push(textNode(source.slice(last)))
  return nodes
}

function paragraph(text: string): LexicalNode {
  return { type: 'paragraph', children: inline(text), ...base, textFormat: 0, textStyle: '' }
}

export function markdownToLexical(markdown: string): RichText {
  const children: LexicalNode[] = []
  const blocks = markdown.trim().split(/\n\s*\n/)
  for (const block of blocks) {
    const lines = block.split('\n').map((l) => l.trim()).filter(Boolean)
    const first = lines[0] ?? ''
    if (first.startsWith('### ') || first.startsWith('## ')) {
      const tag = first.startsWith('### ') ? 'h3' : 'h2'
      children.push({ type: 'heading', tag, children: inline(first.replace(/^#+\s/, '')), ...base })
      if (lines.length > 1) children.push(paragraph(lines.slice(1).join(' ')))
    } else if (lines.every((l) => l.startsWith('- ')) || lines.every((l) => /^\d+\.\s/.test(l))) {
      const numbered = /^\d+\.\s/.test(first)
      children.push({
        type: 'list',
        listType: numbered ? 'number' : 'bullet',
        tag: numbered ? 'ol' : 'ul',
        start: 1,
        ...base,
        children: lines.map((line, i) => ({
          type: 'listitem',
          value: i + 1,
          checked: undefined,
          children: inline(line.replace(/^(- |\d+\.\s)/, '')),
          ...base,
        })),
      })
    } else if (lines.every((l) => l.startsWith('> '))) {
      children.push({ type: 'quote', children: inline(lines.map((l) => l.slice(2)).join(' ')), ...base })
    } else {
      children.push(paragraph(lines.join(' ')))
    }
  }
  return { root: { type: 'root', children, ...base } }
}
