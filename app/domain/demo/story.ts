/**
 * The story the demo customers' data tells, as pure functions of a seed and
 * the day the demo is generated, so the same seed gives the same story.
 *
 * Ninety days of check-ins: an ordinary start, a month-long bad patch of broken
 * sleep and night sweats, then HRT, ten days of settling in and a steady
 * improvement; the progress page's 30 days show the end of the patch, the
 * start of HRT and the improvement.
 * The comprehensive assessment is taken in the bad patch (before HRT) and
 * retaken a calendar month later (after it), so the results history shows the
 * change. Sleep logs and food logs follow the same nights and days.
 */
import { addDays } from '../checkins'
import type { DemoPersona } from './accounts'
import { seededRandom, type Random } from '../random'

export const STORY_DAYS = 90

export interface StoryShape {
  /** Day index (0 = 89 days ago) the bad patch starts and ends. */
  badPatch: [number, number]
  /** Day index she starts HRT. */
  hrtDay: number
  /** Days after starting HRT before it fully helps. */
  settling: number
  /** Chance of skipping a day before the last fortnight. */
  skipChance: number
}

export const STORY_SHAPES: Record<DemoPersona, StoryShape> = {
  base: { badPatch: [40, 69], hrtDay: 70, settling: 10, skipChance: 0.12 },
  plus: { badPatch: [37, 66], hrtDay: 67, settling: 9, skipChance: 0.05 },
}

/** Days at the end with no gap, so the dashboard shows a streak. */
export const UNBROKEN_DAYS = 16

export type Phase = 'before' | 'bad_patch' | 'settling' | 'improving'

export function phaseOf(shape: StoryShape, day: number): Phase {
  if (day >= shape.badPatch[0] && day <= shape.badPatch[1]) return 'bad_patch'
  if (day < shape.badPatch[0]) return 'before'
  if (day < shape.hrtDay + shape.settling) return 'settling'
  return 'improving'
}

export interface StoryCheckin {
  date: string
  energy_level: number
  sleep_quality: number
  stress_level: number
  mood: number
  journal_entry?: string
}

const clamp = (v: number) => Math.max(1, Math.min(10, Math.round(v)))

/** Typical ratings (energy, sleep, stress, mood) on a day, before noise. */
function meanRatings(shape: StoryShape, day: number): [number, number, number, number] {
  const phase = phaseOf(shape, day)
  if (phase === 'before') return [5.5, 5.5, 5, 6]
  if (phase === 'bad_patch') {
    // Worst in the middle of the patch.
    const [a, b] = shape.badPatch
    const depth = 1 - Math.abs((day - a) / (b - a) - 0.5) * 0.8
    return [5 - 2.2 * depth, 5 - 3 * depth, 5.5 + 2.5 * depth, 5.5 - 2.5 * depth]
  }
  const progress = Math.min(1, (day - shape.hrtDay) / shape.settling)
  if (phase === 'settling') return [3.5 + 2 * progress, 3 + 3 * progress, 7 - 2 * progress, 3.5 + 2.5 * progress]
  const later = Math.min(1, (day - shape.hrtDay - shape.settling) / 20)
  return [6.5 + later, 7 + 0.8 * later, 4.5 - 0.8 * later, 6.5 + later]
}

const JOURNAL: Record<Phase, readonly string[]> = {
  before: [
    'Busy week at work but coping. A couple of hot flushes in meetings.',
    'Walked to the park at lunch, felt better for it.',
    'Slept through for once.',
    'A bit foggy this afternoon, lost my train of thought twice.',
  ],
  bad_patch: [
    'Woke three times drenched again. Changed the sheets at 3am.',
    'Snapped at the kids over nothing and felt awful afterwards.',
    'Could not concentrate at all today. Cancelled dinner with friends.',
    'Night sweats every night this week. So tired I cried in the car.',
    'Read about HRT and made a GP appointment.',
    'Heart racing at night, lying awake until 4.',
  ],
  settling: [
    'Started HRT (patches) today after seeing the GP. Nervous but hopeful.',
    'A few headaches this week, the GP said they often settle.',
    'Only woke once last night. Small win.',
    'Still tired but the night sweats are fewer.',
    'Breast tenderness, otherwise fine. Sticking with it.',
  ],
  improving: [
    'Slept seven hours straight. I had forgotten what that felt like.',
    'Back at my Saturday swim. Felt strong.',
    'Good day at work, clear head all day.',
    'Only one hot flush today and it was mild.',
    'Evening walk with a friend, laughed a lot.',
    'Noticed I have not snapped at anyone all week.',
  ],
}

/** The first day of HRT always says so; other days have a note now and then. */
function journalFor(random: Random, shape: StoryShape, day: number): string | undefined {
  if (day === shape.hrtDay) return JOURNAL.settling[0]
  if (!random.chance(0.3)) return undefined
  const phase = phaseOf(shape, day)
  const lines = phase === 'settling' ? JOURNAL.settling.slice(1) : JOURNAL[phase]
  return random.pick(lines)
}

/** The 90 days ending `today` (YYYY-MM-DD), oldest first, with the odd day skipped. */
export function checkinStory(seed: string, persona: DemoPersona, today: string): StoryCheckin[] {
  const shape = STORY_SHAPES[persona]
  const random = seededRandom(seed).fork(`checkins/${persona}`)
  const out: StoryCheckin[] = []
  for (let day = 0; day < STORY_DAYS; day++) {
    const skip = random.chance(shape.skipChance)
    const [energy, sleep, stress, mood] = meanRatings(shape, day)
    const checkin: StoryCheckin = {
      date: addDays(today, day - (STORY_DAYS - 1)),
      energy_level: clamp(energy + random.noise(1.2)),
      sleep_quality: clamp(sleep + random.noise(1.4)),
      stress_level: clamp(stress + random.noise(1.2)),
      mood: clamp(mood + random.noise(1.2)),
    }
    const journal = journalFor(random, shape, day)
    if (journal) checkin.journal_entry = journal
    if (skip && day < STORY_DAYS - UNBROKEN_DAYS && day !== shape.hrtDay) continue
    out.push(checkin)
  }
  return out
}

/** Calendar-month arithmetic in UTC, the day clamped to the month's length. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, lastDay))
  return first.toISOString().slice(0, 10)
}

/** Retaken 5 days ago, after HRT; the first one a calendar month earlier, in the bad patch. */
export const RETAKE_DAYS_AGO = 5

export function assessmentDates(today: string): { baseline: string; retake: string } {
  const retake = addDays(today, -RETAKE_DAYS_AGO)
  return { baseline: addMonths(retake, -1), retake }
}

export interface StoryNight {
  /** When she woke, her own clock (UK, written as UTC). */
  recorded_at: string
  hours: number
  quality: number
}

/** Nights for the sleep log: the last `nights` check-in days, hours and quality following that day's sleep rating. */
export function sleepStory(seed: string, checkins: readonly StoryCheckin[], nights: number): StoryNight[] {
  const random = seededRandom(seed).fork('sleep')
  return checkins.slice(-nights).map((c) => {
    const hours = Math.max(3, Math.min(9.5, 3.6 + c.sleep_quality * 0.45 + random.noise(0.6)))
    const wake = `${String(random.int(6, 7)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`
    return {
      recorded_at: `${c.date}T${wake}:00Z`,
      hours: Math.round(hours * 4) / 4,
      quality: clamp(c.sleep_quality + random.noise(1)),
    }
  })
}
