import { describe, expect, it } from 'vitest'

import { COMPREHENSIVE_ASSESSMENT as def } from '~/domain/questionnaire/comprehensive'
import { symptomQuestions } from '~/domain/questionnaire/definitions'
import { answerText, clientName, reportFileName } from '~/domain/questionnaire/display'
import { findQuestion } from '~/domain/questionnaire/form'
import { IMPERIAL, METRIC, physicalProfile } from '~/domain/questionnaire/measurements'
import { resultSummary, reportedSymptoms } from '~/domain/questionnaire/results'
import { canRetake, nextAvailableDate, retakeStatus } from '~/domain/questionnaire/retake'
import { describeChange, domainScores, domainTrend, type ScoredAssessment } from '~/domain/questionnaire/scores'
import { COMPREHENSIVE_SYMPTOM_IDS, MENQOL_DOMAINS, SYMPTOMS, severityBand } from '~/domain/questionnaire/symptoms'

import { validAnswers } from '../support/comprehensive-answers'

describe('retake eligibility (doc 2 §4, §9): once per calendar month', () => {
  it('allows a first assessment', () => {
    expect(canRetake(null, new Date('2026-11-21T10:00:00Z'))).toBe(true)
  })

  it('refuses a second in the same calendar month, even on its last day', () => {
    expect(canRetake('2026-11-01T00:00:00Z', new Date('2026-11-30T23:59:59Z'))).toBe(false)
  })

  it('allows one in the next calendar month, even a day later', () => {
    expect(canRetake('2026-11-30T23:00:00Z', new Date('2026-12-01T00:00:00Z'))).toBe(true)
  })

  it('compares months across the year boundary', () => {
    expect(canRetake('2026-12-31T12:00:00Z', new Date('2027-01-01T08:00:00Z'))).toBe(true)
    expect(canRetake('2026-12-02T12:00:00Z', new Date('2026-12-31T08:00:00Z'))).toBe(false)
    expect(canRetake('2025-12-15T12:00:00Z', new Date('2026-12-01T08:00:00Z'))).toBe(true)
  })

  it('shows the next available date as the latest completion plus 30 days', () => {
    expect(nextAvailableDate('2026-11-05T09:30:00Z').toISOString()).toBe('2026-12-05T09:30:00.000Z')
    expect(nextAvailableDate('2026-12-20T00:00:00Z').toISOString()).toBe('2027-01-19T00:00:00.000Z')
    expect(retakeStatus('2026-11-05T09:30:00Z', new Date('2026-11-21T00:00:00Z'))).toEqual({
      allowed: false,
      next_available: '2026-12-05T09:30:00.000Z',
    })
    expect(retakeStatus('2026-10-05T09:30:00Z', new Date('2026-11-21T00:00:00Z'))).toEqual({ allowed: true, next_available: null })
  })
})

describe('results summary (doc 2 §2, §9)', () => {
  const questions = symptomQuestions(def)

  it('counts symptoms reported, high priority (7 or more) and stress out of 6', () => {
    expect(resultSummary(questions, validAnswers())).toEqual({ symptoms_reported: 4, high_priority: 2, stress_level: 4 })
    expect(resultSummary(questions, {})).toEqual({ symptoms_reported: 0, high_priority: 0, stress_level: null })
  })

  it('lists the reported symptoms most severe first', () => {
    expect(reportedSymptoms(questions, validAnswers()).map((s) => [s.id, s.severity])).toEqual([
      ['hot_flushes', 8],
      ['night_sweats', 7],
      ['brain_fog', 5],
      ['vaginal_dryness', 2],
    ])
  })

  it('colours severities: 7 or more red, 4 to 6 yellow, below 4 green', () => {
    expect([10, 7, 6, 4, 3, 0].map(severityBand)).toEqual(['red', 'red', 'yellow', 'yellow', 'green', 'green'])
  })
})

