import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'

import { Button } from '~/components/ui/Button'
import { RATING_KEYS, RATING_MAX, RATING_MIN, RATING_QUESTIONS } from '~/domain/courses/course'

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i)

/** Her weekly rating: three questions, each 1 (not at all) to 10 (extremely). */
export function RateWeek({ first }: { first: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; detail?: string }>()
  const form = useRef<HTMLFormElement>(null)
  const busy = fetcher.state !== 'idle'
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  useEffect(() => {
    if (result?.ok) form.current?.reset()
  }, [result])
  return (
    <fetcher.Form method="post" ref={form} className="space-y-4" aria-labelledby="rate-week-heading">
      <h3 id="rate-week-heading" className="text-xl text-slate-900">
        {first ? 'Your first rating' : 'Rate this week'}
      </h3>
      <p className="text-slate-700">From 1 (not at all) to 10 (extremely). Think about the last seven days.</p>
      <input type="hidden" name="intent" value="rate" />
      {RATING_KEYS.map((key) => (
        <div key={key}>
          <label htmlFor={`rating-${key}`} className="block font-semibold text-slate-900">
            {RATING_QUESTIONS[key]}
          </label>
          <select id={`rating-${key}`} name={key} required defaultValue="" className="mt-1 w-full rounded-lg border border-slate-400 p-2 sm:w-40">
            <option value="" disabled>
              Choose 1–10
            </option>
            {SCALE.map((n) => (
              <option key={n} value={n}>
                {n}
                {n === RATING_MIN ? ' (not at all)' : n === RATING_MAX ? ' (extremely)' : ''}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save my rating'}
      </Button>
      {result && !result.ok ? (
        <p role="alert" className="text-red-800">
          {result.detail}
        </p>
      ) : null}
      {result?.ok ? (
        <p role="status" className="text-green-800">
          Your rating is saved.
        </p>
      ) : null}
    </fetcher.Form>
  )
}
