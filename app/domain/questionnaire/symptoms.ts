/**
 * The symptom ids of doc 2 §3, in the spec's order, with the words a woman
 * recognises and the MENQOL quality-of-life domain each belongs to.
 *
 * MENQOL (the Menopause-Specific Quality of Life questionnaire) groups its 29
 * items into vasomotor, psychosocial, physical and sexual domains; 26 of our
 * ids are MENQOL items and keep their MENQOL domain. The other six are not
 * MENQOL items and are placed where their effect on daily life fits best:
 * palpitations and dizziness beside the vasomotor symptoms they usually come
 * with, brain fog and worse PMS with the psychosocial items, hair loss and dry
 * eyes or mouth with the physical ones. Hence "MENQOL-based", never "MENQOL".
 */
import { HIGH_PRIORITY_SEVERITY, MODERATE_SEVERITY } from '../constants'

export const MENQOL_DOMAINS = ['vasomotor', 'psychosocial', 'physical', 'sexual'] as const
export type MenqolDomain = (typeof MENQOL_DOMAINS)[number]

export const MENQOL_DOMAIN_NAMES: Record<MenqolDomain, string> = {
  vasomotor: 'Vasomotor (flushes and sweats)',
  psychosocial: 'Psychosocial (mood and mind)',
  physical: 'Physical',
  sexual: 'Sexual',
}

export interface SymptomInfo {
  id: string
  /** The question as the customer reads it. */
  text: string
  /** What it feels like, to help her recognise it. */
  help: string
  domain: MenqolDomain
}

export const SYMPTOMS: readonly SymptomInfo[] = [
  { id: 'hot_flushes', text: 'Hot flushes', help: 'Sudden waves of heat in your face, neck or chest, sometimes with redness.', domain: 'vasomotor' },
  { id: 'night_sweats', text: 'Night sweats', help: 'Waking up hot and damp, sometimes needing to change the bedclothes.', domain: 'vasomotor' },
  { id: 'sweating', text: 'Sweating during the day', help: 'Sweating more than usual when you are not exercising or hot.', domain: 'vasomotor' },
  { id: 'dissatisfied_life', text: 'Feeling dissatisfied with my personal life', help: 'Less content with how things are at home, with friends or in yourself.', domain: 'psychosocial' },
  { id: 'anxious_nervous', text: 'Feeling anxious or nervous', help: 'Worry, tension or a sense of dread that is hard to shake off.', domain: 'psychosocial' },
  { id: 'poor_memory', text: 'Poor memory', help: 'Forgetting names, words, appointments or why you walked into a room.', domain: 'psychosocial' },
  { id: 'accomplishing_less', text: 'Getting less done than I used to', help: 'Tasks at work or at home take longer or get left unfinished.', domain: 'psychosocial' },
  { id: 'depressed_down_blue', text: 'Feeling low, down or depressed', help: 'Sadness, tearfulness or losing interest in things you usually enjoy.', domain: 'psychosocial' },
  { id: 'impatient_people', text: 'Being impatient with other people', help: 'Snapping or feeling irritable with family, friends or colleagues.', domain: 'psychosocial' },
  { id: 'wanting_to_be_alone', text: 'Wanting to be alone', help: 'Avoiding company or social plans you would once have enjoyed.', domain: 'psychosocial' },
  { id: 'flatulence_gas', text: 'Wind or gas pains', help: 'More wind than usual, or cramping pains from trapped wind.', domain: 'physical' },
  { id: 'aching_muscles_joints', text: 'Aching muscles and joints', help: 'Stiff or sore joints and muscles, often worse in the morning.', domain: 'physical' },
  { id: 'tired_worn_out', text: 'Feeling tired or worn out', help: 'Tiredness that a night’s sleep does not fix.', domain: 'physical' },
  { id: 'difficulty_sleeping', text: 'Difficulty sleeping', help: 'Trouble getting to sleep, staying asleep, or waking too early.', domain: 'physical' },
  { id: 'aches_neck_head', text: 'Aches in the back of the neck or head', help: 'Tension aches or headaches at the back of the head and neck.', domain: 'physical' },
  { id: 'decrease_physical_strength', text: 'Less physical strength', help: 'Lifting, carrying or opening jars feels harder than it did.', domain: 'physical' },
  { id: 'decrease_stamina', text: 'Less stamina', help: 'Running out of puff sooner on walks, stairs or exercise.', domain: 'physical' },
  { id: 'lack_of_energy', text: 'Lack of energy', help: 'Feeling flat or sluggish through the day.', domain: 'physical' },
  { id: 'drying_skin', text: 'Dry skin', help: 'Skin that feels tight, rough, flaky or itchy.', domain: 'physical' },
  { id: 'weight_gain', text: 'Weight gain', help: 'Putting on weight, often around the middle, without eating differently.', domain: 'physical' },
  { id: 'increased_facial_hair', text: 'More facial hair', help: 'New or coarser hairs on the chin, upper lip or face.', domain: 'physical' },
  { id: 'changes_in_skin', text: 'Changes in the look or feel of my skin', help: 'Thinner, less elastic or more wrinkled skin, or new spots.', domain: 'physical' },
  { id: 'feeling_bloated', text: 'Feeling bloated', help: 'A swollen, full or tight tummy.', domain: 'physical' },
  { id: 'low_backache', text: 'Low backache', help: 'Aching in the lower back.', domain: 'physical' },
  { id: 'frequent_urination', text: 'Needing to pass urine more often', help: 'Going to the toilet more often, day or night.', domain: 'physical' },
  { id: 'involuntary_urination', text: 'Leaking urine when laughing, coughing or sneezing', help: 'Small leaks with a cough, laugh, sneeze or exercise.', domain: 'physical' },
  { id: 'change_sexual_desire', text: 'Change in sexual desire', help: 'Wanting sex less (or more) than you used to.', domain: 'sexual' },
  { id: 'vaginal_dryness', text: 'Vaginal dryness during intimacy', help: 'Dryness, soreness or discomfort during sex.', domain: 'sexual' },
  { id: 'avoiding_intimacy', text: 'Avoiding intimacy', help: 'Putting off closeness or sex with a partner.', domain: 'sexual' },
  { id: 'palpitations', text: 'Heart palpitations', help: 'A racing, pounding or fluttering heartbeat.', domain: 'vasomotor' },
  { id: 'hair_loss_thinning', text: 'Hair loss or thinning', help: 'More hair in the brush or shower, or a thinner parting.', domain: 'physical' },
  { id: 'dry_eyes_mouth', text: 'Dry eyes or mouth', help: 'Gritty, sore eyes or a dry mouth.', domain: 'physical' },
  { id: 'dizziness_vertigo', text: 'Dizziness or vertigo', help: 'Feeling light-headed, unsteady, or as if the room is spinning.', domain: 'vasomotor' },
  { id: 'worsening_pms', text: 'Worse PMS (premenstrual symptoms)', help: 'Mood swings, tender breasts or bloating before a period that are worse than before.', domain: 'psychosocial' },
  { id: 'brain_fog', text: 'Brain fog', help: 'Trouble thinking clearly, concentrating or finding the right word.', domain: 'psychosocial' },
]

