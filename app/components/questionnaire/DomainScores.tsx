import { useId } from 'react'

import { formatLongDate } from './dates'

import { describeChange, DOMAIN_SCORES_DISCLAIMER, DOMAIN_SCORES_TITLE, type DomainTrend } from '~/domain/questionnaire/scores'
import { MENQOL_DOMAIN_NAMES, MENQOL_DOMAINS } from '~/domain/questionnaire/symptoms'

const SERIES = [
  { key: 'baseline', label: 'Baseline', className: 'fill-slate-400', swatch: 'bg-slate-400' },
  { key: 'previous', label: 'Previous', className: 'fill-plum-600/60', swatch: 'bg-plum-600/60' },
  { key: 'current', label: 'This assessment', className: 'fill-brand-600', swatch: 'bg-brand-600' },
] as const

const BAR_H = 10
const GAP = 3
const GROUP_GAP = 16
const LABEL_W = 0
const WIDTH = 380

/**
 * MENQOL-based domain scores for one assessment beside the baseline and the
 * previous one: a small bar chart, the same numbers in words, and the plain
 * statement that this is quality-of-life tracking, not a diagnosis.
 */
export function DomainScores({ trend }: { trend: DomainTrend }) {
  const id = useId()
  const series = SERIES.filter((s) => s.key === 'current' || trend[s.key] !== null)
  const groupHeight = series.length * (BAR_H + GAP) - GAP
  const height = MENQOL_DOMAINS.length * (groupHeight + GROUP_GAP + 14)
  const sentence = MENQOL_DOMAINS.map((d) => {
    const score = trend.current.scores[d]
    const parts = [`${MENQOL_DOMAIN_NAMES[d]}: ${score === null ? 'not answered' : score.toFixed(1)}`]
    if (trend.vsBaseline) parts.push(`${describeChange(trend.vsBaseline[d])} since baseline`)
    if (trend.vsPrevious && trend.previous?.id !== trend.baseline?.id) parts.push(`${describeChange(trend.vsPrevious[d])} since the previous assessment`)
    return parts.join(', ')
  })

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5" data-testid="domain-scores">
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {DOMAIN_SCORES_TITLE}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Mean severity (0–10) of your symptoms in each area of the MENQOL quality-of-life questionnaire. Lower is better.
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <figure>
          <ul className="mb-2 flex flex-wrap gap-3 text-xs text-slate-700" aria-hidden="true">
            {series.map((s) => (
              <li key={s.key} className="flex items-center gap-1.5">
                <span className={`inline-block h-2.5 w-4 rounded-sm ${s.swatch}`} />
                {s.label}
                {s.key !== 'current' && trend[s.key] ? ` (${formatLongDate(trend[s.key]!.completed_at)})` : ''}
              </li>
            ))}
          </ul>
          <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full">
            <desc id={`${id}-desc`}>{sentence.join('. ')}.</desc>
            {MENQOL_DOMAINS.map((d, gi) => {
              const top = gi * (groupHeight + GROUP_GAP + 14)
              return (
                <g key={d}>
                  <text x={LABEL_W} y={top + 10} className="fill-slate-800 text-[11px] font-semibold">
                    {MENQOL_DOMAIN_NAMES[d]}
                  </text>
                  {series.map((s, si) => {
                    const score = trend[s.key]?.scores[d] ?? null
                    const y = top + 14 + si * (BAR_H + GAP)
                    const w = score === null ? 0 : (score / 10) * (WIDTH - 40)
                    return (
                      <g key={s.key}>
                        <rect x={0} y={y} width={WIDTH - 40} height={BAR_H} rx={3} className="fill-slate-100" />
                        <rect x={0} y={y} width={Math.max(w, score === null ? 0 : 2)} height={BAR_H} rx={3} className={s.className} />
                        <text x={WIDTH - 34} y={y + BAR_H - 1} className="fill-slate-700 text-[10px]">
                          {score === null ? '–' : score.toFixed(1)}
                        </text>
                      </g>
                    )
                  })}
                </g>
              )
            })}
          </svg>
        </figure>
        <div>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{DOMAIN_SCORES_TITLE} and their change</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Domain
                </th>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Score
                </th>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Since baseline
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Since previous
                </th>
              </tr>
            </thead>
            <tbody>
              {MENQOL_DOMAINS.map((d) => {
                const score = trend.current.scores[d]
                return (
                  <tr key={d} className="border-b border-slate-100" data-testid={`domain-${d}`}>
                    <th scope="row" className="py-1.5 pr-2 font-medium text-slate-900">
                      {MENQOL_DOMAIN_NAMES[d]}
                    </th>
                    <td className="py-1.5 pr-2 font-semibold">{score === null ? '–' : score.toFixed(1)}</td>
                    <td className="py-1.5 pr-2">{trend.vsBaseline ? describeChange(trend.vsBaseline[d]) : 'This is your baseline'}</td>
                    <td className="py-1.5">{trend.vsPrevious ? describeChange(trend.vsPrevious[d]) : '–'}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </div>
      <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{DOMAIN_SCORES_DISCLAIMER}</p>
    </section>
  )
}
