import { describe, expect, it } from 'vitest'

import { addDays } from '~/domain/checkins'
import { OFFLINE_LOW_MOOD_MAX } from '~/domain/phone-app/offline'
import { SEVERITY_MAX } from '~/domain/constants'
import { LOW_MOOD_SYMPTOM, readAssessmentAnswers } from '~/domain/wellbeing/assessment-distress'
import { supportRegionFormSchema, supportRegionSchema } from '~/domain/wellbeing/schemas'
import { contactsFor, roundTheClock, roundTheClockEverywhere, SUPPORT_REGIONS } from '~/domain/wellbeing/support-contacts'
import { ASSESSMENT_RULE_DAYS, LOW_MOOD_RULE, recentAssessmentReading, supportDecision, type SupportAssessment } from '~/domain/wellbeing/support-rules'

/**
 * The safety net beyond the journal (issue 45): her assessments' free text and
 * low-mood answer, and the numbers the offline page carries for where she is.
 */

const TODAY = '2026-11-28'
const COMPREHENSIVE = 'comprehensive_menopause_assessment'

const low = (severity: number) => ({ [LOW_MOOD_SYMPTOM]: { experienced: severity > 0, severity } })

describe("an assessment's answers", () => {
  it('offer support when "Feeling low, down or depressed" is at the top of its scale, and only then', () => {
    expect(readAssessmentAnswers(COMPREHENSIVE, low(SEVERITY_MAX))).toBe('support')
    expect(readAssessmentAnswers(COMPREHENSIVE, low(SEVERITY_MAX - 1))).toBeNull()
    expect(readAssessmentAnswers(COMPREHENSIVE, low(0))).toBeNull()
    // The signup questionnaire asks the same question.
    expect(readAssessmentAnswers('signup_questionnaire', low(SEVERITY_MAX))).toBe('support')
  })

  it('read her free text with the journal’s reader, urgent for an act or a plan', () => {
    expect(readAssessmentAnswers(COMPREHENSIVE, { self_care_options_taken: 'Nothing helps, I just want it all to end' })).toBe('support')
    expect(readAssessmentAnswers(COMPREHENSIVE, { self_care_options_taken: 'I took an overdose last week' })).toBe('urgent')
    expect(readAssessmentAnswers('simplified_menopause_assessment', { biggest_challenge: 'i feel sucidal most days' })).toBe('support')
    expect(readAssessmentAnswers('simplified_menopause_assessment', { primary_concerns: "I've been stockpiling my pills" })).toBe('urgent')
  })

  it('read the "Other" boxes too', () => {
    expect(readAssessmentAnswers(COMPREHENSIVE, { 'health_concerns-other-text': "life isn't worth living" })).toBe('support')
  })

  it('leave ordinary answers and figures of speech alone', () => {
    expect(readAssessmentAnswers(COMPREHENSIVE, { self_care_options_taken: 'A fan by the bed; these flushes are killing me', ...low(6) })).toBeNull()
    expect(readAssessmentAnswers('simplified_menopause_assessment', { biggest_challenge: 'Sleep. I am bored to death of being tired.' })).toBeNull()
  })

  it('do not read a name or a choice as her words', () => {
    expect(readAssessmentAnswers(COMPREHENSIVE, { first_name: 'Kill', last_name: 'Myself', menopause_journey_stage: 'suicidal' })).toBeNull()
  })
})

