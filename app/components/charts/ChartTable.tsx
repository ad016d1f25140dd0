import { useState } from 'react'

import { ScrollRegion } from '~/components/ui/ScrollRegion'

/**
 * A chart's numbers as a table, behind a disclosure: the text alternative
 * every chart carries (beside the description its drawing has). The table is
 * drawn when she opens it (without the page's script, the disclosure stays
 * empty and the drawing's description carries the numbers): a chart's table has up to a few hundred cells, and
 * sent with the page, closed, they were a third of the progress page's markup
 * and of the server's work to render it (docs/PERFORMANCE.md). Its cells are
 * styled from the table, not one by one, for the same reason.
 */
export function ChartTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  const [open, setOpen] = useState(false)
  return (
    <details
      // Opened before the page's script ran (a slow phone): no toggle comes after, so the table is drawn once it runs.
      ref={(element) => {
        if (element?.open && !open) setOpen(true)
      }}
      className="text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        Show the chart’s numbers as a table
      </summary>
      {open ? (
        <ScrollRegion label={caption} className="mt-2">
          <table className="min-w-full text-left text-slate-700 [&_td]:py-1 [&_td]:pr-4 [&_th]:py-1 [&_th]:pr-4 [&_tbody_th]:font-normal [&_tbody_tr]:border-b [&_tbody_tr]:border-slate-100">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                {head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={c}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </details>
  )
}
