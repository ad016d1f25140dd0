import { describe, expect, it } from 'vitest'

import {
  assessedLastPeriod,
  BLEEDING_MESSAGES,
  lastPeriodBefore,
  monthsSinceLastPeriod,
  reviewBleeding,
  type AssessedLastPeriod,
} from '~/domain/treatments/bleeding'

const hrt = (started_on: string, stopped_on: string | null = null) => ({ kind: 'hrt', started_on, stopped_on })
const bleed = (date: string) => ({ date, flow: 'light' as const })
const saidNo = (answered_on: string, years: number): AssessedLastPeriod => ({ answered_on, answer: { had_period_last_12_months: 'No', years_since_last_period: years } })
const saidYes = (answered_on: string): AssessedLastPeriod => ({ answered_on, answer: { had_period_last_12_months: 'Yes' } })

/** The review of one bleed on `day`, with the prompts' reasons only. */
function reasons(day: string, treatments: ReturnType<typeof hrt>[], earlier: string[] = [], assessed: AssessedLastPeriod[] = []) {
  const review = reviewBleeding([...earlier.map(bleed), bleed(day)], treatments, assessed, day, day)
  return { prompts: review.prompts.map((p) => p.reason), settling: review.settling, unknown: review.lastPeriodUnknown }
}

describe('bleeding on HRT: the 3-month boundary (NICE NG23)', () => {
  const start = '2026-01-15'
  const periods = ['2026-01-10'] // a period just before HRT: the 12-month rule stays quiet

  it('within the first 3 months, and on the day 3 months after starting, it is the calm note for the review, not a prompt', () => {
    expect(reasons('2026-02-01', [hrt(start)], periods)).toEqual({ prompts: [], settling: ['2026-02-01'], unknown: false })
    expect(reasons('2026-04-15', [hrt(start)], periods)).toEqual({ prompts: [], settling: ['2026-04-15'], unknown: false })
  })

  it('from the day after 3 months it asks her to tell her GP soon', () => {
    expect(reasons('2026-04-16', [hrt(start)], periods).prompts).toEqual(['on_hrt_after_3_months'])
    expect(reasons('2026-09-01', [hrt(start)], ['2026-08-01']).prompts).toEqual(['on_hrt_after_3_months'])
  })

  it('counts calendar months from a month end', () => {
    expect(reasons('2026-05-31', [hrt('2026-02-28')], ['2026-05-01']).prompts).toEqual(['on_hrt_after_3_months'])
    expect(reasons('2026-05-28', [hrt('2026-02-28')], ['2026-05-01']).prompts).toEqual([])
  })

  it('does not count HRT she had stopped, or had not started, by the day she bled', () => {
    expect(reasons('2026-09-01', [hrt(start, '2026-08-01')], ['2026-08-20']).prompts).toEqual([])
    expect(reasons('2026-09-01', [hrt('2026-09-02')], ['2026-08-20']).prompts).toEqual([])
    expect(reasons('2026-09-01', [{ kind: 'supplement', started_on: '2025-01-01', stopped_on: null }], ['2026-08-20']).prompts).toEqual([])
  })

  it('on a newer HRT started within 3 months, the older one still running more than 3 months counts', () => {
    expect(reasons('2026-09-01', [hrt('2026-08-20'), hrt(start)], ['2026-08-01']).prompts).toEqual(['on_hrt_after_3_months'])
  })
})

describe('bleeding 12 months or more after her last period', () => {
  it('from the log: 12 months to the day prompts; a day less does not', () => {
    expect(reasons('2026-03-10', [], ['2025-03-10']).prompts).toEqual(['after_12_months_without_period'])
    expect(reasons('2026-03-09', [], ['2025-03-10']).prompts).toEqual([])
    expect(reasons('2026-03-10', [], ['2025-03-10', '2025-09-01']).prompts).toEqual([])
  })

  it('from her assessment: "No, 2 years" reads her last period as 2 years before it', () => {
    expect(reasons('2026-05-01', [], [], [saidNo('2026-04-01', 2)]).prompts).toEqual(['after_12_months_without_period'])
    expect(reasons('2026-05-01', [], [], [saidNo('2026-04-01', 0)]).prompts).toEqual([])
  })

  it('from her assessment: "Yes" means at most 12 months before it, so 12 months after the assessment prompts', () => {
    expect(reasons('2027-04-01', [], [], [saidYes('2026-04-01')]).prompts).toEqual(['after_12_months_without_period'])
    expect(reasons('2027-03-31', [], [], [saidYes('2026-04-01')]).prompts).toEqual([])
  })

  it('takes whichever says the period was later: a bleed logged after the assessment', () => {
    expect(reasons('2026-05-01', [], ['2026-04-20'], [saidNo('2026-04-01', 2)]).prompts).toEqual([])
  })

  it('applies on HRT too: any bleeding after 12 months without a period, even in the first 3 months of HRT', () => {
    expect(reasons('2026-05-01', [hrt('2026-04-01')], ['2025-01-01'])).toEqual({ prompts: ['after_12_months_without_period'], settling: ['2026-05-01'], unknown: false })
  })

  it('says so when nothing tells when her last period was', () => {
    expect(reasons('2026-05-01', [])).toEqual({ prompts: [], settling: [], unknown: true })
    expect(reasons('2026-05-01', [hrt('2025-01-01')]).unknown).toBe(false)
  })

  it('ignores an assessment answered after the bleed', () => {
    expect(reasons('2026-05-01', [], [], [saidNo('2026-06-01', 3)]).unknown).toBe(true)
  })
})

