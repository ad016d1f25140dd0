import type { ProgressSummary } from '../../../types/payload-types'

/** A stored progress summary as the progress page and its API show it. */
export function toPublicSummary(s: ProgressSummary) {
  return { summary: s.summary, generated_at: s.createdAt, source: s.source, checkin_count: s.checkin_count }
}

export type PublicSummary = ReturnType<typeof toPublicSummary>
