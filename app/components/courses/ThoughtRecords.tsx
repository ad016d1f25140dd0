import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'

import { Button } from '~/components/ui/Button'
import { THOUGHT_FIELD_MAX } from '~/domain/courses/course'

interface Thought {
  id: string
  situation: string
  thought: string
  calmer_thought: string
  created_at: string
}

const FIELDS = [
  ['situation', 'The situation', 'Where were you, what was happening?'],
  ['thought', 'The thought you had', 'For example: everyone can see'],
  ['calmer_thought', 'A calmer thought', 'For example: it will pass in a few minutes'],
] as const

/** Her thought records: private to her (no staff member sees them). */
export function ThoughtRecords({ thoughts, formatDay }: { thoughts: Thought[]; formatDay: (iso: string) => string }) {
  const fetcher = useFetcher<{ ok: boolean; detail?: string }>()
  const form = useRef<HTMLFormElement>(null)
  const busy = fetcher.state !== 'idle'
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  useEffect(() => {
    if (result?.ok) form.current?.reset()
  }, [result])
  return (
    <section aria-labelledby="thoughts-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="thoughts-heading" className="text-2xl text-slate-900">
        Your thought records
      </h2>
      <p className="mt-1 text-slate-700">Private to you: only you can see them (and they are in your data export).</p>
      <fetcher.Form method="post" ref={form} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="thought" />
        {FIELDS.map(([name, label, hint]) => (
          <div key={name}>
            <label htmlFor={`thought-${name}`} className="block font-semibold text-slate-900">
              {label}
            </label>
            <textarea id={`thought-${name}`} name={name} required maxLength={THOUGHT_FIELD_MAX} rows={2} placeholder={hint} className="mt-1 w-full rounded-lg border border-slate-400 p-2" />
          </div>
        ))}
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Saving…' : 'Keep this thought record'}
        </Button>
        {result && !result.ok ? (
          <p role="alert" className="text-red-800">
            {result.detail}
          </p>
        ) : null}
      </fetcher.Form>
      {thoughts.length > 0 ? (
        <ul className="mt-6 space-y-3">
          {thoughts.map((t) => (
            <li key={t.id} className="rounded-xl bg-slate-50 p-3 text-slate-800">
              <p className="text-sm text-slate-600">{formatDay(t.created_at)}</p>
              <p>
                <span className="font-semibold">Situation:</span> {t.situation}
              </p>
              <p>
                <span className="font-semibold">Thought:</span> {t.thought}
              </p>
              <p>
                <span className="font-semibold">Calmer thought:</span> {t.calmer_thought}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
