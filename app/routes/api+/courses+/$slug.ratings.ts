import { courseRatingSchema } from '~/domain/courses/schemas'
import { apiAction, json, onlyMethod, readJson } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { requestTimeZone } from '~/lib/time-zone.server'
import { courseTimeZone } from '~/services/courses/enrolment.server'
import { rateWeek } from '~/services/courses/rate-week.server'

/** POST /api/courses/:slug/ratings `{ problem, interference, sleep }` (each 1–10) → 201 `{ week, problem, interference, sleep, rated_on }`. */
export const action = apiAction('POST', async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  const input = await readJson(request, courseRatingSchema)
  const zone = await courseTimeZone(context.payload, customer.id, requestTimeZone(request))
  return json(await rateWeek(context.payload, customer.id, params.slug ?? '', input, zone), 201)
})

export const loader = onlyMethod('POST')
