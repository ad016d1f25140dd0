import type { ReactNode } from 'react'

import { isRichText, safeLinkUrl, TEXT_FORMAT, type LexicalNode } from '~/domain/content/rich-text'

/**
 * Renders an article body (Payload lexical JSON) as plain React elements: the
 * node types the library's editor allows, nothing injected as HTML.
 */
export function RichTextView({ value }: { value: unknown }) {
  if (!isRichText(value)) return null
  return <div className="space-y-4 leading-relaxed text-slate-800">{renderChildren(value.root)}</div>
}

function renderChildren(node: LexicalNode): ReactNode[] {
  return (node.children ?? []).map((child, i) => renderNode(child, i))
}

function renderText(node: LexicalNode, key: number): ReactNode {
  const format = typeof node.format === 'number' ? node.format : 0
  let out: ReactNode = node.text ?? ''
  if (format & TEXT_FORMAT.bold) out = <strong>{out}</strong>
  if (format & TEXT_FORMAT.italic) out = <em>{out}</em>
  if (format & TEXT_FORMAT.underline) out = <u>{out}</u>
  if (format & TEXT_FORMAT.strikethrough) out = <s>{out}</s>
  return <span key={key}>{out}</span>
}

function renderNode(node: LexicalNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node, key)
    case 'linebreak':
      return <br key={key} />
    case 'paragraph':
      return <p key={key}>{renderChildren(node)}</p>
    case 'heading':
      return node.tag === 'h3' || node.tag === 'h4' ? (
        <h3 key={key} className="pt-2 text-lg font-semibold text-slate-900">
          {renderChildren(node)}
        </h3>
      ) : (
        <h2 key={key} className="pt-4 text-xl font-bold text-slate-900">
          {renderChildren(node)}
        </h2>
      )
    case 'quote':
      return (
        <blockquote key={key} className="border-l-4 border-brand-200 pl-4 italic text-slate-700">
          {renderChildren(node)}
        </blockquote>
      )
    case 'list':
      return node.listType === 'number' ? (
        <ol key={key} className="list-decimal space-y-2 pl-6">
          {renderChildren(node)}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-2 pl-6">
          {renderChildren(node)}
        </ul>
      )
    case 'listitem':
      return <li key={key}>{renderChildren(node)}</li>
    case 'link':
    case 'autolink': {
      const url = safeLinkUrl(node)
      if (!url) return <span key={key}>{renderChildren(node)}</span>
      const external = !url.startsWith('/')
      return (
        <a
          key={key}
          href={url}
          className="font-medium text-brand-700 underline hover:text-brand-800"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {renderChildren(node)}
          {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
        </a>
      )
    }
    default:
      return node.children ? <div key={key}>{renderChildren(node)}</div> : null
  }
}
