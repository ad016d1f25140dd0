import { z } from 'zod'

import { timeZoneField } from '../treatments/schemas'
import { GP_QUESTION_MAX_LENGTH, GP_QUESTIONS_MAX } from './report'

/**
 * GET /api/reports/gp: `question` (repeatable, up to five, each at most 300
 * characters), `format` pdf (default) or json, her `time_zone`.
 */
export const gpReportQuerySchema = z.object({
  question: z
    .array(z.string().max(GP_QUESTION_MAX_LENGTH, { error: `each question must be at most ${GP_QUESTION_MAX_LENGTH} characters` }))
    .max(GP_QUESTIONS_MAX, { error: `at most ${GP_QUESTIONS_MAX} questions` })
    .default([]),
  format: z.enum(['pdf', 'json'], { error: 'must be pdf or json' }).default('pdf'),
  time_zone: timeZoneField,
})
export type GpReportQuery = z.infer<typeof gpReportQuerySchema>

/** The query as an object zod can read: `question` may be given several times. */
export function gpReportQueryParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams.entries())
  params.question = url.searchParams.getAll('question')
  return params
}
