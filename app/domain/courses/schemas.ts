/**
 * What the course API and the course page accept (issue 49). Browser-safe.
 */
import { z } from 'zod'

import { RATING_MAX, RATING_MIN, THOUGHT_FIELD_MAX } from './course'

const rating = z
  .number({ error: `must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
  .int({ error: `must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
  .min(RATING_MIN, { error: `must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
  .max(RATING_MAX, { error: `must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })

/** POST /api/courses/:slug/ratings. */
export const courseRatingSchema = z.strictObject({ problem: rating, interference: rating, sleep: rating })
export type CourseRatingInput = z.infer<typeof courseRatingSchema>

const thoughtText = (what: string) =>
  z
    .string({ error: `${what} is needed` })
    .trim()
    .min(1, { error: `${what} is needed` })
    .max(THOUGHT_FIELD_MAX, { error: `must be at most ${THOUGHT_FIELD_MAX} characters` })

/** POST /api/courses/:slug/thoughts: a thought record, private to her. */
export const thoughtRecordSchema = z.strictObject({
  situation: thoughtText('The situation'),
  thought: thoughtText('The thought'),
  calmer_thought: thoughtText('A calmer thought'),
})
export type ThoughtRecordInput = z.infer<typeof thoughtRecordSchema>

/** A course's address, and a session's id, as they appear in a URL. */
export const courseSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(100)
