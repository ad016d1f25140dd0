import type { AdminAnswer } from '~/cms-bridge/admin-api'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { distributedMessage } from '~/domain/admin/distributions'
import { WELLNESS_STAFF } from '~/domain/staff'
import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { distributeMedia, distributeSchema } from '~/services/admin/distribute-media.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

/** POST /api/admin/media/distribute → { recipient_count } (spec doc 2 §7). */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const staff = await requireStaff(request, context, WELLNESS_STAFF)
  const input = await readJson(request, distributeSchema)
  const result = await distributeMedia(context.payload, context.env.BRAND_NAME, staff, input)
  return json({ ...result, message: distributedMessage(result.recipient_count) } satisfies AdminAnswer<'POST media/distribute'>)
})
