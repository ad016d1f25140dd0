import type { ReactNode } from 'react'

/** One number with its label (and an optional note): the stat tiles on the dashboard and progress report. */
export function StatCard({
  label,
  value,
  testId,
  note,
  icon,
  className = '',
}: {
  label: string
  value: ReactNode
  testId?: string
  note?: string
  icon?: ReactNode
  className?: string
}) {
  return (
    <div className={`card flex items-start gap-3 p-4 sm:p-5 ${className}`}>
      {icon ? (
        <span aria-hidden="true" className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
          {icon}
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="mt-1 font-display text-3xl font-semibold tabular-nums text-brand-800" data-testid={testId}>
          {value}
        </p>
        {note ? <p className="text-xs text-slate-600">{note}</p> : null}
      </div>
    </div>
  )
}
