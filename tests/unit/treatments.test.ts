import { describe, expect, it } from 'vitest'

import { addMonths, dayIn, herToday, isTimeZone, wholeMonthsBetween } from '~/domain/calendar'
import { demoBleeding, demoTreatments, hrtStartDate } from '~/domain/demo/treatments'
import { assessmentDates } from '~/domain/demo/story'
import { formDetail } from '~/domain/treatments/messages'
import { bleedingInputSchema, bleedingQuerySchema, treatmentInputSchema, treatmentUpdateSchema } from '~/domain/treatments/schemas'
import {
  activeOn,
  sortTreatments,
  treatmentDatesProblem,
  treatmentMarkers,
  withDose,
  withStart,
  type PublicTreatment,
} from '~/domain/treatments/rules'
import { suggestionNamed, TREATMENT_SUGGESTIONS } from '~/domain/treatments/suggestions'
import { TREATMENT_KINDS, TREATMENT_ROUTES } from '~/domain/treatments/options'

const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first = result.error?.issues[0]
  return first ? `${first.path.join('.')}: ${first.message}` : null
}

describe('her calendar', () => {
  it('knows real time zones and refuses anything else', () => {
    expect(isTimeZone('Europe/London')).toBe(true)
    expect(isTimeZone('Australia/Sydney')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone('x'.repeat(100))).toBe(false)
  })

  it('gives the day where she is, not on the server’s UTC clock', () => {
    const lateEvening = new Date('2026-06-30T23:30:00Z')
    expect(dayIn('Europe/London', lateEvening)).toBe('2026-07-01') // BST
    expect(dayIn('UTC', lateEvening)).toBe('2026-06-30')
    expect(dayIn('America/New_York', lateEvening)).toBe('2026-06-30')
    expect(herToday(undefined, lateEvening)).toBe('2026-07-01')
    expect(herToday('Not/AZone', lateEvening)).toBe('2026-07-01')
    expect(herToday('Pacific/Kiritimati', new Date('2026-06-30T10:30:00Z'))).toBe('2026-07-01')
  })

  it('adds calendar months, clamping to the month’s length', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-05-15', 3)).toBe('2026-08-15')
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
    expect(addMonths('2026-03-10', -12)).toBe('2025-03-10')
  })

  it('counts whole calendar months', () => {
    expect(wholeMonthsBetween('2026-01-15', '2026-03-14')).toBe(1)
    expect(wholeMonthsBetween('2026-01-15', '2026-03-15')).toBe(2)
    expect(wholeMonthsBetween('2026-01-31', '2026-02-28')).toBe(1)
    expect(wholeMonthsBetween('2026-03-15', '2026-03-01')).toBe(0)
    expect(wholeMonthsBetween('2025-03-10', '2026-03-10')).toBe(12)
  })
})

describe('what a treatment may be (POST /api/treatments)', () => {
  const valid = { kind: 'hrt', name: 'Oestrogel', route: 'gel', dose: '2 pumps daily', started_on: '2026-03-01' }

  it('takes a full entry and fills the optional fields', () => {
    const parsed = treatmentInputSchema.parse(valid)
    expect(parsed).toEqual({ ...valid, stopped_on: null, notes: null })
    expect(treatmentInputSchema.parse({ ...valid, dose: undefined }).dose).toBe('')
    expect(treatmentInputSchema.parse({ ...valid, name: '  Oestrogel  ' }).name).toBe('Oestrogel')
  })

  it('names the field of an unknown kind or route, an empty or over-long name, a date that is not a real date', () => {
    expect(issue(treatmentInputSchema.safeParse({ ...valid, kind: 'herbal' }))).toBe('kind: must be one of hrt, medication, supplement')
    expect(issue(treatmentInputSchema.safeParse({ ...valid, route: 'nasal' }))).toMatch(/^route: must be one of patch, gel/)
    expect(issue(treatmentInputSchema.safeParse({ ...valid, name: '   ' }))).toBe('name: must not be empty')
    expect(issue(treatmentInputSchema.safeParse({ ...valid, name: 'x'.repeat(201) }))).toBe('name: must be at most 200 characters')
    expect(treatmentInputSchema.safeParse({ ...valid, name: 'x'.repeat(200) }).success).toBe(true)
    expect(issue(treatmentInputSchema.safeParse({ ...valid, started_on: '2026-02-30' }))).toBe('started_on: must be a real calendar date in YYYY-MM-DD form')
    expect(issue(treatmentInputSchema.safeParse({ ...valid, started_on: 'last spring' }))).toMatch(/^started_on:/)
    expect(issue(treatmentInputSchema.safeParse({ ...valid, stopped_on: 20260301 }))).toMatch(/^stopped_on:/)
    expect(issue(treatmentInputSchema.safeParse({ ...valid, time_zone: 'Mars/Olympus' }))).toMatch(/^time_zone:/)
    expect(issue(treatmentInputSchema.safeParse({ ...valid, stoped_on: '2026-04-01' }))).toMatch(/unknown field stoped_on/)
  })

  it('PUT takes any of the fields; a dose-change day needs the dose', () => {
    expect(treatmentUpdateSchema.parse({})).toEqual({})
    expect(treatmentUpdateSchema.parse({ stopped_on: null })).toEqual({ stopped_on: null })
    expect(issue(treatmentUpdateSchema.safeParse({ dose_changed_on: '2026-04-01' }))).toBe('dose_changed_on: give the new dose with it')
    expect(issue(treatmentUpdateSchema.safeParse({ kind: 'vitamin' }))).toMatch(/^kind:/)
  })

  it('a bleeding day is a real date and one of four flows', () => {
    expect(bleedingInputSchema.parse({ date: '2026-03-01', flow: 'light' })).toEqual({ date: '2026-03-01', flow: 'light' })
    expect(issue(bleedingInputSchema.safeParse({ date: '2026-03-01', flow: 'very heavy' }))).toBe('flow: must be one of spotting, light, medium, heavy')
    expect(issue(bleedingInputSchema.safeParse({ date: '2026-13-01', flow: 'light' }))).toMatch(/^date:/)
    expect(bleedingQuerySchema.parse({}).limit).toBe(100)
    expect(bleedingQuerySchema.safeParse({ limit: '501' }).success).toBe(false)
    expect(bleedingQuerySchema.safeParse({ limit: '0' }).success).toBe(false)
  })

  it('says a problem in the words of the form she filled in', () => {
    expect(formDetail('started_on: cannot be in the future')).toBe('Start date: cannot be in the future')
    expect(formDetail('stopped_on: cannot be before started_on')).toBe('Stop date: cannot be before the start date')
    expect(formDetail('Not found')).toBe('Not found')
  })
})

