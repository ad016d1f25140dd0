import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'

import { apiHandler, json, methodNotAllowed, readJson, requireMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { setItemCompleted } from '~/services/grocery/update-shopping-item.server'

const bodySchema = z.object({ completed: z.boolean({ error: 'completed must be true or false' }) })

/** PUT /api/shopping-list/{listId}/item/{itemId} with `completed`: tick or untick an item. */
export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  requireMethod(request, 'PUT')
  const { customer } = await requireApiCustomer(request, context)
  const { completed } = await readJson(request, bodySchema)
  return json(await setItemCompleted(context.payload, customer.id, params.listId ?? '', params.itemId ?? '', completed))
})

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['PUT'])
