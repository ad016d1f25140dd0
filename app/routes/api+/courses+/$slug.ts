import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { getCourse } from '~/services/courses/get-course.server'

/** GET /api/courses/:slug → `{ slug, title, weeks: [{ week, title, sessions }], sources, reviewed_on, … }`; 404 for an unknown course. */
export const loader = apiLoader(async ({ request, context, params }) => {
  await requireApiCustomer(request, context)
  return json(await getCourse(context.payload, params.slug ?? ''))
})

export const action = onlyMethod('GET')
