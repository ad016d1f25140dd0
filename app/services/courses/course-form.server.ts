import { courseRatingSchema, thoughtRecordSchema, type CourseRatingInput, type ThoughtRecordInput } from '~/domain/courses/schemas'
import { parseWith } from '~/lib/http.server'

/** Her week's rating from the course page's form, checked on the server (zod stays out of the page's JavaScript). */
export function ratingFromForm(form: Record<string, FormDataEntryValue>): CourseRatingInput {
  return parseWith(courseRatingSchema, { problem: Number(form.problem), interference: Number(form.interference), sleep: Number(form.sleep) })
}

/** A thought record from the course page's form, checked on the server. */
export function thoughtFromForm(form: Record<string, FormDataEntryValue>): ThoughtRecordInput {
  return parseWith(thoughtRecordSchema, { situation: form.situation, thought: form.thought, calmer_thought: form.calmer_thought })
}
