import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { libraryQuerySchema } from '~/domain/content/schemas'
import { apiHandler, json, methodNotAllowed, readQuery } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { listLibrary } from '~/services/content/list-library.server'

/** GET /api/content?search&category&tab&page → { items, page, total_pages }. */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  const query = readQuery(request, libraryQuerySchema)
  const { items, page, total_pages } = await listLibrary(context.payload, customer, context.env.BRAND_NAME, query)
  return json({ items, page, total_pages })
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