describe('the dates of a treatment hold together (on her today)', () => {
  const today = '2026-06-10'
  const dates = (started_on: string, stopped_on: string | null, changes: [string, string][] = []) => ({
    started_on,
    stopped_on,
    dose_history: [{ dose: 'a', from: started_on }, ...changes.map(([from, dose]) => ({ dose, from }))],
  })

  it('allows a start today and a stop on the day it started', () => {
    expect(treatmentDatesProblem(dates(today, null), today)).toBeNull()
    expect(treatmentDatesProblem(dates('2026-06-01', '2026-06-01'), today)).toBeNull()
  })

  it('refuses a start or stop in the future and a stop before the start', () => {
    expect(treatmentDatesProblem(dates('2026-06-11', null), today)).toBe('started_on: cannot be in the future')
    expect(treatmentDatesProblem(dates('2026-06-01', '2026-06-11'), today)).toBe('stopped_on: cannot be in the future')
    expect(treatmentDatesProblem(dates('2026-06-01', '2026-05-31'), today)).toBe('stopped_on: cannot be before started_on')
  })

  it('keeps every dose change between the start and the stop, and not in the future', () => {
    expect(treatmentDatesProblem(dates('2026-03-01', null, [['2026-05-01', 'b']]), today)).toBeNull()
    expect(treatmentDatesProblem(dates('2026-03-01', null, [['2026-06-11', 'b']]), today)).toBe('dose_changed_on: cannot be in the future')
    expect(treatmentDatesProblem(dates('2026-03-01', '2026-04-01', [['2026-05-01', 'b']]), today)).toBe('dose_changed_on: cannot be after stopped_on')
    expect(treatmentDatesProblem({ ...dates('2026-03-01', null), dose_history: withDose([{ dose: 'a', from: '2026-03-01' }], 'b', '2026-02-01') }, today)).toBe(
      'dose_changed_on: cannot be before started_on',
    )
  })

  it('keeps a change of dose on the timeline; a second dose on one day corrects it', () => {
    const start = [{ dose: '50 micrograms', from: '2026-01-10' }]
    const changed = withDose(start, '75 micrograms', '2026-04-10')
    expect(changed).toEqual([
      { dose: '50 micrograms', from: '2026-01-10' },
      { dose: '75 micrograms', from: '2026-04-10' },
    ])
    expect(withDose(changed, '100 micrograms', '2026-04-10')).toEqual([start[0], { dose: '100 micrograms', from: '2026-04-10' }])
    expect(withDose(changed, '25 micrograms', '2026-01-10')[0]).toEqual({ dose: '25 micrograms', from: '2026-01-10' })
    expect(withDose(changed, '60 micrograms', '2026-02-01').map((d) => d.from)).toEqual(['2026-01-10', '2026-02-01', '2026-04-10'])
    expect(withStart(changed, '2026-01-05')[0]).toEqual({ dose: '50 micrograms', from: '2026-01-05' })
  })
})

