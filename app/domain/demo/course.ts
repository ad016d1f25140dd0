/**
 * The demo's course story (issue 49): Bea starts the CBT course for hot
 * flushes on the day her flush diary begins, rates her week at the end of
 * each week of the course and does each session a couple of days into its
 * week, up to the story's last day. Her ratings ease a point a week (in the
 * MENOS 2 trial, the problem rating fell by about 2 points over the course).
 */
import { addDays } from '../checkins'
import { HOT_FLUSHES_COURSE } from '../courses/hot-flushes-course'
import type { DemoPersona } from './accounts'
import { hrtStartDate } from './treatments'

export interface DemoCourseStory {
  slug: string
  started_on: string
  /** Each done on its day, in order. */
  completions: { session: string; on: string }[]
  ratings: {
    on: string
    problem: number
    interference: number
    sleep: number
  }[]
  thoughts: {
    on: string
    situation: string
    thought: string
    calmer_thought: string
  }[]
}

export function demoCourse(persona: DemoPersona, today: string): DemoCourseStory | null {
  if (persona !== 'base') return null
  const started = addDays(hrtStartDate(persona, today), -14)
  const completions: DemoCourseStory['completions'] = []
  const ratings: DemoCourseStory['ratings'] = []
  for (const week of HOT_FLUSHES_COURSE.weeks) {
    const done = addDays(started, week.week === 0 ? 6 : week.week * 7 + 2)
    if (done < today) completions.push(...week.sessions.map((s) => ({ session: s.id, on: done })))
    const rated = addDays(started, week.week * 7 + 6)
    const ease = Math.min(week.week, 3)
    if (rated < today)
      ratings.push({
        on: rated,
        problem: 8 - ease,
        interference: 7 - ease,
        sleep: 8 - ease,
      })
  }
  const thoughtDay = addDays(started, 10)
  const thoughts =
    thoughtDay < today
      ? [
          {
            on: thoughtDay,
            situation: 'A flush came on in the school run queue',
            thought: 'Everyone can see my face going red',
            calmer_thought: 'Most people are busy with their own morning, and it passes in a few minutes',
          },
        ]
      : []
  return {
    slug: HOT_FLUSHES_COURSE.slug,
    started_on: started,
    completions,
    ratings,
    thoughts,
  }
}
