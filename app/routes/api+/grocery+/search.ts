import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { storeSearchSchema } from '~/domain/grocery/schemas'
import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { findStores } from '~/services/grocery/find-stores.server'

/** POST /api/grocery/search with latitude, longitude, category → `{ stores }`, nearest first. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, 'POST')
  await requireApiCustomer(request, context)
  const search = await readJson(request, storeSearchSchema)
  const answer = await findStores(context.env, search, (error) =>
    context.payload.logger.warn({ msg: 'Store search failed', err: String(error) }),
  )
  return json(answer)
})

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['POST'])
