import { describe, expect, it } from 'vitest'

import { addDays } from '~/domain/checkins'
import { summariseFlushes } from '~/domain/flushes/summary'
import { buildGpReport, cleanQuestions, gpReportFileName, type GpReportInput } from '~/domain/gp-report/report'
import { gpReportQuerySchema } from '~/domain/gp-report/schemas'
import { COMPREHENSIVE_SYMPTOM_IDS } from '~/domain/questionnaire/symptoms'
import type { PublicTreatment } from '~/domain/treatments/rules'
import { firstPageTreatmentRows } from '~/reports/GpReport'
import { renderGpReport } from '~/reports/render.server'

import { pdfPageTexts, pdfText } from '../support/pdf-text'

const TODAY = '2026-11-25'

const treatment = (over: Partial<PublicTreatment>): PublicTreatment => ({
  id: over.name ?? 't',
  kind: 'hrt',
  name: 't',
  route: 'patch',
  dose: '',
  started_on: '2026-01-01',
  stopped_on: null,
  notes: null,
  dose_history: [{ dose: over.dose ?? '', from: over.started_on ?? '2026-01-01' }],
  current: !over.stopped_on,
  created_at: '',
  updated_at: '',
  ...over,
})

const symptoms = (severity: number) =>
  Object.fromEntries(COMPREHENSIVE_SYMPTOM_IDS.map((id, i) => [id, i % 4 === 0 ? { experienced: true, severity: Math.max(1, severity - (i % 3)) } : { experienced: false, severity: 0 }]))

/** 7 days of 8 moderate flushes a day from 27 days ago, then 4 a day, with 2 night sweats a night and triggers. */
function diary() {
  const entries = Array.from({ length: 28 }, (_, i) => {
    const day = addDays(TODAY, i - 27)
    const flushes = Array.from({ length: i < 7 ? 8 : 4 }, () => ({ occurred_at: `${day}T12:00:00Z`, severity: 'moderate' as const, kind: 'flush' as const, triggers: i % 2 ? ['caffeine'] : ['stress', 'hot_drink'] }))
    return [...flushes, ...Array.from({ length: 2 }, () => ({ occurred_at: `${day}T03:00:00Z`, severity: 'severe' as const, kind: 'night_sweat' as const, triggers: [] }))]
  }).flat()
  return summariseFlushes(entries, entries[0]!.occurred_at, 'Europe/London', new Date(`${TODAY}T12:00:00Z`))
}

function input(over: Partial<GpReportInput> = {}): GpReportInput {
  return {
    brand: 'Liberate',
    name: 'Maya Test',
    today: TODAY,
    generatedAt: new Date(`${TODAY}T12:00:00Z`),
    age: { years: 52, given_on: '2026-05-02' },
    treatments: [
      treatment({
        name: 'Evorel (estradiol patch)',
        started_on: '2026-05-01',
        dose: '75 micrograms twice weekly',
        dose_history: [
          { dose: '50 micrograms twice weekly', from: '2026-05-01' },
          { dose: '75 micrograms twice weekly', from: '2026-10-02' },
        ],
      }),
      treatment({ name: 'Utrogestan (micronised progesterone)', route: 'tablet', dose: '100 mg at night', started_on: '2026-05-01' }),
      treatment({ name: 'Vitamin D', kind: 'supplement', route: 'tablet', dose: '10 micrograms daily', started_on: '2025-01-01' }),
      treatment({ name: 'Sertraline', kind: 'medication', route: 'tablet', dose: '50 mg', started_on: '2025-03-01', stopped_on: '2026-02-01' }),
    ],
    bleeds: [
      { date: '2026-10-20', flow: 'light' },
      { date: '2026-09-30', flow: 'spotting' },
    ],
    assessed: [{ answered_on: '2026-04-20', answer: { had_period_last_12_months: 'No', years_since_last_period: 1 } }],
    assessments: [
      { id: 'a', completed_at: '2026-04-20T10:00:00Z', is_baseline: true, responses: symptoms(8) },
      { id: 'b', completed_at: '2026-11-20T10:00:00Z', is_baseline: false, responses: symptoms(5) },
    ],
    checkins: Array.from({ length: 84 }, (_, i) => ({ date: addDays(TODAY, -i), energy_level: i < 40 ? 7 : 4, sleep_quality: i < 40 ? 7 : 3, mood: 6, stress_level: i < 40 ? 3 : 7 })),
    questions: ['Could my dose go up, as the night sweats are back?', '  ', 'Is the spotting I had anything to worry about?'],
    flushes: diary(),
    ...over,
  }
}

