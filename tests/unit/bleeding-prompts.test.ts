import { describe, expect, it } from 'vitest'

import {
  assessedLastPeriod,
  BLEEDING_MESSAGES,
  BLEEDING_RULES,
  lastPeriodBefore,
  monthsSinceLastPeriod,
  reviewBleeding,
  type AssessedLastPeriod,
  type PromptReason,
} from '~/domain/treatments/bleeding'
import type { BleedingFlow } from '~/domain/treatments/options'

const hrt = (started_on: string, stopped_on: string | null = null, changes: string[] = []) => ({
  kind: 'hrt',
  started_on,
  stopped_on,
  dose_history: [started_on, ...changes].map((from) => ({ from })),
})
const bleed = (date: string, flow: BleedingFlow = 'light') => ({ date, flow })
const saidNo = (answered_on: string, years: number): AssessedLastPeriod => ({ answered_on, answer: { had_period_last_12_months: 'No', years_since_last_period: years } })
const saidYes = (answered_on: string): AssessedLastPeriod => ({ answered_on, answer: { had_period_last_12_months: 'Yes' } })

/** The review of one bleed on `day`: the prompts' and the notes' rules. */
function reasons(day: string, treatments: ReturnType<typeof hrt>[], earlier: string[] = [], assessed: AssessedLastPeriod[] = [], flow: BleedingFlow = 'light') {
  const review = reviewBleeding([...earlier.map((d) => bleed(d)), bleed(day, flow)], treatments, assessed, day, day)
  return { prompts: review.prompts.map((p) => p.reason), notes: review.notes.map((n) => n.reason), unknown: review.lastPeriodUnknown }
}

describe('the bleeding rules table (BMS 2024 on HRT; NICE NG12 / CKS postmenopausal bleeding off HRT)', () => {
  it('has a source for every rule, and prompts exactly for the rules PromptReason names', () => {
    for (const rule of Object.values(BLEEDING_RULES)) expect(rule.source).toMatch(/British Menopause Society \(2024\)|NICE/)
    const prompting = Object.entries(BLEEDING_RULES).filter(([, r]) => r.action === 'tell_gp_soon').map(([id]) => id)
    expect(prompting.sort()).toEqual(['hrt_heavy', 'hrt_later', 'postmenopausal'] satisfies PromptReason[])
    expect(Object.entries(BLEEDING_RULES).filter(([, r]) => r.applies === 'off_hrt').map(([id]) => id)).toEqual(['postmenopausal'])
  })

  it('words the prompts plainly, with why, never alarming', () => {
    expect(BLEEDING_MESSAGES.prompt).toBe('Please tell your GP about this bleeding soon')
    for (const rule of Object.values(BLEEDING_RULES)) {
      expect(rule.why).not.toMatch(/cancer|urgent|emergency|!/i)
      expect(rule.why.length).toBeGreaterThan(60)
    }
  })
})

describe('bleeding on HRT: the HRT rules apply', () => {
  const start = '2026-01-15'

  it('in the first 6 months, to the day, it is the calm note for the review, not a prompt', () => {
    expect(reasons('2026-02-01', [hrt(start)])).toEqual({ prompts: [], notes: ['hrt_settling'], unknown: false })
    expect(reasons('2026-07-15', [hrt(start)])).toEqual({ prompts: [], notes: ['hrt_settling'], unknown: false })
  })

  it('even 12 months or more after her last period: the postmenopausal rule is for bleeding off HRT', () => {
    // The case a customer met: no period for over a year, HRT started a month ago, a bleed 10 days ago.
    expect(reasons('2026-11-18', [hrt('2026-10-28')], [], [saidNo('2026-10-01', 2)])).toEqual({ prompts: [], notes: ['hrt_settling'], unknown: false })
  })

  it('within 3 months of a change of dose it is the calm note; later it prompts', () => {
    const changed = hrt('2025-01-01', null, ['2026-03-01'])
    expect(reasons('2026-06-01', [changed])).toEqual({ prompts: [], notes: ['hrt_after_change'], unknown: false })
    expect(reasons('2026-06-02', [changed])).toEqual({ prompts: ['hrt_later'], notes: [], unknown: false })
  })

  it('another HRT added is a change too', () => {
    expect(reasons('2026-09-01', [hrt('2026-08-20'), hrt(start)]).notes).toEqual(['hrt_after_change'])
    expect(reasons('2026-12-01', [hrt('2026-08-20'), hrt(start)]).prompts).toEqual(['hrt_later'])
  })

  it('from the day after 6 months, with no change in the 3 months before, it asks her to tell her GP soon', () => {
    expect(reasons('2026-07-16', [hrt(start)]).prompts).toEqual(['hrt_later'])
    expect(reasons('2027-03-01', [hrt(start)]).prompts).toEqual(['hrt_later'])
  })

  it('heavy bleeding on HRT always prompts, even in the first weeks', () => {
    expect(reasons('2026-02-01', [hrt(start)], [], [], 'heavy')).toEqual({ prompts: ['hrt_heavy'], notes: [], unknown: false })
  })

  it('does not count HRT she had stopped, or had not started, by the day she bled', () => {
    expect(reasons('2026-09-01', [hrt(start, '2026-08-01')], ['2026-08-20']).prompts).toEqual([])
    expect(reasons('2026-09-01', [hrt('2026-09-02')], ['2026-08-20']).prompts).toEqual([])
    expect(reasons('2026-09-01', [{ kind: 'supplement', started_on: '2025-01-01', stopped_on: null, dose_history: [] }], ['2026-08-20']).prompts).toEqual([])
  })
})

