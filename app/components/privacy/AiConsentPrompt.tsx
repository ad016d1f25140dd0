import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useId } from 'react'

import { useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import {
  AI_AGREE_PHRASE,
  AI_CONSENT_QUESTION,
  AI_DECLINE_PHRASE,
  AI_JOURNAL_PHRASE,
  aiConsentSentence,
  type AiConsentSource,
} from '~/domain/account/ai-consent'
import type { ActionFailure } from '~/lib/errors'

export type AiConsentAnswer = { ok: true; message: string } | ActionFailure

/**
 * The AI question, asked in context (issue 35): what is sent and to whom in
 * one sentence, a link to the privacy notice, nothing ticked, and "No thanks"
 * that keeps the app's own writers. `journal` offers the journal phrase
 * (the progress page: only summaries read the journal).
 */
export function AiConsentPrompt({
  brand,
  source,
  journal,
  headingLevel = 3,
}: {
  brand: string
  source: AiConsentSource
  journal: boolean
  /** The question's heading level in the page's outline. */
  headingLevel?: 2 | 3
}) {
  const fetcher = useFetcher<AiConsentAnswer>()
  const headingId = useId()
  const journalId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const busy = fetcher.state !== 'idle'
  const toast = useToast()
  // Said as soon as the answer is back: once the page has reloaded its data, an answered question is gone.
  useEffect(() => {
    const answer = fetcher.data
    if (answer) toast(answer.ok ? { type: 'success', message: answer.message } : { type: 'error', message: answer.detail })
  }, [fetcher.data, toast])

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-plum-50 p-5 ring-1 ring-plum-600/20" data-testid="ai-consent-prompt">
      <Heading id={headingId} className="font-sans text-lg font-bold text-plum-700">
        {AI_CONSENT_QUESTION}
      </Heading>
      <p className="mt-2 max-w-prose text-slate-800">{aiConsentSentence(brand)}</p>
      <p className="mt-2 text-sm">
        <Link to="/privacy#ai" className="font-semibold text-brand-700 underline underline-offset-2">
          How we look after your data
        </Link>
      </p>
      <fetcher.Form method="post" action="/resources/ai-consent" className="mt-4 space-y-4">
        <input type="hidden" name="source" value={source} />
        {journal ? (
          <div className="flex items-start gap-3">
            <input id={journalId} type="checkbox" name="include_journal" className="mt-1 h-4 w-4 shrink-0 accent-brand-600" />
            <label htmlFor={journalId} className="text-sm text-slate-800">
              {AI_JOURNAL_PHRASE}
            </label>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="agree" disabled={busy}>
            {AI_AGREE_PHRASE}
          </Button>
          <Button type="submit" name="intent" value="decline" variant="secondary" disabled={busy}>
            {AI_DECLINE_PHRASE}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  )
}
