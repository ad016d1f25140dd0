import { ScrollRegion } from '~/components/ui/ScrollRegion'

/** A chart's numbers as a table, behind a disclosure: the text alternative every chart carries. */
export function ChartTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        Show the chart’s numbers as a table
      </summary>
      <ScrollRegion label={caption} className="mt-2">
        <table className="min-w-full text-left text-slate-700">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              {head.map((h) => (
                <th key={h} scope="col" className="py-1 pr-4">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-b border-slate-100">
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="py-1 pr-4 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={c} className="py-1 pr-4">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  )
}
