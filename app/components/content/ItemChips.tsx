import type { ReactNode } from 'react'

import { CATEGORY_LABELS, PRACTICE_LABELS, practiceType } from '~/domain/content/library'
import type { LibraryItemSummary } from '~/domain/content/public'

/** Category, kind and length of an item, as small chips. */
export function ItemChips({ item, children }: { item: LibraryItemSummary; children?: ReactNode }) {
  const length = item.duration ?? item.readTime
  const chip = 'rounded-full bg-slate-100 px-2 py-0.5 text-slate-700'
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
      <span className={chip}>{CATEGORY_LABELS[item.category]}</span>
      <span className={chip}>{PRACTICE_LABELS[practiceType(item)]}</span>
      {length ? <span className={chip}>{length}</span> : null}
      {children}
    </div>
  )
}
