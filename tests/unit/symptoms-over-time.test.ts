import { describe, expect, it } from 'vitest'

import { SYMPTOM_IDS } from '~/domain/questionnaire/symptoms'
import {
  changeWords,
  groupAverages,
  groupOf,
  groupTimeline,
  SYMPTOM_GROUP_MEMBERS,
  SYMPTOM_GROUP_NAMES,
  SYMPTOM_GROUPS,
  SYMPTOM_GROUPS_DISCLAIMER,
  symptomAnswers,
  topSymptoms,
} from '~/domain/symptoms-over-time/groups'
import { trendStart, trendsInWords, weeklyTrends } from '~/domain/symptoms-over-time/trends'

const yes = (severity: number) => ({ experienced: true, severity })
const no = { experienced: false, severity: 0 }

describe('the four symptom groups', () => {
  it('put each of the 35 symptoms in exactly one group', () => {
    const members = SYMPTOM_GROUPS.flatMap((g) => SYMPTOM_GROUP_MEMBERS[g])
    expect(members).toHaveLength(35)
    expect([...members].sort()).toEqual([...SYMPTOM_IDS].sort())
    expect(groupOf('night_sweats')).toBe('hot_flushes')
    expect(groupOf('brain_fog')).toBe('mood_memory')
    expect(groupOf('frequent_urination')).toBe('bladder_vaginal_sexual')
    expect(groupOf('vaginal_dryness')).toBe('bladder_vaginal_sexual')
    expect(groupOf('difficulty_sleeping')).toBe('body_energy')
    expect(() => groupOf('sleep_difficulties')).toThrow()
  })

  it('are named as the issue names them and say plainly they are the product’s own', () => {
    expect(Object.values(SYMPTOM_GROUP_NAMES)).toEqual(['Hot flushes and night sweats', 'Mood and memory', 'Body and energy', 'Bladder, vaginal and sexual health'])
    expect(SYMPTOM_GROUPS_DISCLAIMER).toContain('our own way of tracking')
    expect(SYMPTOM_GROUPS_DISCLAIMER).toContain('not a validated clinical score')
  })

  it('average the severity of each group’s answered symptoms, not experienced counting 0, unanswered left out', () => {
    const averages = groupAverages({ hot_flushes: yes(8), night_sweats: yes(7), vaginal_dryness: yes(6), frequent_urination: no, brain_fog: { experienced: 'maybe' } })
    expect(averages).toEqual({ hot_flushes: 7.5, mood_memory: null, body_energy: null, bladder_vaginal_sexual: 3 })
    expect(groupAverages({ hot_flushes: yes(1), night_sweats: yes(1), sweating: yes(2) }).hot_flushes).toBe(1.3)
    expect(groupAverages({ hot_flushes: yes(99) }).hot_flushes).toBe(10)
  })

  it('follow each assessment from the baseline and give the change since it', () => {
    const timeline = groupTimeline([
      { id: 'later', completed_at: '2026-05-01T10:00:00Z', is_baseline: false, responses: { hot_flushes: yes(3), night_sweats: yes(2) } },
      { id: 'first', completed_at: '2026-03-01T10:00:00Z', is_baseline: true, responses: { hot_flushes: yes(8), night_sweats: yes(8), vaginal_dryness: yes(4) } },
      { id: 'no-symptoms', completed_at: '2026-04-01T10:00:00Z', is_baseline: false, responses: { age: 52 } },
    ])
    expect(timeline.points.map((p) => p.id)).toEqual(['first', 'later'])
    expect(timeline.baseline?.id).toBe('first')
    expect(timeline.latest?.id).toBe('later')
    expect(timeline.change).toEqual({ hot_flushes: -5.5, mood_memory: null, body_energy: null, bladder_vaginal_sexual: null })
    expect(changeWords(-5.5)).toBe('down 5.5 (better)')
    expect(changeWords(0.5)).toBe('up 0.5 (worse)')
    expect(changeWords(0)).toBe('no change')
    expect(groupTimeline([{ id: 'only', completed_at: '2026-03-01T10:00:00Z', is_baseline: true, responses: { hot_flushes: yes(2) } }]).change).toBeNull()
    expect(groupTimeline([])).toEqual({ points: [], baseline: null, latest: null, change: null })
  })

  it('take the oldest as baseline when none is flagged', () => {
    const timeline = groupTimeline([
      { id: 'b', completed_at: '2026-05-01T10:00:00Z', is_baseline: false, responses: { hot_flushes: yes(3) } },
      { id: 'a', completed_at: '2026-03-01T10:00:00Z', is_baseline: false, responses: { hot_flushes: yes(5) } },
    ])
    expect(timeline.baseline?.id).toBe('a')
    expect(timeline.change?.hot_flushes).toBe(-2)
  })

  it('name her five most severe symptoms now, ties in the spec’s order, none not experienced', () => {
    const top = topSymptoms({ brain_fog: yes(6), hot_flushes: yes(6), night_sweats: yes(9), vaginal_dryness: yes(2), poor_memory: yes(6), low_backache: yes(7), weight_gain: no, palpitations: yes(0) })
    expect(top.map((s) => [s.id, s.severity])).toEqual([
      ['night_sweats', 9],
      ['low_backache', 7],
      ['hot_flushes', 6],
      ['poor_memory', 6],
      ['brain_fog', 6],
    ])
    expect(top[0]).toMatchObject({ text: 'Night sweats', group: 'hot_flushes' })
  })

  it('carry only the symptom answers to a page', () => {
    expect(symptomAnswers({ hot_flushes: yes(3), phone: '+44', email: 'a@b.c' })).toEqual({ hot_flushes: yes(3) })
  })
})

describe('12 weeks of check-in trends', () => {
  const today = '2026-06-28'
  const c = (date: string, v: number) => ({ date, energy_level: v, sleep_quality: v, stress_level: 10 - v, mood: v })

  it('are 12 seven-day weeks, the last ending today, oldest first', () => {
    const weeks = weeklyTrends([], today)
    expect(weeks).toHaveLength(12)
    expect(weeks[0].start).toBe('2026-04-06')
    expect(trendStart(today)).toBe('2026-04-06')
    expect(weeks[11]).toMatchObject({ start: '2026-06-22', end: '2026-06-28', checkins: 0 })
    expect(weeks[11].averages).toEqual({ energy_level: null, sleep_quality: null, stress_level: null, mood: null })
  })

  it('average each week’s check-ins to one decimal and ignore days outside the 12 weeks', () => {
    const weeks = weeklyTrends([c('2026-06-22', 4), c('2026-06-28', 7), c('2026-06-24', 6), c('2026-04-05', 1), c('2026-06-29', 1), c('2026-04-06', 9)], today)
    expect(weeks[11]).toMatchObject({ checkins: 3, averages: { energy_level: 5.7, sleep_quality: 5.7, stress_level: 4.3, mood: 5.7 } })
    expect(weeks[0]).toMatchObject({ checkins: 1, averages: { energy_level: 9 } })
    expect(weeks.reduce((n, w) => n + w.checkins, 0)).toBe(4)
  })

  it('say the numbers in words for a screen reader', () => {
    const words = trendsInWords(weeklyTrends([c('2026-04-07', 3), c('2026-06-27', 8)], today))
    expect(words).toBe('From the week of 6 Apr to the week of 22 Jun (2 of 12 weeks with check-ins), weekly averages out of 10: sleep 3 to 8, mood 3 to 8, energy 3 to 8, stress 7 to 2. Higher is better, except stress.')
    expect(trendsInWords(weeklyTrends([], today))).toBe('No check-ins in these 12 weeks.')
  })
})
