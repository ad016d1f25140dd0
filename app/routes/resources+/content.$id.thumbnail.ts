import type { LoaderFunctionArgs } from '@remix-run/node'

import { streamFile } from '~/lib/file-stream.server'
import { apiHandler } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { itemFile } from '~/services/content/item-file.server'

/** The item's thumbnail image (locked cards show it too). */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  return streamFile(request, context.env, await itemFile(context.payload, customer, context.env.BRAND_NAME, params.id ?? '', 'thumbnail'))
})
