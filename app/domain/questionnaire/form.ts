/**
 * How a questionnaire behaves (doc 2 §4 and §5), as pure functions over a
 * definition and the answers: which questions show, where Back and Next go,
 * what changing an answer clears, and what stops the customer going on.
 * The screen calls these; the server calls the same validation.
 */
import { MEASUREMENT_FIELDS } from './measurements'
import {
  OTHER_OPTION,
  otherTextId,
  type AnswerValue,
  type Answers,
  type CheckboxQuestion,
  type ChoiceQuestion,
  type Page,
  type Question,
  type QuestionnaireDefinition,
  type Section,
  type SymptomAnswer,
} from './types'

export interface PagePosition {
  /** 0-based over the whole questionnaire. */
  index: number
  sectionIndex: number
  /** 0-based within its section. */
  pageInSection: number
  section: Section
  page: Page
}

export function pagePositions(definition: QuestionnaireDefinition): PagePosition[] {
  const positions: PagePosition[] = []
  definition.sections.forEach((section, sectionIndex) => {
    section.pages.forEach((page, pageInSection) => {
      positions.push({ index: positions.length, sectionIndex, pageInSection, section, page })
    })
  })
  return positions
}

/** Every question of the definition: the pages' in order, then those added at submission. */
export function allQuestions(definition: QuestionnaireDefinition): Question[] {
  return [...definition.sections.flatMap((s) => s.pages.flatMap((p) => p.questions)), ...(definition.addedAtSubmission ?? [])]
}

export function findQuestion(definition: QuestionnaireDefinition, id: string): Question | undefined {
  return allQuestions(definition).find((q) => q.id === id)
}

export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** Doc 2 §4: a question shows only while its condition holds. */
export function isVisible(question: Question, answers: Answers): boolean {
  const condition = question.condition
  if (!condition) return true
  const value = answers[condition.question]
  if ('equals' in condition) return value === condition.equals
  return !isEmptyAnswer(value)
}

export function visibleQuestions(page: Page, answers: Answers): Question[] {
  return page.questions.filter((q) => isVisible(q, answers))
}

/** 'N% Complete' for page `index` (0-based) of `total`: the share of pages reached. */
export function percentComplete(index: number, total: number): number {
  return Math.round(((index + 1) / total) * 100)
}

/** Back: the previous page, across sections; none before page one. */
export function previousPage(index: number): number | null {
  return index > 0 ? index - 1 : null
}

/** Next: the following page, across sections; none after the last (Submit instead). */
export function nextPage(index: number, total: number): number | null {
  return index < total - 1 ? index + 1 : null
}

/** The answers a new form starts with: each slider at its starting value. */
export function initialAnswers(definition: QuestionnaireDefinition): Answers {
  const answers: Answers = {}
  for (const q of allQuestions(definition)) if (q.kind === 'slider') answers[q.id] = q.initial
  return answers
}

/** Sets one answer. Choosing a measurement system clears weight, height and waist (doc 2 §4). */
export function setAnswer(answers: Answers, id: string, value: AnswerValue | undefined): Answers {
  const next: Answers = { ...answers, [id]: value }
  if (id === 'measurement_system' && answers[id] !== value) {
    for (const field of MEASUREMENT_FIELDS) delete next[field]
  }
  if (value === undefined) delete next[id]
  return next
}

function symptomAnswer(value: AnswerValue | undefined): SymptomAnswer | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined
}

/** Doc 2 §4: a symptom not experienced has severity 0; unticking resets it to 0. */
export function setExperienced(answers: Answers, id: string, experienced: boolean): Answers {
  const previous = symptomAnswer(answers[id])
  return { ...answers, [id]: { experienced, severity: experienced ? (previous?.severity ?? 0) : 0 } }
}

export function setSeverity(answers: Answers, id: string, severity: number): Answers {
  const previous = symptomAnswer(answers[id])
  if (!previous?.experienced) return answers
  return { ...answers, [id]: { experienced: true, severity } }
}

export function selectedValues(answers: Answers, id: string): string[] {
  const value = answers[id]
  return Array.isArray(value) ? value : []
}

export function capMessage(definition: QuestionnaireDefinition, max: number): string {
  return definition.messages.cap.replace('{n}', String(max))
}

export interface ChangeResult {
  answers: Answers
  /** A message to show instead of the change (the selection cap). */
  refused?: string
}

/**
 * Ticks or unticks one option of a checkbox group. A group with a cap refuses
 * one more ('You can only select up to 6 options'); an exclusive option ("None
 * of these") clears the others and the others clear it; unticking Other clears
 * its text (doc 2 §4).
 */
