import { renderToBuffer } from '@react-pdf/renderer'

import { AssessmentReport, type AssessmentReportProps } from './AssessmentReport'
import { DemoHandout, type DemoHandoutProps } from './DemoHandout'

/** The same report the customer downloads, rendered on the server (for staff). */
export function renderAssessmentReport(props: AssessmentReportProps): Promise<Buffer> {
  return renderToBuffer(<AssessmentReport {...props} />)
}

/** The demo's personal handout, as the PDF staff upload and send. */
export function renderDemoHandout(props: DemoHandoutProps): Promise<Buffer> {
  return renderToBuffer(<DemoHandout {...props} />)
}
