import type { LoaderFunctionArgs } from '@remix-run/node'

import { streamFile } from '~/lib/file-stream.server'
import { apiHandler } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { itemFile } from '~/services/content/item-file.server'

/** The item's video, audio or document, streamed with range requests; 403 when her tier does not unlock it. */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { customer } = await requireApiCustomer(request, context)
  return streamFile(request, context.env, await itemFile(context.payload, customer, context.env.BRAND_NAME, params.id ?? '', 'file'))
})
