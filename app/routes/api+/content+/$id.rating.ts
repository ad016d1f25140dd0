import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { ratingSchema } from '~/domain/content/schemas'
import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { rateLibraryItem } from '~/services/content/rate-item.server'

/** PUT /api/content/{id}/rating { rating: 1–5 } → { rating: { average, count }, my_rating }. */
export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['PUT'])

export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  requireMethod(request, 'PUT')
  const { customer } = await requireApiCustomer(request, context)
  const { rating } = await readJson(request, ratingSchema)
  return json(await rateLibraryItem(context.payload, customer, context.env.BRAND_NAME, params.id ?? '', rating))
})
