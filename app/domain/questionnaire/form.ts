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
  type NumberQuestion,
  type Question,
  type QuestionnaireDefinition,
  type Section,
  type SubmitRule,
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

/** How a unit reads in a message ('between 20 and 70 inches'). */
const UNIT_WORDS: Record<string, string> = { in: 'inches', ft: 'feet' }

/** A number outside its question's range, said with its unit; the browser and the server say the same. */
export function rangeMessage(question: NumberQuestion): string {
  const unit = question.unit ? ` ${UNIT_WORDS[question.unit] ?? question.unit}` : ''
  return `${question.text}: enter a number between ${question.min} and ${question.max}${unit}`
}

export function wholeNumberMessage(question: NumberQuestion): string {
  return `${question.text}: enter a whole number`
}

export function tooLongMessage(question: Question & { maxLength: number }): string {
  return `${question.text}: at most ${question.maxLength} characters`
}

/** The first problem with one question's answer, or null: a required answer missing, the wrong count, a number out of range. */
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
  if (question.kind === 'number' && typeof value === 'number') {
    if (value < question.min || value > question.max) return rangeMessage(question)
    if (question.step === 1 && !Number.isInteger(value)) return wholeNumberMessage(question)
  }
  if ('maxLength' in question && typeof value === 'string' && value.length > question.maxLength) return tooLongMessage(question)
  return null
}

/** Doc 2 §5: '+' and the country code, then the number (spaces, hyphens and brackets allowed). */
const PHONE_WITH_COUNTRY_CODE = /^\+\d[\d\s()-]*$/

function text(value: AnswerValue | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** Whether one of the definition's submit rules fails for these answers. */
function ruleFails(check: SubmitRule, answers: Answers): boolean {
  const value = answers[check.question]
  switch (check.rule) {
    case 'exact':
      return selectedValues(answers, check.question).length !== check.count
    case 'consent':
      return !selectedValues(answers, check.question).includes(check.phrase)
    case 'filled':
      return !text(value)
    case 'phone':
      return !PHONE_WITH_COUNTRY_CODE.test(text(value))
  }
}

/** One answer's problem, said beside its field and in the message. */
export interface FieldProblem {
  /** The question's id (or, on the signup's account step, the field's name). */
  question: string
  /** What the message (toast) says. */
  message: string
  /** What is said beside the field, when it differs from `message`. */
  field?: string
}

function fieldWords(definition: QuestionnaireDefinition, message: string): string | undefined {
  const { required, symptom, requiredField } = definition.messages
  return requiredField && (message === required || message === symptom) ? requiredField : undefined
}

/**
 * Every problem of one page, one per question, in page order: each visible
 * question's own (required, count, range), else the first submit rule of the
 * definition about it that fails. So a phone number
 * without its country code is refused on the page that asks for it, not at
 * the final Submit (issue 28).
 */
export function pageProblems(definition: QuestionnaireDefinition, page: Page, answers: Answers): FieldProblem[] {
  const visible = visibleQuestions(page, answers)
  const problems: FieldProblem[] = []
  for (const question of visible) {
    const message = questionProblem(definition, question, answers)
    if (message) problems.push({ question: question.id, message, field: fieldWords(definition, message) })
  }
  const onPage = new Set(visible.map((q) => q.id))
  for (const check of definition.submit) {
    if (!onPage.has(check.question) || problems.some((p) => p.question === check.question)) continue
    if (ruleFails(check, answers)) problems.push({ question: check.question, message: check.message, field: fieldWords(definition, check.message) })
  }
  // In the order she meets them on the page, so the message is about the field that takes the focus.
  const order = visible.map((q) => q.id)
  return problems.sort((a, b) => order.indexOf(a.question) - order.indexOf(b.question))
}

/**
 * One message for several problems on one screen (the test form): the single
 * problem's own words, else every field it concerns by name, so none is
 * found only after the first is fixed.
 */
export function problemsMessage(definition: QuestionnaireDefinition, problems: FieldProblem[]): string | null {
  if (problems.length === 0) return null
  if (problems.length === 1) return problems[0]!.message
  const names = problems.map((p) => {
    const question = findQuestion(definition, p.question)
    return question ? (question.shortText ?? question.text) : p.question
  })
  return `Please complete the ${problems.length} marked fields: ${names.join(', ')}`
}

/** Doc 2 §5, on Next: the first problem of the page (see `pageProblems`). */
export function validatePage(definition: QuestionnaireDefinition, page: Page, answers: Answers): string | null {
  return pageProblems(definition, page, answers)[0]?.message ?? null
}

/**
 * Doc 2 §5, on Submit (in the browser and again on the server): the
 * definition's submit rules in its order (for the comprehensive assessment:
 * the priorities count, consent, the contact fields, the phone's country
 * code), then every page's problems.
 */
export function validateSubmission(definition: QuestionnaireDefinition, answers: Answers): string | null {
  for (const check of definition.submit) if (ruleFails(check, answers)) return check.message
  for (const { page } of pagePositions(definition)) {
    const problem = validatePage(definition, page, answers)
    if (problem) return problem
  }
  return null
}

/** The first page (0-based over the definition's pages) with a problem, and its problems; null when every page is fine. */
export function firstPageWithProblems(definition: QuestionnaireDefinition, answers: Answers): { index: number; problems: FieldProblem[] } | null {
  for (const { index, page } of pagePositions(definition)) {
    const problems = pageProblems(definition, page, answers)
    if (problems.length > 0) return { index, problems }
  }
  return null
}

/**
 * The page a refusal is about (0-based), or null: the page whose problem is
 * said in exactly these words, else the page of the visible question the
 * message names ("Age: …", "Please give a valid answer for: Age"), the
 * longest question text first so "Age" does not match "Menopause stage".
 */
export function pageOfMessage(definition: QuestionnaireDefinition, answers: Answers, message: string): number | null {
  const positions = pagePositions(definition)
  for (const { index, page } of positions) {
    if (pageProblems(definition, page, answers).some((p) => p.message === message)) return index
  }
  const named = positions
    .flatMap(({ index, page }) => visibleQuestions(page, answers).map((question) => ({ index, question })))
    .filter(({ question }) => message.includes(question.text))
    .sort((a, b) => b.question.text.length - a.question.text.length)
  return named[0]?.index ?? null
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
