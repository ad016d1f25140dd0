import { createReadableStreamFromReadable } from '@remix-run/node'

import { apiLoader, onlyMethod } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { exportAccountData, exportFileName } from '~/services/account/export-data.server'

/** GET /api/user/export → a zip of everything held about her, streamed as it is read (issue 18). */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const now = new Date()
  const zip = exportAccountData(context.payload, customer, context.env.BRAND_NAME, now)
  return new Response(createReadableStreamFromReadable(zip), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${exportFileName(context.env.BRAND_NAME, now)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

export const action = onlyMethod('GET')
