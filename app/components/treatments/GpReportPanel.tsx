import { Link } from '@remix-run/react'
import { useEffect, useId, useState } from 'react'

import { saveFile } from '~/components/save-file'
import { useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { cleanQuestions, GP_QUESTION_MAX_LENGTH, GP_QUESTIONS_MAX, GP_REPORT_MESSAGES, gpReportFileName, type GpReportData } from '~/domain/gp-report/report'

import { fieldClass } from './TreatmentDialogs'

const storageKey = (userId: string) => `gp-questions:${userId}`

/** Her questions for this tab (sessionStorage, like the questionnaire's answers): a reload keeps them, closing the tab forgets them. */
function useQuestions(userId: string) {
  const [questions, setQuestions] = useState<string[]>(() => Array(GP_QUESTIONS_MAX).fill(''))
  useEffect(() => {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(storageKey(userId)) ?? 'null') as unknown
      if (Array.isArray(stored)) setQuestions(Array.from({ length: GP_QUESTIONS_MAX }, (_, i) => (typeof stored[i] === 'string' ? stored[i] : '')))
    } catch {
      // nothing kept
    }
  }, [userId])
  const change = (index: number, value: string) =>
    setQuestions((all) => {
      const next = all.map((q, i) => (i === index ? value : q))
      try {
        window.sessionStorage.setItem(storageKey(userId), JSON.stringify(next))
      } catch {
        // storage full or blocked: the questions still go into this report
      }
      return next
    })
  return [questions, change] as const
}

/**
 * "Report for my GP" (issue 30): up to five questions she would like to ask,
 * then the PDF, made here on her device from her records (fetched as the
 * report's content) with the same document the server renders; the PDF
 * library and the document load only now. The questions never leave the
 * device. Without `withQuestions` (the progress page) it offers the button
 * and the way to add questions on /treatments.
 */
export function GpReportPanel({ userId, withQuestions = true }: { userId: string; withQuestions?: boolean }) {
  const id = useId()
  const toast = useToast()
  const [questions, change] = useQuestions(userId)
  const [busy, setBusy] = useState(false)

  async function generate() {
    setBusy(true)
    try {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
      const [{ gpReportPdf }, response] = await Promise.all([
        import('~/reports/make-pdf'),
        fetch(`/api/reports/gp?${new URLSearchParams({ format: 'json', ...(zone ? { time_zone: zone } : {}) })}`, { credentials: 'same-origin' }),
      ])
      if (!response.ok) throw new Error(`Report data: ${response.status}`)
      const data = (await response.json()) as GpReportData
      const blob = await gpReportPdf({ data: { ...data, questions: cleanQuestions(questions) } })
      saveFile(blob, gpReportFileName(data.name))
      toast({ type: 'success', message: GP_REPORT_MESSAGES.generated })
    } catch (error) {
      console.error('GP report failed', error)
      toast({ type: 'error', message: GP_REPORT_MESSAGES.failed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section id="gp-report" aria-labelledby={`${id}-title`} className="card scroll-mt-24 p-5" data-testid="gp-report">
      <h2 id={`${id}-title`} className="text-2xl text-slate-900">
        Report for my GP
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        One page your GP can read in a minute: your treatments and doses, your symptoms then and now, 12 weeks of check-ins with your treatment dates marked, and any bleeding, with the detail on a second page.
      </p>
      {withQuestions ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-800">Questions I’d like to ask (optional)</legend>
          <p className="text-xs text-slate-600">Up to {GP_QUESTIONS_MAX}. They go into the PDF only and stay on this device.</p>
          <ol className="mt-2 space-y-2">
            {questions.map((q, i) => (
              <li key={i}>
                <label htmlFor={`${id}-q${i}`} className="sr-only">
                  Question {i + 1}
                </label>
                <input
                  id={`${id}-q${i}`}
                  value={q}
                  maxLength={GP_QUESTION_MAX_LENGTH}
                  onChange={(event) => change(i, event.target.value)}
                  placeholder={i === 0 ? 'For example: could my dose be adjusted?' : `Question ${i + 1}`}
                  className={`${fieldClass} mt-0`}
                />
              </li>
            ))}
          </ol>
        </fieldset>
      ) : (
        <p className="mt-2 text-sm">
          <Link to="/treatments#gp-report" className="font-semibold text-brand-700 underline underline-offset-2">
            Add the questions you would like to ask
          </Link>{' '}
          on My treatments.
        </p>
      )}
      <Button className="mt-4 w-full sm:w-auto" onClick={generate} disabled={busy} data-testid="gp-report-button">
        {busy ? 'Preparing PDF…' : 'Report for my GP'}
      </Button>
    </section>
  )
}
