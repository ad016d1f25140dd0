/**
 * The report PDFs made in the browser, loaded only when she asks for one.
 *
 * The documents are drawn by @react-pdf/renderer's own React reconciler; the
 * renderer and the documents are imported here, on demand, so neither weighs
 * on the pages that offer the download.
 */
import type { AssessmentReportProps } from './AssessmentReport'
import type { GpReportProps } from './GpReport'
import { loadPdfRenderer } from './pdf-primitives'

export async function assessmentReportPdf(props: AssessmentReportProps): Promise<Blob> {
  const [{ pdf }, { AssessmentReport }] = await Promise.all([loadPdfRenderer(), import('./AssessmentReport')])
  return pdf(<AssessmentReport {...props} />).toBlob()
}

export async function gpReportPdf(props: GpReportProps): Promise<Blob> {
  const [{ pdf }, { GpReport }] = await Promise.all([loadPdfRenderer(), import('./GpReport')])
  return pdf(<GpReport {...props} />).toBlob()
}