describe('the report’s content', () => {
  const data = buildGpReport(input())

  it('covers the 12 weeks ending on her today', () => {
    expect(data.period).toEqual({ first: '2026-09-03', last: TODAY, weeks: 12 })
    expect(data.trends).toHaveLength(12)
    expect(data.trends.at(-1)?.averages.sleep_quality).toBe(7)
    expect(data.trends[0].averages.sleep_quality).toBe(3)
  })

  it('has her treatments, current and stopped, and marks the dose change on the chart', () => {
    expect(data.current.map((t) => t.name)).toEqual(['Evorel (estradiol patch)', 'Utrogestan (micronised progesterone)', 'Vitamin D'])
    expect(data.stopped.map((t) => t.name)).toEqual(['Sertraline'])
    expect(data.markers).toEqual([{ date: '2026-10-02', kind: 'dose_changed', label: 'Evorel (estradiol patch): dose changed to 75 micrograms twice weekly' }])
  })

  it('has the bleeding days in the period, read by the HRT rules while she is on HRT, and a logged bleed is not a period', () => {
    expect(data.bleeding.days.map((b) => b.date)).toEqual(['2026-09-30', '2026-10-20'])
    // HRT since 1 May: both bleeds fall in its first 6 months (BMS 2024), so a note for the review, no red box;
    // the postmenopausal-bleeding rule is for bleeding off HRT.
    expect(data.bleeding.review.prompts).toEqual([])
    expect(data.bleeding.review.notes.map((n) => n.reason)).toEqual(['hrt_settling'])
    expect(data.last_period?.text).toBe('About 19 months (from your assessment answer)')
  })

  it('has the groups then and now, the top five, her age and her questions', () => {
    expect(data.groups.baseline?.id).toBe('a')
    expect(data.groups.latest?.id).toBe('b')
    expect(data.top_symptoms).toHaveLength(5)
    expect(data.age).toBe('52 (as given on 2 May 2026)')
    expect(data.questions).toEqual(['Could my dose go up, as the night sweats are back?', 'Is the spotting I had anything to worry about?'])
  })

  it('keeps questions to five short lines, and names the file after her', () => {
    expect(cleanQuestions(['a', 'b', 'c', 'd', 'e', 'f', 7, null])).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(cleanQuestions(['x'.repeat(250)])[0]).toHaveLength(200)
    expect(cleanQuestions(['two\n lines'])).toEqual(['two lines'])
    expect(gpReportFileName('Maya Test')).toBe('Maya_Test_GP_Report.pdf')
    expect(gpReportFileName(' <>')).toBe('Client_GP_Report.pdf')
    expect(gpReportQuerySchema.safeParse({ question: Array(6).fill('q') }).success).toBe(false)
    expect(gpReportQuerySchema.safeParse({ question: ['x'.repeat(201)] }).success).toBe(false)
    expect(gpReportQuerySchema.parse({})).toEqual({ question: [], format: 'pdf' })
  })

  it('gives the treatments table fewer rows on page one when questions and prompts need the room, never fewer than three', () => {
    const none = { questions: [], bleeding: { days: [], review: { prompts: [], notes: [], lastPeriodUnknown: false } } }
    expect(firstPageTreatmentRows(none)).toBe(10)
    expect(firstPageTreatmentRows({ ...data, questions: Array(5).fill('x'.repeat(200)) })).toBe(3)
  })
})

