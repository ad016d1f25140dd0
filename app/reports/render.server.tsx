import { renderToBuffer } from '@react-pdf/renderer'

import { AssessmentReport, type AssessmentReportProps } from './AssessmentReport'

/** The same report the customer downloads, rendered on the server (for staff). */
export function renderAssessmentReport(props: AssessmentReportProps): Promise<Buffer> {
  return renderToBuffer(<AssessmentReport {...props} />)
}
