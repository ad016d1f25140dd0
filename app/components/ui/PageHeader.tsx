import type { ReactNode } from 'react'

/** A screen's title block: an optional eyebrow line, the h1, a line of context and actions on the right. */
export function PageHeader({
  title,
  eyebrow,
  children,
  actions,
  className = '',
}: {
  title: ReactNode
  eyebrow?: ReactNode
  children?: ReactNode
  actions?: ReactNode
  className?: string
}) {
  return (
    <div className={`flex flex-wrap items-end justify-between gap-4 ${className}`}>
      <div className="min-w-0">
        {eyebrow ? <p className="text-sm font-semibold text-brand-700">{eyebrow}</p> : null}
        <h1 className="text-3xl text-slate-900 sm:text-4xl">{title}</h1>
        {children ? <div className="mt-2 text-slate-700">{children}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
    </div>
  )
}
