import { definitionFor } from '~/domain/questionnaire/definitions'
import { notFound } from '~/lib/errors'
import { apiLoader, json, onlyMethod } from '~/lib/http.server'

/**
 * The questionnaire definition as JSON (sections, pages, questions with ids,
 * kinds, the exact option values accepted, required flags, conditions), so
 * another client renders the same form and sends answers the server accepts.
 */
export const loader = apiLoader(async ({ params }) => {
  const definition = definitionFor(params.assessment_type ?? '')
  if (!definition) throw notFound(`No questionnaire definition for: ${params.assessment_type}`)
  return json(definition)
})

export const action = onlyMethod('GET')
