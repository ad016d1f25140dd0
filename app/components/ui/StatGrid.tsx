export interface Stat {
  label: string
  value: string
  testId: string
  note?: string
}

/** A row of figures with their labels: two columns on a phone, four on wider screens. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
          <dt className="text-sm font-medium text-slate-600">{s.label}</dt>
          <dd className="mt-1 text-xl font-bold text-brand-800 sm:text-2xl" data-testid={s.testId}>
            {s.value}
          </dd>
          {s.note ? <dd className="text-xs text-slate-600">{s.note}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
