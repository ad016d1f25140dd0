import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { requestTimeZone } from '~/lib/time-zone.server'
import { courseProgress } from '~/services/courses/course-progress.server'
import { courseTimeZone } from '~/services/courses/enrolment.server'
import { getCourse } from '~/services/courses/get-course.server'

/** GET /api/courses/:slug/progress → `{ started_on, current_week, completed, ratings, change_from_baseline }`; 404 before she starts. */
export const loader = apiLoader(async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  const course = await getCourse(context.payload, params.slug ?? '')
  const zone = await courseTimeZone(context.payload, customer.id, requestTimeZone(request))
  return json(await courseProgress(context.payload, customer.id, course, zone))
})

export const action = onlyMethod('GET')
