import { renderToBuffer } from '@react-pdf/renderer'

import { AssessmentReport, type AssessmentReportProps } from './AssessmentReport'
import { DemoHandout, type DemoHandoutProps } from './DemoHandout'
import { GpReport, type GpReportProps } from './GpReport'

/** The same report the customer downloads, rendered on the server (for staff). */
export function renderAssessmentReport(props: AssessmentReportProps): Promise<Buffer> {
  return renderToBuffer(<AssessmentReport {...props} />)
}

/** The demo's personal handout, as the PDF staff upload and send. */
export function renderDemoHandout(props: DemoHandoutProps): Promise<Buffer> {
  return renderToBuffer(<DemoHandout {...props} />)
}

/** The report for her GP (issue 30), the same document the browser draws, for GET /api/reports/gp. */
export function renderGpReport(props: GpReportProps): Promise<Buffer> {
  return renderToBuffer(<GpReport {...props} />)
}
