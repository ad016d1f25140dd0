import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { apiHandler, json, methodNotAllowed } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { findPostcode } from '~/services/grocery/look-up-postcode.server'

/** GET /api/grocery/postcode/{postcode} → `{ latitude, longitude, admin_area }` from postcodes.io. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  await requireApiCustomer(request, context)
  const found = await findPostcode(context.env, params.postcode ?? '', (error) =>
    context.payload.logger.warn({ msg: 'Postcode lookup failed', err: String(error) }),
  )
  return json(found)
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
