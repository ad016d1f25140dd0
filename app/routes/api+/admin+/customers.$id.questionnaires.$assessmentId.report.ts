import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { WELLNESS_STAFF } from '~/domain/staff'
import { apiHandler, methodNotAllowed } from '~/lib/http.server'
import { requireStaff } from '~/lib/staff.server'
import { customerAssessmentReport } from '~/services/admin/customer-report.server'

/** GET /api/admin/customers/{id}/questionnaires/{assessmentId}/report: the assessment's PDF (audited). */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const staff = await requireStaff(request, context, WELLNESS_STAFF)
  const { pdf, filename } = await customerAssessmentReport(context.payload, context.env.BRAND_NAME, staff, params.id ?? '', params.assessmentId ?? '')
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
})

export const action = (_: ActionFunctionArgs) => methodNotAllowed(['GET'])
