import type { ReactNode } from 'react'

import type { ART } from '~/components/art'
import { Illustration } from '~/components/ui/Illustration'

/** An empty list or chart: a small illustration, what will appear here, and what to do next. */
export function EmptyState({
  art,
  title,
  children,
  action,
  headingLevel = 3,
  className = '',
}: {
  art: Exclude<keyof typeof ART, 'hero'>
  title: string
  children?: ReactNode
  action?: ReactNode
  headingLevel?: 2 | 3
  className?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className={`flex flex-col items-center px-6 py-8 text-center ${className}`}>
      <Illustration name={art} className="h-28 w-auto" />
      <Heading className="mt-4 font-display text-xl font-semibold text-slate-900">{title}</Heading>
      {children ? <div className="mt-1 max-w-md text-slate-700">{children}</div> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  )
}
