/**
 * The demo customers' treatments and bleeding (issue 30), matching their
 * story: both start HRT patches on the story's HRT day (the journal says so)
 * and have taken vitamin D and magnesium for a while (their assessment says
 * so). Bea's is a combined patch; Polly's is an oestrogen patch with
 * micronised progesterone at night. Bea has a day of spotting in her second
 * week on HRT: common in the first 3 months, so the page shows the calm
 * "mention it at your review" note rather than a prompt.
 */
import { addDays } from '../checkins'
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
