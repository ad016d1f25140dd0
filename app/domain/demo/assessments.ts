/**
 * The demo customers' comprehensive assessments: one in the bad patch, while
 * she is considering HRT, and the retake a month later, using it. Same person,
 * same answers about herself; the symptoms and sleep are what changed.
 */
import { COMPREHENSIVE_ASSESSMENT, CONSENT_PHRASE } from '../questionnaire/comprehensive'
import { initialAnswers } from '../questionnaire/form'
import { METRIC } from '../questionnaire/measurements'
import { COMPREHENSIVE_SYMPTOM_IDS, HEALTH_CONCERNS } from '../questionnaire/symptoms'
import type { Answers } from '../questionnaire/types'
import { DEMO_CUSTOMERS, type DemoPersona } from './accounts'
import type { Random } from '../random'

export type AssessmentMoment = 'baseline' | 'retake'

/** Severity (0–10) of each symptom she has, at the first assessment. */
const SYMPTOMS_AT_BASELINE: Record<DemoPersona, Record<string, number>> = {
  base: { hot_flushes: 8, night_sweats: 9, difficulty_sleeping: 8, tired_worn_out: 8, anxious_nervous: 6, poor_memory: 6, impatient_people: 7, aching_muscles_joints: 5, weight_gain: 4 },
  plus: { hot_flushes: 7, night_sweats: 8, difficulty_sleeping: 9, lack_of_energy: 7, depressed_down_blue: 6, brain_fog: 7, low_backache: 4, feeling_bloated: 5, drying_skin: 3, vaginal_dryness: 5 },
}

/** How much of each symptom is left a month into HRT (vasomotor and sleep ease most). */
const EASES: Record<string, number> = { hot_flushes: 0.35, night_sweats: 0.3, difficulty_sleeping: 0.45, tired_worn_out: 0.55, lack_of_energy: 0.55 }

const PROFILE: Record<DemoPersona, Answers> = {
  // Her "Other" box names an intolerance: the meal-plans page offers it to her to confirm.
  base: { weight_kg: 74, height_cm: 165, years_since_last_period: 1, phone: '+447700900101', diet_plan: ['Other'], 'diet_plan-other-text': 'Mostly Mediterranean; milk upsets my stomach (lactose intolerant)' },
  plus: { weight_kg: 68, height_cm: 170, years_since_last_period: 2, phone: '+447700900202', diet_plan: ['Vegetarian'] },
}

export function demoAssessmentAnswers(persona: DemoPersona, moment: AssessmentMoment, random: Random): Answers {
  const person = DEMO_CUSTOMERS[persona]
  const [first, last] = person.name.split(' ') as [string, string]
  const answers: Answers = {
    ...initialAnswers(COMPREHENSIVE_ASSESSMENT),
    first_name: first,
    last_name: last,
    email: person.email,
    measurement_system: METRIC,
    diagnosed_conditions: ['None of these'],
    had_period_last_12_months: 'No',
    taking_hrt: moment === 'baseline' ? 'Considering starting' : 'Currently using it',
    taking_supplements: ['Vitamin D', 'Magnesium'],
    stress_level: moment === 'baseline' ? 5 : 3,
    track_nutrition: 'Yes',
    activity_days_per_week: moment === 'baseline' ? 1 : 3,
    sleep_hours: moment === 'baseline' ? 5 : 7,
    trouble_falling_asleep: moment === 'baseline' ? 4 : 2,
    wake_up_several_times: moment === 'baseline' ? 6 : 2,
    trouble_staying_asleep: moment === 'baseline' ? 5 : 2,
    wake_up_tired: moment === 'baseline' ? 6 : 2,
    paths_to_health: 'A combination of lifestyle changes and medical treatment',
    care_plan_structure: 'One small change at a time',
    prioritize_self_care: moment === 'baseline' ? 'I rarely manage to put myself first' : 'I manage it some of the time',
    self_care_options_taken: 'A fan by the bed, cutting down on coffee after midday, and an evening walk when I can.',
    menopause_journey_stage: 'Menopause: it is about a year since my last period',
    top_six_priorities: HEALTH_CONCERNS.slice(0, 6),
    data_consent: [CONSENT_PHRASE],
    ...PROFILE[persona],
  }
  for (const id of COMPREHENSIVE_SYMPTOM_IDS) answers[id] = { experienced: false, severity: 0 }
  for (const [id, severity] of Object.entries(SYMPTOMS_AT_BASELINE[persona])) {
    const now = moment === 'baseline' ? severity : Math.round(severity * (EASES[id] ?? 0.8) + random.noise(0.8))
    answers[id] = now > 0 ? { experienced: true, severity: Math.min(10, now) } : { experienced: false, severity: 0 }
  }
  return answers
}
