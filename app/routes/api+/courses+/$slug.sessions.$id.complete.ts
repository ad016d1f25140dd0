import { apiAction, json, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { requestTimeZone } from '~/lib/time-zone.server'
import { completeSession } from '~/services/courses/complete-session.server'
import { courseTimeZone } from '~/services/courses/enrolment.server'

/** POST /api/courses/:slug/sessions/:id/complete → 200 with her progress; 404 for an unknown session or before she starts. */
export const action = apiAction('POST', async ({ request, context, params }) => {
  const { customer } = await requireApiCustomer(request, context)
  const zone = await courseTimeZone(context.payload, customer.id, requestTimeZone(request))
  return json(await completeSession(context.payload, customer.id, params.slug ?? '', params.id ?? '', zone))
})

export const loader = onlyMethod('POST')
