import { Link } from '@remix-run/react'

import { segments, type NoticeBlock, type NoticeSection } from '~/domain/privacy/notice'

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800'

/** A paragraph's text with its links: this site's paths through the router, the rest as plain links. */
function Rich({ text }: { text: string }) {
  return (
    <>
      {segments(text).map((part, i) =>
        'href' in part ? (
          part.href.startsWith('/') ? (
            <Link key={i} to={part.href} className={LINK}>
              {part.text}
            </Link>
          ) : (
            <a key={i} href={part.href} className={LINK} {...(part.href.startsWith('https://') ? { rel: 'noopener noreferrer' } : {})}>
              {part.text}
            </a>
          )
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  )
}

/**
 * A table that reads on a phone: a real table from the small breakpoint up,
 * and below it one card per row with each cell under its column's name.
 */
function NoticeTable({ block }: { block: Extract<NoticeBlock, { kind: 'table' }> }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl ring-1 ring-slate-200 sm:block">
        <table className="w-full border-collapse bg-white text-left text-sm">
          <caption className="sr-only">{block.caption}</caption>
          <thead className="bg-sage-50 text-slate-900">
            <tr>
              {block.head.map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r} className="border-t border-slate-200 align-top">
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="px-4 py-3 font-semibold text-slate-900">
                      <Rich text={cell} />
                    </th>
                  ) : (
                    <td key={c} className="px-4 py-3 text-slate-700">
                      <Rich text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 sm:hidden" aria-label={block.caption}>
        {block.rows.map((row, r) => (
          <li key={r} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">
              <Rich text={row[0]} />
            </p>
            <dl className="mt-2 space-y-2 text-sm">
              {row.slice(1).map((cell, c) => (
                <div key={c}>
                  <dt className="font-semibold text-slate-600">{block.head[c + 1]}</dt>
                  <dd className="text-slate-700">
                    <Rich text={cell} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}

function Block({ block }: { block: NoticeBlock }) {
  if (block.kind === 'p')
    return (
      <p className="max-w-prose text-slate-700">
        <Rich text={block.text} />
      </p>
    )
  if (block.kind === 'list')
    return (
      <ul className="max-w-prose list-disc space-y-2 pl-5 text-slate-700">
        {block.items.map((item, i) => (
          <li key={i}>
            <Rich text={item} />
          </li>
        ))}
      </ul>
    )
  return <NoticeTable block={block} />
}

/** The notice's sections, each a headed region the contents list links to. */
export function NoticeView({ sections }: { sections: NoticeSection[] }) {
  return (
    <>
      <nav aria-labelledby="contents-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="contents-heading" className="text-lg">
          Contents
        </h2>
        <ol className="mt-2 grid list-decimal gap-x-8 gap-y-1 pl-5 text-slate-700 sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={LINK}>
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-6 space-y-4">
          <h2 id={`${s.id}-heading`} className="text-2xl text-slate-900">
            {s.heading}
          </h2>
          {s.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </>
  )
}