describe('the report as a PDF: one page, then the appendix', () => {
  it('reads back her treatments, doses, trends, the prompt and her questions on page one', async () => {
    const pdf = await renderGpReport({ data: buildGpReport(input()) })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const pages = pdfPageTexts(pdf)
    // Page one, then the appendix (which may run on).
    expect(pages.length).toBeGreaterThanOrEqual(2)
    const [first, appendix] = pages.map((p) => p.replace(/\s+/g, ' '))
    const rest = pages.slice(1).join(' ').replace(/\s+/g, ' ')
    for (const text of [
      'Report for my GP: Maya Test',
      'Evorel (estradiol patch)',
      '75 micrograms twice weekly',
      'Utrogestan (micronised progesterone)',
      '100 mg at night',
      'Bleeding in the first 6 months of HRT (BMS 2024: common; review if heavy or prolonged).',
      'Hot flushes and night sweats',
      'sleep 3 to 7',
      'Could my dose go up',
      `Page 1 of ${pages.length}`,
      'Hot flushes and night sweats (her diary)',
      'Moderate-to-severe hot flushes a day: 8 in her first diary week (29 Oct to 4 Nov 2026), 4 in the last 7 days: 50% fewer (-50%).',
      'Night sweats a night: 2 then, 2 now.',
      'Top triggers (12 weeks): Hot drink (72), stress (72), caffeine (68).',
      'not a diagnosis',
      "the app's own way of tracking",
    ]) {
      expect(first, text).toContain(text)
    }
    expect(appendix).toContain('Appendix: Maya Test')
    expect(appendix).toContain('50 micrograms twice weekly')
    expect(appendix).toContain(`Page 2 of ${pages.length}`)
    expect(rest).toContain('Hot flushes and night sweats by week')
    expect(rest).toContain('From 29 Oct 8 8 2 2.0')
    expect(rest).toContain('From 19 Nov 4 4 2 2.0')
  }, 60_000)

  it('says so when she keeps no diary, with no weekly table', async () => {
    const none = summariseFlushes([], null, 'Europe/London', new Date(`${TODAY}T12:00:00Z`))
    const [first, appendix] = pdfPageTexts(await renderGpReport({ data: buildGpReport(input({ flushes: none })) })).map((p) => p.replace(/\s+/g, ' '))
    expect(first).toContain('No hot-flush diary kept.')
    expect(appendix).not.toContain('by week')
  }, 60_000)

  it('keeps page one to one page with everything at its longest', async () => {
    const long = 'A very long supplement name that goes on and on for quite a while'
    const treatments = [
      ...input().treatments,
      ...Array.from({ length: 12 }, (_, i) => treatment({ name: `${long} ${i}`, kind: 'supplement', route: 'tablet', dose: `${'200 micrograms '.repeat(12)}${i}`, started_on: '2024-01-01' })),
    ]
    const data = buildGpReport(input({ treatments, questions: Array.from({ length: 5 }, (_, i) => `Question ${i + 1}: ${'could the dose of my patch change because the sweats are back '.repeat(4)}`) }))
    const pages = pdfPageTexts(await renderGpReport({ data })).map((p) => p.replace(/\s+/g, ' '))
    expect(pages[0]).toContain('Questions I')
    expect(pages[0]).toContain('Question 5:')
    expect(pages[0]).toContain('more in the appendix')
    expect(pages[0]).toContain('Page 1 of')
    expect(pages[0]).toContain('Moderate-to-severe hot flushes a day')
    expect(pages[1]).toContain('Appendix: Maya Test')
    expect(pdfText(await renderGpReport({ data })).replace(/\s+/g, ' ')).toContain(`${long} 11`)
  }, 60_000)
})
