import type { Rating } from '~/domain/content/public'
import { countOf } from '~/domain/plural'

/** '★ 4.5 (2 ratings)', or nothing until someone has rated the item. */
export function RatingSummary({ rating }: { rating: Rating | null }) {
  if (!rating) return null
  const label = `Rated ${rating.average} out of 5 by ${countOf(rating.count, 'person', 'people')}`
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700" title={label}>
      <span aria-hidden="true" className="text-amber-600">
        ★
      </span>
      <span aria-hidden="true">
        {rating.average} ({rating.count})
      </span>
      <span className="sr-only">{label}</span>
    </span>
  )
}
