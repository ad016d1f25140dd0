import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listCourses } from '~/services/courses/get-course.server'

/** GET /api/courses → the published courses `[{ slug, title, summary, weeks }]` (both tiers). */
export const loader = apiLoader(async ({ request, context }) => {
  await requireApiCustomer(request, context)
  return json(await listCourses(context.payload))
})

export const action = onlyMethod('GET')
