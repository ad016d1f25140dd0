import { Link, type useFetcher } from '@remix-run/react'

import { AiConsentPrompt } from '~/components/privacy/AiConsentPrompt'
import { Button } from '~/components/ui/Button'
import { Spinner } from '~/components/ui/Spinner'
import { AI_MESSAGES, shouldAskForAi, type AiConsentState } from '~/domain/account/ai-consent'
import { PROGRESS_MESSAGES } from '~/domain/progress'
import { countOf } from '~/domain/plural'
import { useDateFormat } from '~/components/time-zone'

export interface SummaryView {
  summary: string
  generated_at: string
  source: 'openai' | 'builtin'
  checkin_count: number
}

/** AI Progress Summary card (doc 1 §2): the latest stored summary and the generate button. */
export function SummaryCard({
  summary,
  canGenerate,
  fetcher,
  ai,
  brand,
}: {
  summary: SummaryView | null
  canGenerate: boolean
  fetcher: ReturnType<typeof useFetcher>
  /** Where she stands on AI (issue 35): asked here before the first AI-written summary. */
  ai: AiConsentState
  brand: string
}) {
  const when = useDateFormat()
  const generating = fetcher.state !== 'idle'
  return (
    <section aria-labelledby="ai-summary" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-600/20">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="ai-summary" className="text-xl font-bold text-plum-700">
          AI Progress Summary
        </h2>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="summary" />
          <Button type="submit" disabled={!canGenerate || generating} aria-describedby={canGenerate ? undefined : 'summary-needs'}>
            {generating ? <Spinner label="Generating" className="h-4 w-4" /> : null}
            {generating ? 'Generating…' : summary ? 'Generate New Summary' : 'Generate Summary'}
          </Button>
        </fetcher.Form>
      </div>
      {canGenerate ? null : (
        <p id="summary-needs" className="mt-3 text-sm text-slate-700">
          {PROGRESS_MESSAGES.summaryNeedsCheckins}
        </p>
      )}
      {shouldAskForAi(ai) ? (
        <div className="mt-4">
          <AiConsentPrompt brand={brand} source="progress" journal />
        </div>
      ) : null}
      <div aria-live="polite">
        {summary ? (
          <div className="mt-4 space-y-3" data-testid="progress-summary">
            {summary.summary.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line text-slate-800">
                {paragraph}
              </p>
            ))}
            <p className="text-xs text-slate-600">
              Generated {when(summary.generated_at, 'dateTime')} from{' '}
              {countOf(summary.checkin_count, 'check-in')} ·{' '}
              <span data-testid="summary-source">{summary.source === 'openai' ? AI_MESSAGES.openaiSummary : AI_MESSAGES.builtinSummary}</span>
            </p>
          </div>
        ) : canGenerate ? (
          <p className="mt-3 text-slate-700">Generate a summary of your last 30 days: trends, best and hardest days, and what seems to help.</p>
        ) : null}
      </div>
      {ai.offered && (ai.status === 'declined' || ai.status === 'withdrawn') ? (
        <p className="mt-3 text-sm text-slate-700">
          The app writes your summaries itself: nothing is sent to an AI service.{' '}
          <Link to="/account#ai-heading" className="font-semibold text-brand-700 underline underline-offset-2">
            Change this
          </Link>
        </p>
      ) : null}
      <p className="mt-4 rounded-lg bg-slate-50 p-3 text-xs text-slate-700">
        This summary is generated from your own check-ins for reflection only. It is not medical advice; talk to your GP or menopause
        specialist about any health concerns.
      </p>
    </section>
  )
}
