import { gpReportFileName } from '~/domain/gp-report/report'
import { gpReportQueryParams, gpReportQuerySchema } from '~/domain/gp-report/schemas'
import { apiLoader, json, onlyMethod, parseWith } from '~/lib/http.server'
import { requireApiCustomer } from '~/lib/session.server'
import { gpReportData, gpReportPdf } from '~/services/reports/gp-report.server'

/**
 * GET /api/reports/gp → the report for her GP as a PDF, made from her own
 * records only (issue 30). `question` (up to five) are printed under
 * "Questions I'd like to ask"; `format=json` answers the report's content,
 * which the page draws in the browser with the same document, so the
 * questions she types there never leave her device.
 */
export const loader = apiLoader(async ({ request, context }) => {
  const { customer } = await requireApiCustomer(request, context)
  const query = parseWith(gpReportQuerySchema, gpReportQueryParams(new URL(request.url)))
  const data = await gpReportData(context.payload, customer, context.env.BRAND_NAME, { timeZone: query.time_zone, questions: query.question })
  if (query.format === 'json') return json(data)
  const pdf = await gpReportPdf(data)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${gpReportFileName(data.name).replace(/[^\x20-\x7e]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
    },
  })
})

export const action = onlyMethod('GET')
