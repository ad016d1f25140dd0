import { SYMPTOMS } from '../questionnaire/symptoms'
import type { CheckinAverages, Concern, Diet, MealPlanProfile } from './types'

/**
 * Reads what a plan should be personalised for from the customer's latest
 * assessment answers (spec doc 2 §3: symptoms as { experienced, severity
 * 0–10 }, lifestyle sliders 0–6, diet_plan multi-select) and recent
 * check-ins (1–10). Anything missing or malformed is simply not used.
 */
const SYMPTOM_CONCERNS: Record<string, Concern> = {
  hot_flushes: 'hot_flushes',
  night_sweats: 'hot_flushes',
  sweating: 'hot_flushes',
  difficulty_sleeping: 'sleep',
  sleep_difficulties: 'sleep',
  lack_of_energy: 'energy',
  tired_worn_out: 'energy',
  decrease_stamina: 'energy',
  brain_fog: 'energy',
  anxious_nervous: 'stress',
  impatient_people: 'stress',
  palpitations: 'stress',
  depressed_down_blue: 'mood',
  mood_changes: 'mood',
  dissatisfied_life: 'mood',
  aching_muscles_joints: 'bones',
  decrease_physical_strength: 'bones',
  low_backache: 'bones',
}

/** Lifestyle sliders 0–6 (doc 2 §3) that signal a concern at 4 or more. */
const LIFESTYLE_CONCERNS: Record<string, Concern> = {
  stress_level: 'stress',
  trouble_falling_asleep: 'sleep',
  trouble_staying_asleep: 'sleep',
  wake_up_several_times: 'sleep',
  wake_up_tired: 'energy',
}

/**
 * A chosen health priority is a concern to work on even where no symptom was
 * reported: weighted as a moderate one. top_six_priorities names the 35
 * symptoms as concerns (their text); the simplified form has its own ten.
 */
export const PRIORITY_WEIGHT = 0.5
const SIMPLIFIED_PRIORITY_CONCERNS: Record<string, Concern> = {
  'Fewer hot flushes and night sweats': 'hot_flushes',
  'Better sleep': 'sleep',
  'More energy': 'energy',
  'Steadier mood': 'mood',
  'Less stress and anxiety': 'stress',
  'Stronger bones and joints': 'bones',
}
const PRIORITY_CONCERNS: Record<string, Concern> = {
  ...Object.fromEntries(SYMPTOMS.filter((s) => SYMPTOM_CONCERNS[s.id]).map((s) => [s.text, SYMPTOM_CONCERNS[s.id]!])),
  ...SIMPLIFIED_PRIORITY_CONCERNS,
}
const PRIORITY_FIELDS = ['top_six_priorities', 'top_priorities']

export function prioritiesFromResponses(responses: Record<string, unknown>): { priorities: string[]; concerns: Partial<Record<Concern, number>> } {
  const priorities: string[] = []
  const concerns: Partial<Record<Concern, number>> = {}
  for (const field of PRIORITY_FIELDS) {
    const value = responses[field]
    if (!Array.isArray(value)) continue
    for (const priority of value) {
      if (typeof priority !== 'string' || priorities.includes(priority)) continue
      priorities.push(priority)
      const concern = PRIORITY_CONCERNS[priority]
      if (concern) concerns[concern] = PRIORITY_WEIGHT
    }
  }
  return { priorities, concerns }
}

const DIET_FIELDS = ['diet_plan', 'dietary_needs', 'dietary_requirements', 'dietary_restrictions', 'dietary_preferences']

function asNumber(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === 'yes' || value === 'Yes'
}

function normalise(value: string): string {
  return value.toLowerCase().replace(/[^a-z]+/g, ' ').trim()
}

export function dietsFromResponses(responses: Record<string, unknown>): Diet[] {
  const words: string[] = []
  for (const field of DIET_FIELDS) {
    const value = responses[field]
    if (typeof value === 'string') words.push(normalise(value))
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') words.push(normalise(v))
  }
  const diets = new Set<Diet>()
  for (const w of words) {
    if (/\bvegan\b|plant based/.test(w)) diets.add('vegan')
    if (/vegetarian/.test(w)) diets.add('vegetarian')
    if (/gluten|coeliac|celiac/.test(w)) diets.add('gluten_free')
    if (/dairy|lactose/.test(w)) diets.add('dairy_free')
  }
  if (diets.has('vegan')) {
    diets.add('vegetarian')
    diets.add('dairy_free')
  }
  return [...diets].sort()
}

