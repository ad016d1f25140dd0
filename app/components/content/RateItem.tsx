import { useFetcher } from '@remix-run/react'
import { useId } from 'react'

import { useSettledToast } from '~/components/Toasts'
import { RATING_MAX } from '~/domain/content/library'
import type { Rating } from '~/domain/content/public'

import { RatingSummary } from './RatingSummary'
import { countOf } from '~/domain/plural'

type RateResult = { ok: true; rating: Rating | null; my_rating: number } | { ok: false; detail: string }

/** Rate 1–5 stars, once per customer (choosing again changes it). Works without JavaScript too. */
export function RateItem({ rating, myRating }: { rating: Rating | null; myRating: number | null }) {
  const fetcher = useFetcher<RateResult>()
  const legend = useId()
  useSettledToast(fetcher, (data) =>
    data.ok ? { type: 'success', message: 'Thank you for rating this' } : { type: 'error', message: data.detail },
  )
  const shownRating = fetcher.data?.ok ? fetcher.data.rating : rating
  const pending = fetcher.formData ? Number(fetcher.formData.get('rating')) : null
  const mine = pending ?? (fetcher.data?.ok ? fetcher.data.my_rating : myRating)

  return (
    <section aria-labelledby={legend} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={legend} className="font-semibold text-slate-900">
          {mine ? 'Your rating' : 'Rate this'}
        </h2>
        <span data-testid="rating-summary">
          <RatingSummary rating={shownRating} />
          {!shownRating ? <span className="text-sm text-slate-500">Not rated yet</span> : null}
        </span>
      </div>
      <fetcher.Form method="post" className="mt-3 flex gap-1">
        <input type="hidden" name="intent" value="rate" />
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((value) => (
          <button
            key={value}
            type="submit"
            name="rating"
            value={value}
            aria-pressed={mine === value}
            aria-label={countOf(value, 'star')}
            className={`rounded-lg px-2 py-1 text-2xl leading-none focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
              mine && value <= mine ? 'text-amber-600' : 'text-slate-400 hover:text-amber-600'
            }`}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </fetcher.Form>
    </section>
  )
}
