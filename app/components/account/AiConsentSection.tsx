import { Link, useFetcher } from '@remix-run/react'
import { useId } from 'react'

import type { ConsentView } from '~/components/account/ConsentsSection'
import type { AiConsentAnswer } from '~/components/privacy/AiConsentPrompt'
import { useSettledToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { AI_AGREE_PHRASE, AI_CONSENT_QUESTION, AI_JOURNAL_PHRASE, aiConsentSentence, type AiConsentState } from '~/domain/account/ai-consent'
import { useDateFormat } from '~/components/time-zone'


/**
 * AI writing on /account (issue 35): where she stands, the words, and the way
 * to say yes, change whether her journal notes go, or withdraw. Without an AI
 * provider configured it says that nothing is sent anywhere.
 */
export function AiConsentSection({ ai, current, brand }: { ai: AiConsentState; current: ConsentView | null; brand: string }) {
  const when = useDateFormat()
  const day = (iso: string) => when(iso, 'longDay')
  const fetcher = useFetcher<AiConsentAnswer>()
  const journalId = useId()
  const busy = fetcher.state !== 'idle'
  useSettledToast(fetcher, (answer) => (answer.ok ? { type: 'success', message: answer.message } : { type: 'error', message: answer.detail }))
  const agreed = ai.status === 'agreed'

  return (
    <section aria-labelledby="ai-heading" className="card p-6" data-testid="ai-consent-section">
      <h2 id="ai-heading" className="text-xl">
        AI writing
      </h2>
      {!ai.offered ? (
        <p className="mt-2 max-w-prose text-slate-700">
          This service has no AI provider set up. The app writes your progress summaries and meal plans itself, and nothing of
          yours is sent to an AI service.
        </p>
      ) : (
        <>
          <p className="mt-2 max-w-prose text-slate-700" data-testid="ai-status">
            {agreed
              ? `You agreed${current ? ` on ${day(current.agreed_at)}` : ''}: AI (OpenAI) writes your progress summaries and meal plans, from your ratings${ai.include_journal ? ' and your journal notes' : ' only, not your journal notes'}.`
              : ai.status === 'withdrawn'
                ? 'You withdrew your AI consent. The app writes your summaries and meal plans itself; nothing more of yours goes to OpenAI.'
                : ai.status === 'declined'
                  ? 'You said no thanks. The app writes your summaries and meal plans itself; nothing of yours goes to OpenAI.'
                  : 'You have not chosen yet. Until you say yes, the app writes your summaries and meal plans itself.'}
          </p>
          <div className="mt-4 rounded-2xl bg-plum-50 p-4 ring-1 ring-plum-600/20">
            <p className="font-semibold text-plum-700">{AI_CONSENT_QUESTION}</p>
            <p className="mt-1 max-w-prose text-sm text-slate-800">{aiConsentSentence(brand)}</p>
            <p className="mt-2 text-sm">
              <Link to="/privacy#ai" className="font-semibold text-brand-700 underline underline-offset-2">
                How we look after your data
              </Link>
            </p>
            <fetcher.Form method="post" action="/resources/ai-consent" className="mt-3 space-y-3">
              <input type="hidden" name="source" value="account" />
              {agreed ? (
                <div className="flex flex-wrap gap-3">
                  {ai.include_journal ? (
                    // Saying yes again without the journal phrase: a new record, in the words she now agrees to.
                    <Button type="submit" name="intent" value="agree" variant="secondary" disabled={busy}>
                      Stop sending my journal notes
                    </Button>
                  ) : (
                    <>
                      <input type="hidden" name="include_journal" value="on" />
                      <Button type="submit" name="intent" value="agree" variant="secondary" disabled={busy}>
                        {AI_JOURNAL_PHRASE.replace(/\.$/, '')}
                      </Button>
                    </>
                  )}
                  <Button type="submit" name="intent" value="withdraw" variant="danger" disabled={busy}>
                    Withdraw AI consent
                  </Button>
                </div>
              ) : (
                <>
                  <div className="flex items-start gap-3">
                    <input id={journalId} type="checkbox" name="include_journal" className="mt-1 h-4 w-4 shrink-0 accent-brand-600" />
                    <label htmlFor={journalId} className="text-sm text-slate-800">
                      {AI_JOURNAL_PHRASE}
                    </label>
                  </div>
                  <Button type="submit" name="intent" value="agree" disabled={busy}>
                    {AI_AGREE_PHRASE}
                  </Button>
                </>
              )}
            </fetcher.Form>
          </div>
        </>
      )}
    </section>
  )
}