describe('MENQOL-based domain scores', () => {
  it('puts every symptom in one of the four MENQOL domains', () => {
    for (const s of SYMPTOMS) expect(MENQOL_DOMAINS).toContain(s.domain)
    const counts = Object.fromEntries(MENQOL_DOMAINS.map((d) => [d, SYMPTOMS.filter((s) => s.domain === d).length]))
    expect(counts).toEqual({ vasomotor: 5, psychosocial: 9, physical: 18, sexual: 3 })
  })

  it('scores each domain as the mean severity of its items, not experienced counting 0', () => {
    const scores = domainScores(COMPREHENSIVE_SYMPTOM_IDS, validAnswers())
    // vasomotor asked: hot_flushes 8, night_sweats 7, palpitations 0, dizziness 0 → 15/4
    expect(scores.vasomotor).toBe(3.8)
    // psychosocial: brain_fog 5 over 9 items
    expect(scores.psychosocial).toBe(0.6)
    expect(scores.physical).toBe(0)
    // sexual: vaginal_dryness 2 over 3 items
    expect(scores.sexual).toBe(0.7)
  })

  it('leaves a domain with no answers empty', () => {
    expect(domainScores(COMPREHENSIVE_SYMPTOM_IDS, {})).toEqual({ vasomotor: null, psychosocial: null, physical: null, sexual: null })
  })

  it('compares an assessment with the baseline and the previous one', () => {
    const scored = (id: string, completed_at: string, vasomotor: number, is_baseline = false): ScoredAssessment => ({
      id,
      completed_at,
      is_baseline,
      scores: { vasomotor, psychosocial: 2, physical: 1, sexual: null },
    })
    const history = [scored('c', '2026-03-01T00:00:00Z', 3), scored('a', '2026-01-01T00:00:00Z', 6, true), scored('b', '2026-02-01T00:00:00Z', 5)]
    const trend = domainTrend(history, 'c')!
    expect(trend.baseline?.id).toBe('a')
    expect(trend.previous?.id).toBe('b')
    expect(trend.vsBaseline).toEqual({ vasomotor: -3, psychosocial: 0, physical: 0, sexual: null })
    expect(trend.vsPrevious?.vasomotor).toBe(-2)
    const first = domainTrend(history, 'a')!
    expect([first.baseline, first.previous, first.vsBaseline]).toEqual([null, null, null])
    expect(domainTrend(history, 'missing')).toBeNull()
  })

  it('describes a change in words', () => {
    expect(describeChange(-1.5)).toBe('down 1.5 (better)')
    expect(describeChange(0.5)).toBe('up 0.5 (worse)')
    expect(describeChange(0)).toBe('no change')
    expect(describeChange(null)).toBe('not comparable')
  })
})

describe('the PDF report’s name and answers in words (doc 2 §7)', () => {
  it('names the file after the client, with underscores', () => {
    expect(reportFileName('Jane Doe')).toBe('Jane_Doe_Menopause_Assessment.pdf')
    expect(reportFileName('Mary  Ann  Smith-Jones')).toBe('Mary_Ann_Smith-Jones_Menopause_Assessment.pdf')
    expect(reportFileName('Client')).toBe('Client_Menopause_Assessment.pdf')
    expect(reportFileName('a/b:c')).toBe('abc_Menopause_Assessment.pdf')
    expect(reportFileName('   ')).toBe('Client_Menopause_Assessment.pdf')
  })

  it("uses the client's name, or 'Client'", () => {
    expect(clientName({ first_name: ' Jane ', last_name: 'Doe' })).toBe('Jane Doe')
    expect(clientName({})).toBe('Client')
  })

  it('reads answers back in words, with Other text and units', () => {
    const responses = { ...validAnswers(), taking_supplements: ['Vitamin D', 'Other'], 'taking_supplements-other-text': 'Ashwagandha' }
    const text = (id: string) => answerText(findQuestion(def, id)!, responses)
    expect(text('taking_supplements')).toBe('Vitamin D, Other: Ashwagandha')
    expect(text('weight_kg')).toBe('70 kg')
    expect(text('years_since_last_period')).toBe('2 years')
    expect(text('stress_level')).toBe('4/6 (Quite a lot)')
    expect(text('trouble_falling_asleep')).toBe('0/6 (Never)')
    expect(text('hot_flushes')).toBe('Yes, severity 8/10')
    expect(text('palpitations')).toBe('No')
    expect(text('paths_to_health')).toBe('Not answered')
  })
})

describe('physical profile', () => {
  it('reads metric measurements and works out the BMI', () => {
    expect(physicalProfile(validAnswers())).toEqual({ system: METRIC, weight: '70 kg', height: '165 cm', waist: null, bmi: 25.7 })
  })

  it('reads imperial measurements and works out the BMI', () => {
    const profile = physicalProfile({ measurement_system: IMPERIAL, weight_lbs: 154, height_ft: 5, height_in: 5, waist_circumference_imperial: 32 })
    expect(profile).toEqual({ system: IMPERIAL, weight: '154 lbs', height: '5 ft 5 in', waist: '32 in', bmi: 25.6 })
  })

  it('has no BMI without both weight and height', () => {
    expect(physicalProfile({ measurement_system: METRIC, weight_kg: 70 }).bmi).toBeNull()
    expect(physicalProfile({}).system).toBeNull()
  })
})
