import { Link } from '@remix-run/react'

import { formatDay } from '~/domain/checkins'
import { BLEEDING_MESSAGES, type BleedingReview } from '~/domain/treatments/bleeding'

/** A link to the library's article on bleeding on HRT, shown only when the library has it. */
export function ArticleLink({ article }: { article: { title: string; href: string } | null }) {
  if (!article) return null
  return (
    <p className="text-sm">
      Read more:{' '}
      <Link to={article.href} className="font-semibold text-brand-700 underline underline-offset-2" data-testid="bleeding-article">
        {article.title}
      </Link>
    </p>
  )
}

/**
 * "Please tell your GP about this bleeding soon", with why, when bleeding
 * she logged in the last 12 weeks needs checking (issue 30). Plain and calm:
 * a status, not an alarm; what to do, and when it is urgent.
 */
export function SafetyPrompts({ review, article }: { review: BleedingReview; article: { title: string; href: string } | null }) {
  if (review.prompts.length === 0) return null
  const days = [...new Set(review.prompts.flatMap((p) => p.days))].sort()
  return (
    <section role="status" aria-labelledby="bleeding-prompt" className="rounded-2xl border-2 border-amber-600 bg-amber-50 p-5 sm:p-6" data-testid="bleeding-prompt">
      <h2 id="bleeding-prompt" className="font-sans text-xl font-bold text-amber-950">
        {BLEEDING_MESSAGES.prompt}
      </h2>
      <p className="mt-1 text-slate-900">
        You logged bleeding on {days.map((d) => formatDay(d, { weekday: false, year: true })).join(', ')}.
      </p>
      <ul className="mt-3 space-y-2 text-slate-800">
        {review.prompts.map((p) => (
          <li key={p.reason}>{p.why}</li>
        ))}
      </ul>
      <p className="mt-3 text-slate-800">Book an appointment or call your surgery and mention the bleeding. Your report for your GP below includes it.</p>
      <p className="mt-2 text-sm text-slate-700">{BLEEDING_MESSAGES.urgent}</p>
      <div className="mt-2">
        <ArticleLink article={article} />
      </div>
    </section>
  )
}
