/**
 * MENQOL-based domain scores: for each of the four MENQOL domains, the mean
 * severity (0–10) of the domain's symptoms the assessment asked about, a
 * symptom not experienced counting 0. Lower is better. This is tracking of
 * quality of life over time, not a diagnosis and not the validated MENQOL
 * score (which uses its own 1–8 scale and item set).
 */
import { MENQOL_DOMAINS, symptomInfo, type MenqolDomain } from './symptoms'

export const DOMAIN_SCORES_TITLE = 'MENQOL-based domain scores'
export const DOMAIN_SCORES_DISCLAIMER =
  'These scores track how much your symptoms affect your quality of life over time. They are quality-of-life tracking, not a diagnosis.'

export type DomainScores = Record<MenqolDomain, number | null>

function severityOf(value: unknown): number | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const { experienced, severity } = value as { experienced?: unknown; severity?: unknown }
  if (typeof experienced !== 'boolean') return null
  if (!experienced) return 0
  return typeof severity === 'number' && Number.isFinite(severity) ? severity : 0
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** Mean severity per domain over the symptom ids asked, to one decimal; null where none was answered. */
export function domainScores(symptomIds: readonly string[], responses: Record<string, unknown>): DomainScores {
  const sums = Object.fromEntries(MENQOL_DOMAINS.map((d) => [d, { total: 0, count: 0 }])) as Record<MenqolDomain, { total: number; count: number }>
  for (const id of symptomIds) {
    const severity = severityOf(responses[id])
    if (severity === null) continue
    const bucket = sums[symptomInfo(id).domain]
    bucket.total += severity
    bucket.count += 1
  }
  return Object.fromEntries(MENQOL_DOMAINS.map((d) => [d, sums[d].count ? round1(sums[d].total / sums[d].count) : null])) as DomainScores
}

export type DomainChanges = Record<MenqolDomain, number | null>

/** `current − earlier` per domain, to one decimal (negative is an improvement). */
export function domainChanges(current: DomainScores, earlier: DomainScores | null): DomainChanges | null {
  if (!earlier) return null
  return Object.fromEntries(
    MENQOL_DOMAINS.map((d) => {
      const a = current[d]
      const b = earlier[d]
      return [d, a === null || b === null ? null : round1(a - b)]
    }),
  ) as DomainChanges
}

/** A change in words: 'down 1.5 (better)', 'up 0.5 (worse)', 'no change'. */
export function describeChange(change: number | null): string {
  if (change === null) return 'not comparable'
  if (change === 0) return 'no change'
  return change < 0 ? `down ${Math.abs(change).toFixed(1)} (better)` : `up ${change.toFixed(1)} (worse)`
}

export interface ScoredAssessment {
  id: string
  completed_at: string
  is_baseline: boolean
  scores: DomainScores
}

export interface DomainTrend {
  current: ScoredAssessment
  baseline: ScoredAssessment | null
  previous: ScoredAssessment | null
  vsBaseline: DomainChanges | null
  vsPrevious: DomainChanges | null
}

/**
 * The trend for one assessment among the customer's comprehensive ones: its
 * scores against the baseline (the one flagged, else the oldest) and against
 * the one just before it. `history` may be in any order.
 */
export function domainTrend(history: readonly ScoredAssessment[], id: string): DomainTrend | null {
  const ordered = [...history].sort((a, b) => a.completed_at.localeCompare(b.completed_at))
  const index = ordered.findIndex((a) => a.id === id)
  if (index < 0) return null
  const current = ordered[index]
  const baselineCandidate = ordered.find((a) => a.is_baseline) ?? ordered[0]
  const baseline = baselineCandidate.id === current.id ? null : baselineCandidate
  const previous = index > 0 ? ordered[index - 1] : null
  return {
    current,
    baseline,
    previous,
    vsBaseline: domainChanges(current.scores, baseline?.scores ?? null),
    vsPrevious: domainChanges(current.scores, previous?.scores ?? null),
  }
}
