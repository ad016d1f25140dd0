import { AssessmentReport, type AssessmentReportProps } from './AssessmentReport'
import { DemoHandout, type DemoHandoutProps } from './DemoHandout'
import { GpReport, type GpReportProps } from './GpReport'
import { loadPdfRenderer } from './pdf-primitives'

/** The same report the customer downloads, rendered on the server (for staff). */
export async function renderAssessmentReport(props: AssessmentReportProps): Promise<Buffer> {
  const { renderToBuffer } = await loadPdfRenderer()
  return renderToBuffer(<AssessmentReport {...props} />)
}

/** The demo's personal handout, as the PDF staff upload and send. */
export async function renderDemoHandout(props: DemoHandoutProps): Promise<Buffer> {
  const { renderToBuffer } = await loadPdfRenderer()
  return renderToBuffer(<DemoHandout {...props} />)
}

/** The report for her GP (issue 30), the same document the browser draws, for GET /api/reports/gp. */
export async function renderGpReport(props: GpReportProps): Promise<Buffer> {
  const { renderToBuffer } = await loadPdfRenderer()
  return renderToBuffer(<GpReport {...props} />)
}
