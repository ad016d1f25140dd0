import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { limitStaffSignIn } from '~/lib/rate-limit.server'
import { staffLoginSchema } from '~/domain/admin/schemas'
import { loginStaff } from '~/services/admin/staff-auth.server'

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])

/** POST /api/admin/auth/login → { session_token, admin } (spec doc 2 §7). */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  const input = await readJson(request, staffLoginSchema)
  await limitStaffSignIn(context, input.email)
  return json(await loginStaff(context.payload, input))
})