export function toggleOption(definition: QuestionnaireDefinition, answers: Answers, question: CheckboxQuestion, value: string): ChangeResult {
  const selected = selectedValues(answers, question.id)
  if (selected.includes(value)) {
    const next = { ...answers, [question.id]: selected.filter((v) => v !== value) }
    if (value === OTHER_OPTION) delete next[otherTextId(question.id)]
    return { answers: next }
  }
  const exclusive = new Set(question.options.filter((o) => o.exclusive).map((o) => String(o.value)))
  let kept = exclusive.has(value) ? [] : selected.filter((v) => !exclusive.has(v))
  if (question.maxSelections !== undefined && kept.length >= question.maxSelections) {
    return { answers, refused: capMessage(definition, question.maxSelections) }
  }
  kept = [...kept, value]
  const order = question.options.map((o) => String(o.value))
  kept.sort((a, b) => order.indexOf(a) - order.indexOf(b))
  const next = { ...answers, [question.id]: kept }
  if (!kept.includes(OTHER_OPTION)) delete next[otherTextId(question.id)]
  return { answers: next }
}

/** Typing in an Other box ticks Other (doc 2 §4); a radio question moves to Other. */
export function setOtherText(
  definition: QuestionnaireDefinition,
  answers: Answers,
  question: CheckboxQuestion | ChoiceQuestion,
  text: string,
): ChangeResult {
  const id = otherTextId(question.id)
  if (text === '') {
    const next = { ...answers }
    delete next[id]
    return { answers: next }
  }
  if (question.kind === 'checkbox') {
    let base = answers
    if (!selectedValues(answers, question.id).includes(OTHER_OPTION)) {
      const ticked = toggleOption(definition, answers, question, OTHER_OPTION)
      if (ticked.refused) return ticked
      base = ticked.answers
    }
    return { answers: { ...base, [id]: text } }
  }
  return { answers: { ...answers, [question.id]: OTHER_OPTION, [id]: text } }
}

function fill(template: string, question: Question): string {
  return template.replace('{question}', question.text)
}

/** The first problem with one question's answer, or null. */
export function questionProblem(definition: QuestionnaireDefinition, question: Question, answers: Answers): string | null {
  const value = answers[question.id]
  if (question.kind === 'symptom') {
    const answer = symptomAnswer(value)
    if (question.required && typeof answer?.experienced !== 'boolean') {
      return question.requiredMessage ?? fill(definition.messages.symptom, question)
    }
    return null
  }
  const messages = definition.messages
  if (question.required && isEmptyAnswer(value)) {
    const isText = question.kind === 'text' || question.kind === 'email' || question.kind === 'tel' || question.kind === 'textarea'
    const template = (isText ? messages.requiredText : question.kind === 'checkbox' ? messages.requiredCheckbox : undefined) ?? messages.required
    return question.requiredMessage ?? fill(template, question)
  }
  if (question.kind === 'checkbox' && question.exactSelections !== undefined && !isEmptyAnswer(value)) {
    if (selectedValues(answers, question.id).length !== question.exactSelections) {
      return question.exactMessage ?? fill((messages.exact ?? messages.required).replace('{n}', String(question.exactSelections)), question)
    }
  }
  return null
}

/** Doc 2 §5, on Next: the first visible required question left unanswered, in page order. */
export function validatePage(definition: QuestionnaireDefinition, page: Page, answers: Answers): string | null {
  for (const question of visibleQuestions(page, answers)) {
    const problem = questionProblem(definition, question, answers)
    if (problem) return problem
  }
  return null
}

/** Doc 2 §5: '+' and the country code, then the number (spaces, hyphens and brackets allowed). */
const PHONE_WITH_COUNTRY_CODE = /^\+\d[\d\s()-]*$/

function text(value: AnswerValue | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * Doc 2 §5, on Submit (in the browser and again on the server): the
 * definition's submit rules in its order (for the comprehensive assessment:
 * the priorities count, consent, the contact fields, the phone's country
 * code), then every page's required questions.
 */
export function validateSubmission(definition: QuestionnaireDefinition, answers: Answers): string | null {
  for (const check of definition.submit) {
    const value = answers[check.question]
    const failed =
      check.rule === 'exact'
        ? selectedValues(answers, check.question).length !== check.count
        : check.rule === 'consent'
          ? !selectedValues(answers, check.question).includes(check.phrase)
          : check.rule === 'filled'
            ? !text(value)
            : !PHONE_WITH_COUNTRY_CODE.test(text(value))
    if (failed) return check.message
  }
  for (const { page } of pagePositions(definition)) {
    const problem = validatePage(definition, page, answers)
    if (problem) return problem
  }
  return null
}

/**
 * The answers worth keeping: visible questions only (a hidden question's old
 * answer is dropped), empty answers left out, Other text only beside Other.
 */
export function keptAnswers(definition: QuestionnaireDefinition, answers: Answers): Answers {
  const kept: Answers = {}
  for (const question of allQuestions(definition)) {
    if (!isVisible(question, answers)) continue
    const value = answers[question.id]
    if (isEmptyAnswer(value)) continue
    kept[question.id] = typeof value === 'string' ? value.trim() : value
    if ('other' in question && question.other) {
      const chosen = question.kind === 'checkbox' ? selectedValues(answers, question.id).includes(OTHER_OPTION) : value === OTHER_OPTION
      const other = text(answers[otherTextId(question.id)])
      if (chosen && other) kept[otherTextId(question.id)] = other
    }
  }
  return kept
}
