import type { KeyInsights } from '~/domain/progress'

/** Key Insights: rule-based Strengths, Areas for Focus and recommendations (doc 1 §2, §9). */
export function InsightsPanel({ insights, hasData }: { insights: KeyInsights; hasData: boolean }) {
  if (!hasData) return <p className="text-slate-700">Insights appear after your first check-in.</p>
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="strengths" className="rounded-2xl bg-green-50 p-5 ring-1 ring-green-200">
        <h3 id="strengths" className="font-bold text-green-900">
          Strengths
        </h3>
        {insights.strengths.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {insights.strengths.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">No rating has reached its strength threshold this week yet.</p>
        )}
      </section>
      <section aria-labelledby="focus" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
        <h3 id="focus" className="font-bold text-amber-900">
          Areas for Focus
        </h3>
        {insights.focusAreas.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {insights.focusAreas.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">Nothing needs extra attention this week.</p>
        )}
      </section>
      <section aria-labelledby="recommendations" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 md:col-span-2">
        <h3 id="recommendations" className="font-bold text-slate-900">
          Recommendations
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {insights.recommendations.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">Based on your 7-day averages. General wellbeing suggestions, not medical advice.</p>
      </section>
    </div>
  )
}