describe('the review of a window of bleeding', () => {
  it('lists each reason once with its days, oldest first, and only days in the window', () => {
    const bleeds = ['2024-01-01', '2026-02-01', '2026-02-02', '2026-06-10'].map(bleed)
    const review = reviewBleeding(bleeds, [hrt('2026-01-01')], [], '2026-02-01', '2026-06-30')
    expect(review.prompts).toEqual([
      { reason: 'on_hrt_after_3_months', days: ['2026-06-10'], why: BLEEDING_MESSAGES.onHrtWhy },
      { reason: 'after_12_months_without_period', days: ['2026-02-01'], why: BLEEDING_MESSAGES.afterPeriodsWhy },
    ])
    expect(review.settling).toEqual(['2026-02-01', '2026-02-02'])
    expect(reviewBleeding(bleeds, [hrt('2026-01-01')], [], '2026-07-01', '2026-09-01')).toEqual({ prompts: [], settling: [], lastPeriodUnknown: false })
  })

  it('words the prompt plainly, with why, never alarming', () => {
    expect(BLEEDING_MESSAGES.prompt).toBe('Please tell your GP about this bleeding soon')
    for (const text of [BLEEDING_MESSAGES.onHrtWhy, BLEEDING_MESSAGES.afterPeriodsWhy]) {
      expect(text).not.toMatch(/cancer|urgent|emergency|!/i)
      expect(text.length).toBeGreaterThan(60)
    }
  })
})

describe('months since her last period', () => {
  it('from the log: whole months since the latest bleed, today counting', () => {
    expect(monthsSinceLastPeriod('2026-06-14', [bleed('2026-01-15'), bleed('2025-12-01')], [])).toMatchObject({ months: 4, last: { date: '2026-01-15', source: 'log' } })
    expect(monthsSinceLastPeriod('2026-06-15', [bleed('2026-01-15')], [])?.months).toBe(5)
    expect(monthsSinceLastPeriod('2026-06-15', [bleed('2026-06-15')], [])?.text).toBe('0 months (last bleed logged 15 Jun 2026)')
  })

  it('from the assessment: about so many months, or "in the 12 months before" when she said Yes', () => {
    expect(monthsSinceLastPeriod('2026-06-01', [], [saidNo('2026-03-01', 1)])).toMatchObject({ months: 15, text: 'About 15 months (from your assessment answer)' })
    expect(monthsSinceLastPeriod('2026-06-01', [], [saidYes('2026-03-01')])).toMatchObject({ months: null, text: 'You had a period in the 12 months before your assessment of 1 Mar 2026' })
    expect(monthsSinceLastPeriod('2026-06-01', [], [])).toBeNull()
  })

  it('reads the assessment’s answers, and nothing else', () => {
    expect(assessedLastPeriod({ had_period_last_12_months: 'No', years_since_last_period: 3 }, '2026-03-01')).toEqual(saidNo('2026-03-01', 3))
    expect(assessedLastPeriod({ had_period_last_12_months: 'Yes' }, '2026-03-01')).toEqual(saidYes('2026-03-01'))
    expect(assessedLastPeriod({ had_period_last_12_months: 'No' }, '2026-03-01')).toBeNull()
    expect(assessedLastPeriod({}, '2026-03-01')).toBeNull()
  })

  it('the last period before a day excludes that day unless asked', () => {
    expect(lastPeriodBefore('2026-03-01', [bleed('2026-03-01')], [])).toBeNull()
    expect(lastPeriodBefore('2026-03-01', [bleed('2026-03-01')], [], { inclusive: true })?.date).toBe('2026-03-01')
  })
})
