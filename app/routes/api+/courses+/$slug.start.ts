import { apiAction, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { requestTimeZone } from '~/lib/time-zone.server'
import { courseTimeZone } from '~/services/courses/enrolment.server'
import { startCourse } from '~/services/courses/start-course.server'

/** POST /api/courses/:slug/start → her enrolment and progress: 201 the first time, 200 with the same after. */
export const action = apiAction('POST', async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  const zone = await courseTimeZone(context.payload, customer.id, requestTimeZone(request))
  const { created, progress } = await startCourse(context.payload, customer.id, params.slug ?? '', zone)
  return json(progress, created ? 201 : 200)
})

export const loader = onlyMethod('POST')