export interface SymptomReading {
  concerns: Partial<Record<Concern, number>>
  symptoms: string[]
}

export function symptomsFromResponses(responses: Record<string, unknown>): SymptomReading {
  const concerns: Partial<Record<Concern, number>> = {}
  const reported: { id: string; severity: number }[] = []
  const raise = (concern: Concern, weight: number) => {
    concerns[concern] = Math.max(concerns[concern] ?? 0, Math.min(1, weight))
  }
  for (const [id, concern] of Object.entries(SYMPTOM_CONCERNS)) {
    const answer = responses[id]
    if (!answer || typeof answer !== 'object') continue
    const { experienced, severity } = answer as { experienced?: unknown; severity?: unknown }
    const level = asNumber(severity) ?? 0
    if (!isTrue(experienced) && level <= 0) continue
    // Experienced with no severity still counts, as a mild concern.
    const weight = level > 0 ? level / 10 : 0.3
    raise(concern, weight)
    reported.push({ id, severity: level })
  }
  for (const [id, concern] of Object.entries(LIFESTYLE_CONCERNS)) {
    const level = asNumber(responses[id])
    if (level !== null && level >= 4 && level <= 6) raise(concern, level / 6)
  }
  reported.sort((a, b) => b.severity - a.severity || a.id.localeCompare(b.id))
  return { concerns, symptoms: reported.map((r) => r.id) }
}

interface CheckinLike {
  energy_level: number
  sleep_quality: number
  stress_level: number
  mood: number
}

export function averageCheckins(checkins: readonly CheckinLike[]): CheckinAverages | null {
  if (!checkins.length) return null
  const mean = (pick: (c: CheckinLike) => number) =>
    Math.round((checkins.reduce((sum, c) => sum + pick(c), 0) / checkins.length) * 10) / 10
  return {
    count: checkins.length,
    energy_level: mean((c) => c.energy_level),
    sleep_quality: mean((c) => c.sleep_quality),
    stress_level: mean((c) => c.stress_level),
    mood: mean((c) => c.mood),
  }
}

/** Recent check-ins raise a concern when the average is poor (1–10 scales). */
export function concernsFromCheckins(averages: CheckinAverages | null): Partial<Record<Concern, number>> {
  if (!averages) return {}
  const concerns: Partial<Record<Concern, number>> = {}
  if (averages.sleep_quality <= 5) concerns.sleep = (11 - averages.sleep_quality) / 10
  if (averages.energy_level <= 5) concerns.energy = (11 - averages.energy_level) / 10
  if (averages.stress_level >= 6) concerns.stress = averages.stress_level / 10
  if (averages.mood <= 5) concerns.mood = (11 - averages.mood) / 10
  return concerns
}

/** The comprehensive assessment's health-history question and its breast cancer answer (doc 2 §3). */
export const CONDITIONS_QUESTION = 'diagnosed_conditions'
export const BREAST_CANCER_CONDITION = 'Breast cancer (now or in the past)'

/** The answers record breast cancer, now or in the past. */
export function recordsBreastCancer(responses: Record<string, unknown> | null | undefined): boolean {
  const conditions = responses?.[CONDITIONS_QUESTION]
  return Array.isArray(conditions) && conditions.includes(BREAST_CANCER_CONDITION)
}

/**
 * `history` is the latest assessment that asked about diagnosed conditions
 * (the comprehensive one); the latest assessment of any kind may not have.
 */
export function buildProfile(input: {
  responses: Record<string, unknown> | null
  history?: Record<string, unknown> | null
  checkins: readonly CheckinLike[]
  seed: string
}): MealPlanProfile {
  const responses = input.responses ?? {}
  const { concerns, symptoms } = symptomsFromResponses(responses)
  const checkins = averageCheckins(input.checkins)
  const chosen = prioritiesFromResponses(responses)
  for (const [concern, weight] of [...Object.entries(concernsFromCheckins(checkins)), ...Object.entries(chosen.concerns)] as [Concern, number][]) {
    concerns[concern] = Math.round(Math.max(concerns[concern] ?? 0, weight) * 100) / 100
  }
  for (const key of Object.keys(concerns) as Concern[]) concerns[key] = Math.round(concerns[key]! * 100) / 100
  const profile: MealPlanProfile = { diets: dietsFromResponses(responses), concerns, symptoms, checkins, seed: input.seed }
  if (chosen.priorities.length) profile.priorities = chosen.priorities
  const history = responses[CONDITIONS_QUESTION] !== undefined ? responses : input.history
  if (recordsBreastCancer(history)) profile.breast_cancer = true
  return profile
}
