import { useFetcher } from '@remix-run/react'
import { useState } from 'react'

import { Button } from '~/components/ui/Button'
import { currentConsents, type ConsentKind, type ConsentStatus } from '~/domain/account/consents'
import type { ActionFailure } from '~/lib/errors'
import { useDateFormat } from '~/components/time-zone'

export interface ConsentView {
  id: string
  kind: ConsentKind
  kind_name: string
  wording: string
  wording_version: string
  include_journal: boolean | null
  source: string
  source_name: string
  status: ConsentStatus
  agreed_at: string
  withdrawn_at: string | null
}

/**
 * Her consents (issue 18): the current one of each kind with the words she
 * agreed to, withdrawing the data-sharing consent, and the history.
 */
export function ConsentsSection({ consents, withdrawnAt }: { consents: ConsentView[]; withdrawnAt: string | null }) {
  const when = useDateFormat()
  const day = (iso: string) => when(iso, 'longDay')
  const current = Object.values(currentConsents(consents))
  return (
    <section aria-labelledby="consents-heading" className="card p-6">
      <h2 id="consents-heading" className="text-xl">
        Consents
      </h2>
      {current.length === 0 ? (
        <p className="mt-2 text-slate-700">You have not given any consent yet. The assessments ask for it when you submit them.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {current.map((consent) => (
            <ConsentItem key={consent.id} consent={consent} withdrawnAt={withdrawnAt} />
          ))}
        </ul>
      )}
      {consents.length > current.length ? (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">History ({consents.length} records)</summary>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {consents.map((c) => (
              <li key={c.id}>
                {day(c.agreed_at)}: agreed in the {c.source_name} (wording {c.wording_version})
                {c.withdrawn_at ? `, withdrawn ${day(c.withdrawn_at)}` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  )
}

function ConsentItem({ consent, withdrawnAt }: { consent: ConsentView; withdrawnAt: string | null }) {
  const when = useDateFormat()
  const day = (iso: string) => when(iso, 'longDay')
  const fetcher = useFetcher<ActionFailure>()
  const [confirming, setConfirming] = useState(false)
  const failure = fetcher.data && 'detail' in fetcher.data ? fetcher.data.detail : null
  const agreed = consent.status === 'agreed'
  return (
    <li className="rounded-2xl bg-sage-50 p-4" data-testid="consent">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{consent.kind_name}</p>
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold ${agreed ? 'bg-green-50 text-green-800 ring-1 ring-green-700/30' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-700/30'}`}
        >
          {agreed ? 'Agreed' : 'Withdrawn'}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Agreed on {day(consent.agreed_at)} in the {consent.source_name}
        {consent.withdrawn_at ? `; withdrawn on ${day(consent.withdrawn_at)}` : ''}.
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">The words you agreed to</summary>
        <blockquote className="mt-2 whitespace-pre-line border-l-4 border-sage-200 pl-3 text-sm text-slate-700">{consent.wording}</blockquote>
        <p className="mt-1 text-xs text-slate-600">Wording version {consent.wording_version}</p>
      </details>
      {consent.kind === 'ai_processing' ? (
        <p className="mt-3 text-sm text-slate-700">
          {agreed ? (consent.include_journal ? 'Your journal notes go with your ratings. ' : 'Your ratings only; not your journal notes. ') : ''}
          <a href="#ai-heading" className="font-semibold text-brand-700 underline underline-offset-2">
            Change it under AI writing
          </a>
        </p>
      ) : null}
      {consent.kind === 'data_sharing' && !agreed && withdrawnAt ? (
        <p className="mt-3 text-sm text-slate-700">
          Wellness staff do not see your data. Submitting an assessment with the consent ticked gives it again.
        </p>
      ) : null}
      {consent.kind === 'data_sharing' && agreed ? (
        <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="kind" value={consent.kind} />
          {confirming ? (
            <>
              <span className="text-sm text-slate-800">Withdraw it? Wellness staff will no longer see your data.</span>
              <Button type="submit" variant="danger" disabled={fetcher.state !== 'idle'}>
                Yes, withdraw consent
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Withdraw consent
            </Button>
          )}
          {failure ? (
            <p role="alert" className="w-full text-sm font-semibold text-red-800">
              {failure}
            </p>
          ) : null}
        </fetcher.Form>
      ) : null}
    </li>
  )
}