describe('an assessment counts for 14 days', () => {
  const took = (daysAgo: number, level: SupportAssessment['level'] = 'support'): SupportAssessment => ({ day: addDays(TODAY, -daysAgo), level })

  it('from the day she took it to the 14th day after', () => {
    expect(recentAssessmentReading([took(0)], TODAY)).toBe('support')
    expect(recentAssessmentReading([took(ASSESSMENT_RULE_DAYS)], TODAY)).toBe('support')
    expect(recentAssessmentReading([took(ASSESSMENT_RULE_DAYS + 1)], TODAY)).toBeNull()
    // Taken "tomorrow" on a wrong clock does not count as today.
    expect(recentAssessmentReading([{ day: addDays(TODAY, 1), level: 'support' }], TODAY)).toBeNull()
  })

  it('gives reason "assessment", urgent when its words were urgent', () => {
    expect(supportDecision([], TODAY, [took(3)])).toEqual({ show: true, reason: 'assessment', level: 'support' })
    expect(supportDecision([], TODAY, [took(3, null), took(5, 'urgent')])).toEqual({ show: true, reason: 'assessment', level: 'urgent' })
  })

  it('the most pressing level wins; at the same level her journal comes first, then the assessment, then her mood', () => {
    const lowMood = [0, 1, 2].map((i) => ({ date: addDays(TODAY, -i), mood: 1, journal_entry: null }))
    expect(supportDecision(lowMood, TODAY, [took(1)]).reason).toBe('assessment')
    const journal = [{ date: TODAY, mood: 7, journal_entry: 'I want to die' }]
    expect(supportDecision(journal, TODAY, [took(1)]).reason).toBe('journal')
    expect(supportDecision(journal, TODAY, [took(1, 'urgent')])).toEqual({ show: true, reason: 'assessment', level: 'urgent' })
  })
})

describe('the offline page’s numbers', () => {
  it('for each region: emergency first, then only lines that answer day and night', () => {
    for (const region of SUPPORT_REGIONS) {
      const lines = roundTheClock(region)
      expect(lines.length).toBeGreaterThan(1)
      expect(lines[0]!.group).toBe('emergency')
      for (const line of lines) expect(line.any_time).toBe(true)
    }
    expect(roundTheClock('england').map((c) => c.href)).toEqual(['tel:999', 'tel:116123', 'sms:85258?&body=SHOUT', 'tel:111'])
    expect(roundTheClock('northern_ireland').map((c) => c.href)).toEqual(['tel:999', 'tel:08088088000', 'tel:116123', 'sms:85258?&body=SHOUT'])
    // Breathing Space answers evenings and weekends only: not on the offline page as if it were always there.
    expect(roundTheClock('scotland').map((c) => c.id)).not.toContain('breathing_space')
    expect(contactsFor('scotland').map((c) => c.id)).toContain('breathing_space')
  })

  it('when her region is not known: the UK’s shared lines once, each nation’s own, then outside the UK', () => {
    const all = roundTheClockEverywhere()
    expect(all.uk.map((c) => c.id)).toEqual(['emergency', 'samaritans', 'shout'])
    expect(Object.fromEntries(all.nations.map((n) => [n.region, n.lines.map((c) => c.id)]))).toEqual({
      england: ['nhs_111'],
      wales: ['nhs_111_wales'],
      scotland: ['nhs_24'],
      northern_ireland: ['lifeline'],
    })
    expect(all.elsewhere.map((c) => c.id)).toEqual(['local_emergency', 'find_a_helpline'])
  })

  it('are offered under a check-in kept on the phone at the low-mood rule’s figure', () => {
    expect(OFFLINE_LOW_MOOD_MAX).toBe(LOW_MOOD_RULE.lowMoodMax)
  })

  it('outside the UK: her local emergency number and the directory, no UK number', () => {
    const lines = roundTheClock('elsewhere')
    expect(lines.map((c) => c.id)).toEqual(['local_emergency', 'find_a_helpline'])
    for (const line of lines) expect(line.href).toBeNull()
  })
})

describe('where she is, as a form and the API take it', () => {
  it('is one of the five regions; anything else is refused with the list', () => {
    for (const region of SUPPORT_REGIONS) expect(supportRegionSchema.parse({ region })).toEqual({ region })
    const wrong = supportRegionSchema.safeParse({ region: 'ireland' })
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues[0]?.message).toBe('region must be one of england, wales, scotland, northern_ireland, elsewhere')
    expect(supportRegionSchema.safeParse({ region: 'wales', extra: 1 }).success).toBe(false)
    expect(supportRegionFormSchema.parse({ intent: 'support-region', region: 'wales' })).toEqual({ region: 'wales' })
  })
})
