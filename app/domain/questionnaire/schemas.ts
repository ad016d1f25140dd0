/**
 * The zod schemas a submission is checked with, built from the definition:
 * each answer has the right type, an option value that exists, a number in
 * range and text within its length. Browser-safe: no server imports.
 */
import { z } from 'zod'

import { allQuestions, capMessage, rangeMessage, tooLongMessage, wholeNumberMessage } from './form'
import { ASSESSMENT_TYPES, OTHER_OPTION, otherTextId, type Answers, type Question, type QuestionnaireDefinition } from './types'

/** Not in the spec: the longest "Other" text kept. */
export const OTHER_TEXT_MAX_LENGTH = 200

function invalid(question: Question): string {
  return `Please give a valid answer for: ${question.text}`
}

/**
 * What too many selections are told: the definition's submit rule for an
 * exact count when it has one ('Please select exactly 6 health priorities.'),
 * otherwise its selection-cap message ('You can only select up to 6 options').
 */
function tooManyMessage(definition: QuestionnaireDefinition, question: Question, max: number): string {
  const exact = definition.submit.find((r) => r.rule === 'exact' && r.question === question.id)
  return exact?.message ?? capMessage(definition, max)
}

function answerSchema(definition: QuestionnaireDefinition, question: Question): z.ZodType {
  const error = invalid(question)
  switch (question.kind) {
    case 'text':
    case 'email':
    case 'tel':
    case 'textarea':
      return z.string({ error }).max(question.maxLength, { error: tooLongMessage(question) })
    case 'number':
      return z
        .number({ error })
        .min(question.min, { error: rangeMessage(question) })
        .max(question.max, { error: rangeMessage(question) })
        .refine((n) => question.step !== 1 || Number.isInteger(n), { error: wholeNumberMessage(question) })
    case 'slider':
      return z
        .number({ error })
        .int({ error })
        .min(question.min, { error })
        .max(question.max, { error })
    case 'select':
    case 'radio': {
      const values = question.options.map((o) => o.value)
      return z.union([z.string(), z.number()], { error }).refine((v) => values.includes(v), { error })
    }
    case 'checkbox': {
      const values = question.options.map((o) => String(o.value))
      return z
        .array(z.string({ error }), { error })
        .refine((list) => list.every((v) => values.includes(v)), { error })
        .refine((list) => new Set(list).size === list.length, { error })
        .refine((list) => question.maxSelections === undefined || list.length <= question.maxSelections, {
          error: question.maxSelections === undefined ? error : tooManyMessage(definition, question, question.maxSelections),
        })
    }
    case 'symptom':
      return z
        .strictObject(
          {
            experienced: z.boolean({ error }),
            severity: z.number({ error }).int({ error }).min(question.severityMin, { error }).max(question.severityMax, { error }),
          },
          { error },
        )
        .refine((a) => a.experienced || a.severity === 0, { error: `${question.text}: severity is 0 when not experienced` })
  }
}

/** Every answer of the definition, each optional here (what is required is `validateSubmission`'s job); unknown keys refused. */
export function answersSchema(definition: QuestionnaireDefinition): z.ZodType<Answers> {
  const shape: Record<string, z.ZodType> = {}
  for (const question of allQuestions(definition)) {
    shape[question.id] = answerSchema(definition, question).nullish()
    const hasOther = (question.kind === 'checkbox' || question.kind === 'radio' || question.kind === 'select') && question.other
    if (hasOther) {
      if (!question.options.some((o) => o.value === OTHER_OPTION)) throw new Error(`${question.id} has no Other option`)
      shape[otherTextId(question.id)] = z
        .string({ error: invalid(question) })
        .max(OTHER_TEXT_MAX_LENGTH, { error: `${question.text}: at most ${OTHER_TEXT_MAX_LENGTH} characters in Other` })
        .nullish()
    }
  }
  return z
    .strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown question: ${issue.keys.join(', ')}` : 'Answers must be an object'),
    })
    .transform((value) => {
      const answers: Answers = {}
      for (const [key, v] of Object.entries(value)) if (v !== null && v !== undefined) answers[key] = v as Answers[string]
      return answers
    }) as unknown as z.ZodType<Answers>
}

/** The fields of POST /api/questionnaire/submit beside the answers (doc 2 §3 "Submission payload"). */
export const submissionEnvelopeSchema = z.object({
  assessment_type: z.enum(ASSESSMENT_TYPES, { error: `assessment_type must be one of: ${ASSESSMENT_TYPES.join(', ')}` }),
  user_id: z.string({ error: 'user_id must be a string' }).optional(),
  version: z.string({ error: 'version must be a string' }).max(20).optional(),
})
export const ENVELOPE_KEYS = ['assessment_type', 'user_id', 'version'] as const

/**
 * The signup page's answers, sent as one JSON form field beside the account
 * (doc 2 §3 "Signup questionnaire"): an object, at most a form's worth. Each
 * answer is then checked against the definition by the submit service.
 */
export const signupAnswersField = z
  .string({ error: 'answers: is required' })
  .max(100_000, 'answers: too long')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'answers: not JSON' })
      return z.NEVER
    }
  })
  .pipe(z.record(z.string(), z.unknown(), { error: 'answers: must be an object' }))