describe('bleeding off HRT 12 months or more after her last period (postmenopausal bleeding)', () => {
  it('from the log: 12 months to the day prompts; a day less does not', () => {
    expect(reasons('2026-03-10', [], ['2025-03-10']).prompts).toEqual(['postmenopausal'])
    expect(reasons('2026-03-09', [], ['2025-03-10']).prompts).toEqual([])
    expect(reasons('2026-03-10', [], ['2025-03-10', '2025-09-01']).prompts).toEqual([])
  })

  it('a bleed logged while on HRT is not a period for this rule', () => {
    const stopped = [hrt('2025-01-01', '2025-12-31')]
    expect(reasons('2026-06-01', stopped, ['2025-01-01', '2025-10-01'], [saidYes('2025-01-01')]).prompts).toEqual(['postmenopausal'])
    expect(reasons('2026-06-01', stopped, ['2025-10-01'])).toEqual({ prompts: [], notes: [], unknown: true })
  })

  it('from her assessment: "No, 2 years" reads her last period as 2 years before it', () => {
    expect(reasons('2026-05-01', [], [], [saidNo('2026-04-01', 2)]).prompts).toEqual(['postmenopausal'])
    expect(reasons('2026-05-01', [], [], [saidNo('2026-04-01', 0)]).prompts).toEqual([])
  })

  it('from her assessment: "Yes" means at most 12 months before it, so 12 months after the assessment prompts', () => {
    expect(reasons('2027-04-01', [], [], [saidYes('2026-04-01')]).prompts).toEqual(['postmenopausal'])
    expect(reasons('2027-03-31', [], [], [saidYes('2026-04-01')]).prompts).toEqual([])
  })

  it('takes whichever says the period was later: a bleed logged after the assessment', () => {
    expect(reasons('2026-05-01', [], ['2026-04-20'], [saidNo('2026-04-01', 2)]).prompts).toEqual([])
  })

  it('says so when nothing tells when her last period was; on HRT it does not need to', () => {
    expect(reasons('2026-05-01', [])).toEqual({ prompts: [], notes: [], unknown: true })
    expect(reasons('2026-05-01', [hrt('2025-01-01')]).unknown).toBe(false)
  })

  it('ignores an assessment answered after the bleed', () => {
    expect(reasons('2026-05-01', [], [], [saidNo('2026-06-01', 3)]).unknown).toBe(true)
  })
})

describe('the review of a window of bleeding', () => {
  it('lists each rule once with its days, oldest first, and only days in the window', () => {
    const bleeds = ['2024-01-01', '2025-12-01', '2026-02-01', '2026-02-02', '2026-08-10'].map((d) => bleed(d))
    const review = reviewBleeding(bleeds, [hrt('2026-01-01')], [], '2025-12-01', '2026-08-30')
    expect(review.prompts).toEqual([
      { reason: 'hrt_later', days: ['2026-08-10'], why: BLEEDING_RULES.hrt_later.why },
      { reason: 'postmenopausal', days: ['2025-12-01'], why: BLEEDING_RULES.postmenopausal.why },
    ])
    expect(review.notes).toEqual([{ reason: 'hrt_settling', days: ['2026-02-01', '2026-02-02'], why: BLEEDING_RULES.hrt_settling.why }])
    expect(reviewBleeding(bleeds, [hrt('2026-01-01')], [], '2026-09-01', '2026-10-01')).toEqual({ prompts: [], notes: [], lastPeriodUnknown: false })
  })
})

describe('months since her last period', () => {
  it('a bleed she logs is not a period: the figure comes from her assessment only', () => {
    expect(monthsSinceLastPeriod('2026-06-14', [saidNo('2026-03-01', 1)])).toMatchObject({ months: 15, last: { source: 'assessment' } })
    expect(monthsSinceLastPeriod('2026-06-15', [])).toBeNull()
  })

  it('from the assessment: about so many months, or "in the 12 months before" when she said Yes', () => {
    expect(monthsSinceLastPeriod('2026-06-01', [saidNo('2026-03-01', 1)])).toMatchObject({ months: 15, text: 'About 15 months (from your assessment answer)' })
    expect(monthsSinceLastPeriod('2026-06-01', [saidYes('2026-03-01')])).toMatchObject({ months: null, text: 'You had a period in the 12 months before your assessment of 1 Mar 2026' })
    expect(monthsSinceLastPeriod('2026-06-01', [])).toBeNull()
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