export const SYMPTOM_IDS = SYMPTOMS.map((s) => s.id)

/** Doc 2 §3: the comprehensive assessment asks about the 35 ids without `sweating`. */
export const COMPREHENSIVE_SYMPTOM_IDS = SYMPTOM_IDS.filter((id) => id !== 'sweating')

const BY_ID = new Map(SYMPTOMS.map((s) => [s.id, s]))

export function symptomInfo(id: string): SymptomInfo {
  const info = BY_ID.get(id)
  if (!info) throw new Error(`Unknown symptom id: ${id}`)
  return info
}

export type SeverityBand = 'red' | 'yellow' | 'green'

/** Doc 2 §9: 7 or more red, 4 to 6 yellow, below 4 green. */
export function severityBand(severity: number): SeverityBand {
  if (severity >= HIGH_PRIORITY_SEVERITY) return 'red'
  if (severity >= MODERATE_SEVERITY) return 'yellow'
  return 'green'
}

/** The word shown beside a severity's colour, so it never rests on colour alone. */
export const SEVERITY_BAND_WORDS: Record<SeverityBand, string> = { red: 'High', yellow: 'Moderate', green: 'Mild' }

/**
 * The colour of a count of things that need attention (high-priority
 * symptoms): red only when there is at least one; none is neutral, never red
 * (decision 0020).
 */
export function attentionCountColour(count: number): 'red' | 'neutral' {
  return count > 0 ? 'red' : 'neutral'
}

/**
 * The 35 health concerns of health_priorities_all and top_six_priorities:
 * the same 35 symptoms, named as a concern to work on.
 */
export const HEALTH_CONCERNS: readonly string[] = SYMPTOMS.map((s) => s.text)
