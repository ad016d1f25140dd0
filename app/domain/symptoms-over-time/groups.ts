/**
 * Her symptoms over time (issue 30): the 35 symptoms of doc 2 §3 in four
 * groups a GP asks about, each group's average severity per assessment, the
 * change since her baseline and her most severe symptoms now.
 *
 * These groupings are the product's own way of tracking; they are not a
 * validated clinical score. Bladder symptoms sit with vaginal and sexual
 * health because they share a cause (genitourinary syndrome of menopause)
 * and a treatment a GP may offer (vaginal oestrogen).
 */
import { symptomInfo, SYMPTOM_IDS } from '../questionnaire/symptoms'

export const SYMPTOM_GROUPS = ['hot_flushes', 'mood_memory', 'body_energy', 'bladder_vaginal_sexual'] as const
export type SymptomGroup = (typeof SYMPTOM_GROUPS)[number]

export const SYMPTOM_GROUP_NAMES: Record<SymptomGroup, string> = {
  hot_flushes: 'Hot flushes and night sweats',
  mood_memory: 'Mood and memory',
  body_energy: 'Body and energy',
  bladder_vaginal_sexual: 'Bladder, vaginal and sexual health',
}

export const SYMPTOM_GROUPS_DISCLAIMER =
  'These groupings are our own way of tracking your symptoms over time. They are not a validated clinical score and not a diagnosis.'

/** Each group's symptom ids, in the spec's order; every one of the 35 is in exactly one group. */
export const SYMPTOM_GROUP_MEMBERS: Record<SymptomGroup, readonly string[]> = {
  hot_flushes: ['hot_flushes', 'night_sweats', 'sweating'],
  mood_memory: ['dissatisfied_life', 'anxious_nervous', 'poor_memory', 'accomplishing_less', 'depressed_down_blue', 'impatient_people', 'wanting_to_be_alone', 'worsening_pms', 'brain_fog'],
  body_energy: [
    'flatulence_gas',
    'aching_muscles_joints',
    'tired_worn_out',
    'difficulty_sleeping',
    'aches_neck_head',
    'decrease_physical_strength',
    'decrease_stamina',
    'lack_of_energy',
    'drying_skin',
    'weight_gain',
    'increased_facial_hair',
    'changes_in_skin',
    'feeling_bloated',
    'low_backache',
    'palpitations',
    'hair_loss_thinning',
    'dry_eyes_mouth',
    'dizziness_vertigo',
  ],
  bladder_vaginal_sexual: ['frequent_urination', 'involuntary_urination', 'change_sexual_desire', 'vaginal_dryness', 'avoiding_intimacy'],
}

const GROUP_OF = new Map(SYMPTOM_GROUPS.flatMap((g) => SYMPTOM_GROUP_MEMBERS[g].map((id) => [id, g] as const)))

export function groupOf(symptomId: string): SymptomGroup {
  const group = GROUP_OF.get(symptomId)
  if (!group) throw new Error(`Symptom ${symptomId} is in no group`)
  return group
}

/** A symptom answer's severity: 0 when not experienced; null when the question was not answered. */
function severityOf(value: unknown): number | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const { experienced, severity } = value as { experienced?: unknown; severity?: unknown }
  if (typeof experienced !== 'boolean') return null
  if (!experienced) return 0
  return typeof severity === 'number' && Number.isFinite(severity) ? Math.min(10, Math.max(0, severity)) : 0
}

const round1 = (n: number) => Math.round(n * 10) / 10

export type GroupAverages = Record<SymptomGroup, number | null>

/** Each group's mean severity (0–10, one decimal) over its symptoms the assessment answered; null where none was. */
export function groupAverages(responses: Record<string, unknown>): GroupAverages {
  return Object.fromEntries(
    SYMPTOM_GROUPS.map((g) => {
      const values = SYMPTOM_GROUP_MEMBERS[g].map((id) => severityOf(responses[id])).filter((v): v is number => v !== null)
      return [g, values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null]
    }),
  ) as GroupAverages
}

export interface SymptomAssessment {
  id: string
  completed_at: string
  is_baseline: boolean
  responses: Record<string, unknown>
}

export interface GroupPoint {
  id: string
  completed_at: string
  is_baseline: boolean
  averages: GroupAverages
}

export interface GroupTimeline {
  /** Every assessment with symptom answers, oldest first. */
  points: GroupPoint[]
  baseline: GroupPoint | null
  latest: GroupPoint | null
  /** Latest minus baseline per group, one decimal (negative is better); null with fewer than two assessments. */
  change: GroupAverages | null
}

/** The group averages of each assessment, the baseline (the one flagged, else the oldest) and the change since it. */
export function groupTimeline(assessments: readonly SymptomAssessment[]): GroupTimeline {
  const points = [...assessments]
    .sort((a, b) => a.completed_at.localeCompare(b.completed_at))
    .map((a) => ({ id: a.id, completed_at: a.completed_at, is_baseline: a.is_baseline, averages: groupAverages(a.responses) }))
    .filter((p) => SYMPTOM_GROUPS.some((g) => p.averages[g] !== null))
  const baseline = points.find((p) => p.is_baseline) ?? points[0] ?? null
  const latest = points.at(-1) ?? null
  const change =
    baseline && latest && baseline.id !== latest.id
      ? (Object.fromEntries(
          SYMPTOM_GROUPS.map((g) => {
            const a = latest.averages[g]
            const b = baseline.averages[g]
            return [g, a === null || b === null ? null : round1(a - b)]
          }),
        ) as GroupAverages)
      : null
  return { points, baseline, latest, change }
}

/** A change in words: 'down 1.5 (better)', 'up 0.5 (worse)', 'no change'. */
export function changeWords(change: number | null): string {
  if (change === null) return 'not comparable'
  if (change === 0) return 'no change'
  return change < 0 ? `down ${Math.abs(change).toFixed(1)} (better)` : `up ${change.toFixed(1)} (worse)`
}

export interface TopSymptom {
  id: string
  text: string
  severity: number
  group: SymptomGroup
}

/** Her most severe symptoms in one assessment (experienced only), most severe first, ties in the spec's order. */
export function topSymptoms(responses: Record<string, unknown>, count = 5): TopSymptom[] {
  return SYMPTOM_IDS.map((id) => ({ id, severity: responses[id] && (responses[id] as { experienced?: unknown }).experienced === true ? severityOf(responses[id]) : null }))
    .filter((s): s is { id: string; severity: number } => s.severity !== null && s.severity > 0)
    .sort((a, b) => b.severity - a.severity)
    .slice(0, count)
    .map((s) => ({ ...s, text: symptomInfo(s.id).text, group: groupOf(s.id) }))
}

/** Only the symptom answers of an assessment: what the groups read, and all a page needs to carry. */
export function symptomAnswers(responses: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SYMPTOM_IDS.filter((id) => id in responses).map((id) => [id, responses[id]]))
}
