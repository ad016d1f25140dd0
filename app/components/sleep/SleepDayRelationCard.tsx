import { SLEEP_RELATION_WINDOW_DAYS } from '~/domain/constants'
import type { SleepDayRelation } from '~/domain/sleep/next-day'

/** How her sleep relates to the next day's check-in, in plain words (beyond the spec). */
export function SleepDayRelationCard({ relation }: { relation: SleepDayRelation }) {
  return (
    <div className="space-y-2" data-testid="sleep-day-relation" data-ready={relation.ready}>
      {relation.sentences.map((s) => (
        <p key={s} className="text-slate-800">
          {s}
        </p>
      ))}
      <p className="text-xs text-slate-600">
        From the last {SLEEP_RELATION_WINDOW_DAYS} days: each night beside your check-in on the day you woke up. A pattern in your own logs, not proof of a cause.
      </p>
    </div>
  )
}
