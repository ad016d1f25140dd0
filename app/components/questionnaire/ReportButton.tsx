import { useState } from 'react'

import { saveFile } from '~/components/save-file'
import { useToast } from '~/components/Toasts'
import { buttonClass } from '~/components/ui/Button'
import { definitionFor } from '~/domain/questionnaire/definitions'
import { clientName, reportFileName } from '~/domain/questionnaire/display'
import { REPORT_MESSAGES } from '~/domain/questionnaire/messages'
import type { AssessmentRecord } from '~/domain/questionnaire/records'

/**
 * Makes the PDF report on the device (doc 2 §7). The PDF library and the
 * report are loaded only now, when a report is asked for, so the page's own
 * JavaScript stays light.
 */
export function ReportButton({
  assessment,
  history,
  brand,
  compact = false,
}: {
  assessment: AssessmentRecord
  history: AssessmentRecord[]
  brand: string
  compact?: boolean
}) {
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const definition = definitionFor(assessment.assessment_type)
  if (!definition) return null
  const fileName = reportFileName(clientName(assessment.responses))

  async function generate() {
    setBusy(true)
    try {
      const { assessmentReportPdf } = await import('~/reports/make-pdf')
      const blob = await assessmentReportPdf({ assessment, definition: definition!, history, brand, generatedAt: new Date() })
      saveFile(blob, fileName)
      toast({ type: 'success', message: REPORT_MESSAGES.generated })
    } catch (error) {
      console.error('PDF report failed', error)
      toast({ type: 'error', message: REPORT_MESSAGES.failed })
    } finally {
      setBusy(false)
    }
  }

  const label = busy ? 'Preparing PDF…' : 'Download PDF Report'
  return (
    <button
      type="button"
      onClick={generate}
      disabled={busy}
      aria-label={compact ? `${label} (${fileName})` : undefined}
      title={compact ? label : undefined}
      className={compact ? buttonClass('ghost', 'px-2') : buttonClass('secondary')}
      data-testid="pdf-report"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5M12 11v6m-3-3 3 3 3-3" />
      </svg>
      {compact ? null : label}
    </button>
  )
}
