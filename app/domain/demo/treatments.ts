/**
 * The demo customers' treatments and bleeding (issue 30), matching their
 * story: both start HRT patches on the story's HRT day (the journal says so)
 * and have taken vitamin D and magnesium for a while (their assessment says
 * so). Bea's is a combined patch; Polly's is an oestrogen patch with
 * micronised progesterone at night. Bea has a day of spotting in her second
 * week on HRT: common in the first 3 months, so the page shows the calm
 * "mention it at your review" note rather than a prompt.
 */
import { addDays, daysBetween } from '../checkins'
import type { TreatmentInput } from '../treatments/schemas'
import type { BleedingFlow } from '../treatments/options'
import type { DemoPersona } from './accounts'
import { STORY_DAYS, STORY_SHAPES } from './story'

/** The day she starts HRT in the story ending `today`. */
export function hrtStartDate(persona: DemoPersona, today: string): string {
  return addDays(today, STORY_SHAPES[persona].hrtDay - (STORY_DAYS - 1))
}

type DemoTreatment = Omit<TreatmentInput, 'time_zone' | 'notes' | 'stopped_on'> & { notes?: string | null; stopped_on?: string | null }

export function demoTreatments(persona: DemoPersona, today: string): DemoTreatment[] {
  const hrt = hrtStartDate(persona, today)
  const supplements: DemoTreatment[] = [
    { kind: 'supplement', name: 'Vitamin D', route: 'tablet', dose: '10 micrograms daily', started_on: addDays(today, -210) },
    { kind: 'supplement', name: 'Magnesium', route: 'tablet', dose: '375 mg at night', started_on: addDays(today, -120) },
  ]
  if (persona === 'base') {
    return [
      { kind: 'hrt', name: 'Evorel Conti', route: 'patch', dose: '1 patch, changed twice a week', started_on: hrt, notes: 'Prescribed by my GP after my appointment.' },
      ...supplements,
    ]
  }
  return [
    { kind: 'hrt', name: 'Evorel (estradiol patch)', route: 'patch', dose: '50 micrograms, changed twice a week', started_on: hrt },
    { kind: 'hrt', name: 'Utrogestan (micronised progesterone)', route: 'tablet', dose: '100 mg capsule at bedtime', started_on: hrt },
    ...supplements,
  ]
}

export function demoBleeding(persona: DemoPersona, today: string): { date: string; flow: BleedingFlow }[] {
  return persona === 'base' ? [{ date: addDays(hrtStartDate(persona, today), 9), flow: 'spotting' }] : []
}

/** One demo diary entry: her day, the time on her clock, and what it was. */
export interface DemoFlush {
  date: string
  time: string
  severity: 'mild' | 'moderate' | 'severe'
  kind: 'flush' | 'night_sweat'
  triggers: ('hot_drink' | 'caffeine' | 'alcohol' | 'spicy_food' | 'stress' | 'warm_room' | 'exercise' | 'other')[]
}

const DEMO_FLUSH_TIMES = ['07:40', '09:15', '11:05', '12:50', '14:20', '15:45', '17:30', '19:10', '20:40'] as const
const DEMO_FLUSH_TRIGGERS: DemoFlush['triggers'][] = [['hot_drink', 'caffeine'], [], ['stress'], [], ['warm_room'], [], ['alcohol'], ['spicy_food'], []]

/**
 * Her hot-flush diary, as the story tells it: she starts it two weeks before
 * HRT, with about 8 flushes a day (most moderate or severe) and 2 night
 * sweats a night; from a fortnight on HRT they ease to about 4 a day and
 * fewer at night. Deterministic: the same day always has the same entries.
 */
export function demoFlushes(persona: DemoPersona, today: string): DemoFlush[] {
  const hrt = hrtStartDate(persona, today)
  const start = addDays(hrt, -14)
  const entries: DemoFlush[] = []
  for (let date = start; date < today; date = addDays(date, 1)) {
    const sinceHrt = daysBetween(hrt, date)
    const perDay = sinceHrt < 0 ? 8 : sinceHrt < 14 ? 8 - Math.floor(sinceHrt / 4) : 4
    const salt = Number(date.slice(8, 10)) + (persona === 'plus' ? 1 : 0)
    for (let i = 0; i < perDay + (salt % 3 === 0 ? 1 : 0); i++) {
      const time = DEMO_FLUSH_TIMES[i % DEMO_FLUSH_TIMES.length]!
      const severity = (i + salt) % 4 === 0 ? 'mild' : (i + salt) % 4 === 3 ? 'severe' : 'moderate'
      entries.push({ date, time, severity, kind: 'flush', triggers: DEMO_FLUSH_TRIGGERS[i % DEMO_FLUSH_TRIGGERS.length]! })
    }
    const sweats = sinceHrt < 7 ? 2 : salt % 2
    for (let i = 0; i < sweats; i++) entries.push({ date, time: i === 0 ? '02:30' : '04:10', severity: 'moderate', kind: 'night_sweat', triggers: [] })
  }
  return entries
}