const treatment = (over: Partial<PublicTreatment>): PublicTreatment => ({
  id: over.name ?? 'x',
  kind: 'hrt',
  name: 'x',
  route: 'patch',
  dose: '',
  started_on: '2026-01-01',
  stopped_on: null,
  notes: null,
  dose_history: [{ dose: '', from: over.started_on ?? '2026-01-01' }],
  current: !over.stopped_on,
  created_at: '',
  updated_at: '',
  ...over,
})

describe('her list of treatments', () => {
  it('shows current ones first, then the most recently started, then by name', () => {
    const list = [
      treatment({ name: 'Old stopped', started_on: '2025-01-01', stopped_on: '2025-06-01' }),
      treatment({ name: 'Vitamin D', started_on: '2024-01-01' }),
      treatment({ name: 'Recent stopped', started_on: '2026-02-01', stopped_on: '2026-03-01' }),
      treatment({ name: 'Oestrogel', started_on: '2026-01-01' }),
      treatment({ name: 'Magnesium', started_on: '2026-01-01' }),
    ]
    expect(sortTreatments(list).map((t) => t.name)).toEqual(['Magnesium', 'Oestrogel', 'Vitamin D', 'Recent stopped', 'Old stopped'])
  })

  it('is being taken from its first day to its last', () => {
    const t = { started_on: '2026-01-01', stopped_on: '2026-02-01' }
    expect(activeOn(t, '2025-12-31')).toBe(false)
    expect(activeOn(t, '2026-01-01')).toBe(true)
    expect(activeOn(t, '2026-02-01')).toBe(true)
    expect(activeOn(t, '2026-02-02')).toBe(false)
    expect(activeOn({ started_on: '2026-01-01', stopped_on: null }, '2030-01-01')).toBe(true)
  })

  it('marks starts, dose changes and stops within the chart’s weeks, HRT and medicines only, oldest first', () => {
    const list = [
      treatment({ name: 'Evorel', started_on: '2026-02-01', dose_history: [{ dose: '50', from: '2026-02-01' }, { dose: '75', from: '2026-04-01' }] }),
      treatment({ name: 'Sertraline', kind: 'medication', route: 'tablet', started_on: '2025-01-01', stopped_on: '2026-03-15' }),
      treatment({ name: 'Vitamin D', kind: 'supplement', route: 'tablet', started_on: '2026-03-01' }),
      treatment({ name: 'Before', started_on: '2025-06-01' }),
    ]
    expect(treatmentMarkers(list, '2026-01-20', '2026-04-13')).toEqual([
      { date: '2026-02-01', kind: 'started', label: 'Started Evorel (patch)' },
      { date: '2026-03-15', kind: 'stopped', label: 'Stopped Sertraline' },
      { date: '2026-04-01', kind: 'dose_changed', label: 'Evorel: dose changed to 75' },
    ])
    expect(treatmentMarkers(list, '2026-01-20', '2026-04-13', { withSupplements: true }).map((m) => m.label)).toContain('Started Vitamin D (tablet or capsule)')
  })
})

describe('name suggestions', () => {
  it('offer common UK HRT products and supplements, each with a real kind and route, no name twice', () => {
    const names = TREATMENT_SUGGESTIONS.map((s) => s.name)
    expect(new Set(names).size).toBe(names.length)
    for (const s of TREATMENT_SUGGESTIONS) {
      expect(TREATMENT_KINDS).toContain(s.kind)
      expect(TREATMENT_ROUTES).toContain(s.route)
    }
    for (const expected of ['Oestrogel (estradiol gel)', 'Evorel Conti', 'Utrogestan (micronised progesterone)', 'Vagifem (estradiol pessary)', 'Vitamin D']) {
      expect(names).toContain(expected)
    }
    expect(suggestionNamed('  evorel conti ')).toMatchObject({ kind: 'hrt', route: 'patch' })
    expect(suggestionNamed('Something else')).toBeNull()
  })
})

describe('the demo customers’ treatments match their story', () => {
  const today = '2026-11-21'
  for (const persona of ['base', 'plus'] as const) {
    it(`${persona}: HRT started on the story’s HRT day, before the retake that says “Currently using it”, with vitamin D and magnesium`, () => {
      const list = demoTreatments(persona, today)
      const hrt = list.filter((t) => t.kind === 'hrt')
      expect(hrt.length).toBeGreaterThan(0)
      expect(hrt.every((t) => t.started_on === hrtStartDate(persona, today) && t.route !== undefined && t.dose.length > 0)).toBe(true)
      expect(hrtStartDate(persona, today) < assessmentDates(today).retake).toBe(true)
      expect(hrtStartDate(persona, today) > assessmentDates(today).baseline).toBe(true)
      expect(list.filter((t) => t.kind === 'supplement').map((t) => t.name)).toEqual(['Vitamin D', 'Magnesium'])
      for (const t of list) expect(treatmentInputSchema.safeParse({ ...t }).success).toBe(true)
      for (const day of demoBleeding(persona, today)) expect(day.date > hrtStartDate(persona, today) && day.date <= today).toBe(true)
    })
  }
})
