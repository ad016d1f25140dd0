import { Link } from '@remix-run/react'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { useDismissToast, useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import {
  firstPageWithProblems,
  initialAnswers,
  keptAnswers,
  nextPage,
  pageOfMessage,
  pagePositions,
  pageProblems,
  percentComplete,
  previousPage,
  setAnswer,
  setExperienced,
  setOtherText,
  setSeverity,
  toggleOption,
  validateSubmission,
  visibleQuestions,
  type ChangeResult,
  type FieldProblem,
} from '~/domain/questionnaire/form'
import { SUBMISSION_MESSAGES } from '~/domain/questionnaire/messages'
import type { Answers, QuestionnaireDefinition } from '~/domain/questionnaire/types'

import { QuestionField, type FieldActions } from './QuestionField'
import { questionnaireStorageKey, useStoredAnswers, type FormProgress } from './useStoredAnswers'

export interface SubmittedAssessment {
  id: string
}

/** The words a form uses for its steps and buttons: the comprehensive assessment's by default (doc 2 §2). */
export interface FormWording {
  step: (index: number, total: number) => string
  back: string
  next: string
  submit: string
  submitting: string
  /** Show 'Section n of N: title' above the progress bar. */
  sections: boolean
  /** Without `sections`: show the current section's title (the leading step's own) instead of the form's title. */
  sectionTitles?: boolean
}

export const COMPREHENSIVE_WORDING: FormWording = {
  step: (index, total) => `Page ${index + 1} of ${total}`,
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  submitting: 'Submitting...',
  sections: true,
}

/** The words to show beside each field with a problem, by question id (or field name). */
export type FieldErrors = Record<string, string>

/** The first problem of each field, in the words said beside it. */
export function fieldErrors(problems: FieldProblem[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const p of problems) errors[p.question] ??= p.field ?? p.message
  return errors
}

/** A step before the definition's pages, drawn by the caller (the signup's account step): counted in 'Step n of N'. */
export interface LeadingStep {
  title: string
  intro?: string
  /** Drawn with the problems to show beside its fields. */
  content: (errors: FieldErrors) => ReactNode
  /** The step's problems on Next (and again on Submit); the first one's message is the toast. */
  problems: () => FieldProblem[]
}

/** Who receives the answers: the signed-in customer through POST /api/questionnaire/submit, or the caller's own submit. */
export type Submitter =
  | { userId: string; onSubmitted: (assessment: SubmittedAssessment) => void }
  | {
      /** Where this tab keeps the answers (decision 0006); the caller forgets them once they are taken. */
      storageKey: string
      /** Sends the checked answers; the caller says how it went. */
      submitAnswers: (answers: Answers) => void
      submitting: boolean
    }

/**
 * A questionnaire drawn from its definition (doc 2 §2, §4, §5): one page at a
 * time with 'N% Complete' and 'Page N of total', Back and Next across
 * sections, every problem shown as a toast, answers kept for this tab until
 * submitted, then POST /api/questionnaire/submit (or the caller's submit).
 * `added` answers (the signup's name and e-mail) join the answers at submission.
 */
export function QuestionnaireForm({
  definition,
  submitter,
  wording = COMPREHENSIVE_WORDING,
  leadingStep,
  added,
  prefill,
  children,
}: {
  definition: QuestionnaireDefinition
  submitter: Submitter
  wording?: FormWording
  leadingStep?: LeadingStep
  added?: Answers
  /** Answers a new form starts with (her current HRT makes `taking_hrt` "Currently using it"); she can change them. */
  prefill?: Answers
  /** Shown under the form (the signup's way to sign in instead). */
  children?: ReactNode
}) {
  const toast = useToast()
  const dismissToast = useDismissToast()
  const positions = useMemo(() => pagePositions(definition), [definition])
  const offset = leadingStep ? 1 : 0
  const total = positions.length + offset
  const fresh = useCallback((): FormProgress => ({ page: 0, answers: { ...initialAnswers(definition), ...prefill } }), [definition, prefill])
  const storageKey = 'storageKey' in submitter ? submitter.storageKey : questionnaireStorageKey(submitter.userId, definition.assessment_type)
  const [state, setState, clear] = useStoredAnswers(storageKey, fresh)
  const [posting, setSubmitting] = useState(false)
  const submitting = 'submitting' in submitter ? submitter.submitting : posting
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const moved = useRef(false)
  // The page whose problems are shown beside its fields: set when leaving it was refused, until they are fixed.
  const [checked, setChecked] = useState<number | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)

  const index = Math.min(Math.max(state.page, 0), total - 1)
  const onLeadingStep = leadingStep !== undefined && index < offset
  const position = onLeadingStep ? null : positions[index - offset]
  const isLast = nextPage(index, total) === null

  useEffect(() => {
    // Focus the new page's heading after Back or Next, not on first load.
    if (!moved.current) return
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [index])

  /** The problems of the page on screen, for these answers. */
  const problemsHere = (answers: Answers): FieldProblem[] =>
    position ? pageProblems(definition, position.page, answers) : (leadingStep?.problems() ?? [])
  const shownProblems = checked === index ? problemsHere(state.answers) : []
  const errors = fieldErrors(shownProblems)

  useEffect(() => {
    // Once every problem of the refused page is fixed, its message goes too.
    if (checked !== index || shownProblems.length > 0) return
    setChecked(null)
    dismissToast()
  }, [checked, index, shownProblems.length, dismissToast])

  useEffect(() => {
    // After a refusal, the first field with a problem takes the focus.
    if (focusRequest === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  const update = useCallback((change: (answers: Answers) => Answers) => setState((s) => ({ ...s, answers: change(s.answers) })), [setState])
  // The answers as last rendered: a refused change is decided (and toasted) once, outside the state update.
  const answersRef = useRef(state.answers)
  answersRef.current = state.answers
  const apply = useCallback(
    (change: (answers: Answers) => ChangeResult) => {
      const result = change(answersRef.current)
      if (result.refused) return toast({ type: 'error', message: result.refused })
      answersRef.current = result.answers
      setState((s) => ({ ...s, answers: result.answers }))
    },
    [setState, toast],
  )

  const actions: FieldActions = useMemo(
    () => ({
      set: (id, value) => update((a) => setAnswer(a, id, value)),
      toggle: (question, value) => apply((a) => toggleOption(definition, a, question, value)),
      otherText: (question, text) => apply((a) => setOtherText(definition, a, question, text)),
      experienced: (id, experienced) => update((a) => setExperienced(a, id, experienced)),
      severity: (id, severity) => update((a) => setSeverity(a, id, severity)),
    }),
    [apply, update, definition],
  )

  /** To another page: a message about the page she leaves does not follow her. */
  function go(page: number | null) {
    if (page === null) return
    moved.current = true
    dismissToast()
    setChecked(null)
    setState((s) => ({ ...s, page }))
  }

  /** Leaving this page is refused: its problems beside their fields, the first in the message, the focus on the first field. */
  function refuse(problems: FieldProblem[]) {
    setChecked(index)
    setFocusRequest((n) => n + 1)
    toast({ type: 'error', message: problems[0]!.message })
  }

  /** Where a page's name is needed in a message: 'Page 5 of 17: Your body'. */
  const pageName = (page: number) => `${wording.step(page, total)}: ${page < offset ? leadingStep!.title : positions[page - offset]!.page.title}`

  /** To the page a problem is on, with the problem shown there. */
  function goToProblem(page: number, message: string) {
    go(page)
    setChecked(page)
    setFocusRequest((n) => n + 1)
    toast({ type: 'error', message })
  }

  /** A problem on another page: the message names the page and offers to go there. */
  function elsewhere(page: number, message: string) {
    toast({
      type: 'error',
      message: `${message} (${pageName(page)})`,
      action: { label: `Go to ${wording.step(page, total).toLowerCase()}`, onClick: () => goToProblem(page, message) },
    })
  }

  function onNext() {
    const problems = problemsHere(state.answers)
    if (problems.length > 0) return refuse(problems)
    go(nextPage(index, total))
  }

  /** The server refused the answers: say so, naming the page it is about when that can be told. */
  function refused(answers: Answers, detail: string) {
    const page = pageOfMessage(definition, answers, detail)
    if (page === null || page + offset === index) return toast({ type: 'error', message: detail })
    elsewhere(page + offset, detail)
  }

  async function onSubmit() {
    const answers = { ...state.answers, ...added }
    const here = problemsHere(answers)
    if (here.length > 0) return refuse(here)
    const other = firstPageWithProblems(definition, answers)
    if (other) return elsewhere(other.index + offset, other.problems[0]!.message)
    const leadingProblems = leadingStep?.problems() ?? []
    if (leadingProblems.length > 0) {
      // After a reload the account step has lost its password: back to it, saying why.
      return goToProblem(0, leadingProblems[0]!.message)
    }
    const problem = validateSubmission(definition, answers)
    if (problem) return toast({ type: 'error', message: problem })
    if ('submitAnswers' in submitter) return submitter.submitAnswers(keptAnswers(definition, answers))
    setSubmitting(true)
    try {
      const response = await fetch('/api/questionnaire/submit', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...keptAnswers(definition, answers),
          user_id: submitter.userId,
          assessment_type: definition.assessment_type,
          version: definition.version,
        }),
      })
      const body = (await response.json().catch(() => null)) as { id?: string; detail?: string } | null
      if (!response.ok || !body?.id) {
        if (response.status === 400 && body?.detail) refused(answers, body.detail)
        else toast({ type: 'error', message: body?.detail || SUBMISSION_MESSAGES.failed })
        return
      }
      toast({ type: 'success', message: SUBMISSION_MESSAGES.completed })
      clear()
      submitter.onSubmitted({ id: body.id })
    } catch {
      toast({ type: 'error', message: SUBMISSION_MESSAGES.failed })
    } finally {
      setSubmitting(false)
    }
  }

  // The consent question links to the privacy notice (issue 35), in a new tab so her answers stay on screen.
  const consentQuestions = new Set(definition.submit.flatMap((rule) => (rule.rule === 'consent' ? [rule.question] : [])))
  const percent = percentComplete(index, total)
  const questions = position ? visibleQuestions(position.page, state.answers) : []
  const title = position ? position.page.title : leadingStep!.title
  const intro = position ? position.page.intro : leadingStep!.intro

  return (
    <section aria-labelledby="questionnaire-page-title" className="space-y-6" data-testid="questionnaire">
      <div className="card p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <p className="font-semibold text-brand-800">
            {wording.sections && position
              ? `Section ${position.sectionIndex + 1} of ${definition.sections.length}: ${position.section.title}`
              : wording.sectionTitles
                ? (position?.section.title ?? title)
                : definition.title}
          </p>
          <p className="text-slate-700">
            <span data-testid="progress-percent">{percent}% Complete</span>
            <span aria-hidden="true"> · </span>
            <span data-testid="progress-page">{wording.step(index, total)}</span>
          </p>
        </div>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (isLast) void onSubmit()
          else onNext()
        }}
        className="card space-y-6 p-4 sm:p-6"
      >
        <div>
          <h2 id="questionnaire-page-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
        </div>
        <div className="space-y-6">
          {onLeadingStep
            ? leadingStep!.content(errors)
            : questions.map((question) => (
                <div key={question.id}>
                  <QuestionField question={question} answers={state.answers} actions={actions} error={errors[question.id]} />
                  {consentQuestions.has(question.id) ? (
                    <p className="mt-2 text-sm text-slate-700">
                      What we do with your answers, who else handles them and your rights:{' '}
                      <Link to="/privacy" target="_blank" className="font-semibold text-brand-700 underline underline-offset-2">
                        our privacy notice (opens in a new tab)
                      </Link>
                    </p>
                  ) : null}
                </div>
              ))}
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={() => go(previousPage(index))} disabled={previousPage(index) === null || submitting}>
            {wording.back}
          </Button>
          {isLast ? (
            <Button type="submit" disabled={submitting}>
              {submitting ? wording.submitting : wording.submit}
            </Button>
          ) : (
            <Button type="submit">{wording.next}</Button>
          )}
        </div>
      </form>
      {children}
    </section>
  )
}
