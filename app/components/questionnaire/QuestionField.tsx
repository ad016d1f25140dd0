import { useId, type CSSProperties, type ReactNode } from 'react'

import { SLIDER_FILL } from '~/components/checkin/RatingSlider'

import { selectedValues } from '~/domain/questionnaire/form'
import { SEVERITY_BAND_WORDS, severityBand, type SeverityBand } from '~/domain/questionnaire/symptoms'
import {
  OTHER_OPTION,
  otherTextId,
  type Answers,
  type CheckboxQuestion,
  type ChoiceQuestion,
  type NumberQuestion,
  type Question,
  type SliderQuestion,
  type SymptomQuestion,
  type TextQuestion,
} from '~/domain/questionnaire/types'

/** What a question can ask the form to do; the form applies the domain's rules. */
export interface FieldActions {
  set: (id: string, value: Answers[string]) => void
  toggle: (question: CheckboxQuestion, value: string) => void
  otherText: (question: CheckboxQuestion | ChoiceQuestion, text: string) => void
  experienced: (id: string, experienced: boolean) => void
  severity: (id: string, severity: number) => void
}

interface FieldProps<Q extends Question> {
  question: Q
  answers: Answers
  actions: FieldActions
  /** What is wrong with the answer, said beside it (issue 28); the form decides when to show it. */
  error?: string
}

/** The look of a labelled text field, shared with the signup's account step. */
export const INPUT =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'
export const LEGEND = 'text-base font-semibold text-slate-900'
export const HELP = 'mt-1 text-sm text-slate-600'

function Required({ question }: { question: Question }) {
  return question.required ? (
    <span className="ml-1 text-brand-700" aria-hidden="true">
      *
    </span>
  ) : null
}

/**
 * A field's problem, under it: words and an icon, not colour alone. Its id is
 * `<field id>-error`, which the control names in `aria-describedby`.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800" data-testid="field-error">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 h-4 w-4 shrink-0 fill-red-700">
        <circle cx="8" cy="8" r="8" />
        <rect x="7" y="3.5" width="2" height="6" rx="1" fill="#fff" />
        <circle cx="8" cy="12" r="1.1" fill="#fff" />
      </svg>
      {message}
    </p>
  )
}

/** The ids a control is described by: its help, then its problem. */
export function describedBy(id: string, help: boolean, error: string | undefined): string | undefined {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** A question's label, its control, its help text and its problem, tied together for screen readers. */
function Labelled({ id, question, error, children }: { id: string; question: Question; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={LEGEND}>
        {question.text}
        <Required question={question} />
      </label>
      {children}
      {question.help ? (
        <p id={`${id}-help`} className={HELP}>
          {question.help}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  )
}

/** The border of a control with a problem. */
const INVALID = ' border-red-700 ring-1 ring-red-700'

function TextField({ question, answers, actions, error }: FieldProps<TextQuestion>) {
  const id = useId()
  const value = typeof answers[question.id] === 'string' ? (answers[question.id] as string) : ''
  const common = {
    id,
    name: question.id,
    value,
    maxLength: question.maxLength,
    autoComplete: question.autoComplete,
    placeholder: question.placeholder,
    'aria-required': question.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(question.help), error),
    className: INPUT + (error ? INVALID : ''),
  }
  return (
    <Labelled id={id} question={question} error={error}>
      {question.kind === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(e) => actions.set(question.id, e.target.value)} />
      ) : (
        <input {...common} type={question.kind} onChange={(e) => actions.set(question.id, e.target.value)} />
      )}
    </Labelled>
  )
}

function NumberField({ question, answers, actions, error }: FieldProps<NumberQuestion>) {
  const id = useId()
  const value = answers[question.id]
  return (
    <Labelled id={id} question={question} error={error}>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          name={question.id}
          type="number"
          inputMode="numeric"
          min={question.min}
          max={question.max}
          step={question.step}
          value={typeof value === 'number' ? value : ''}
          aria-required={question.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(question.help), error)}
          onChange={(e) => {
            const n = e.target.value === '' ? NaN : Number(e.target.value)
            actions.set(question.id, Number.isFinite(n) ? n : undefined)
          }}
          className={`${INPUT} mt-0 max-w-[10rem]${error ? INVALID : ''}`}
        />
        {question.unit ? <span className="text-slate-700">{question.unit}</span> : null}
      </div>
    </Labelled>
  )
}

function SelectField({ question, answers, actions, error }: FieldProps<ChoiceQuestion>) {
  const id = useId()
  const value = answers[question.id]
  return (
    <Labelled id={id} question={question} error={error}>
      <select
        id={id}
        name={question.id}
        value={value === undefined ? '' : String(value)}
        aria-required={question.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(question.help), error)}
        onChange={(e) => {
          const option = question.options.find((o) => String(o.value) === e.target.value)
          actions.set(question.id, option?.value)
        }}
        className={`${INPUT} max-w-xs${error ? INVALID : ''}`}
      >
        <option value="">Select…</option>
        {question.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label ?? o.value}
          </option>
        ))}
      </select>
    </Labelled>
  )
}

function OtherText({ question, answers, actions, label }: FieldProps<CheckboxQuestion | ChoiceQuestion> & { label: string }) {
  const id = useId()
  const value = answers[otherTextId(question.id)]
  return (
    <div className="ml-7 mt-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={otherTextId(question.id)}
        type="text"
        maxLength={200}
        placeholder="Please tell us"
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => actions.otherText(question, e.target.value)}
        className={`${INPUT} max-w-md`}
      />
    </div>
  )
}

const CHOICE = 'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50'
const BOX = 'mt-0.5 h-4 w-4 shrink-0 accent-brand-600'

function RadioField({ question, answers, actions, error }: FieldProps<ChoiceQuestion>) {
  const id = useId()
  const value = answers[question.id]
  return (
    <fieldset aria-describedby={describedBy(id, Boolean(question.help), error)}>
      <legend className={LEGEND}>
        {question.text}
        <Required question={question} />
      </legend>
      {question.help ? (
        <p id={`${id}-help`} className={HELP}>
          {question.help}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {question.options.map((o) => (
          <label key={String(o.value)} className={CHOICE}>
            <input
              type="radio"
              name={question.id}
              value={String(o.value)}
              checked={value === o.value}
              aria-invalid={error ? true : undefined}
              onChange={() => actions.set(question.id, o.value)}
              className={BOX}
            />
            <span>{o.label ?? o.value}</span>
          </label>
        ))}
      </div>
      {question.other ? <OtherText question={question} answers={answers} actions={actions} label={`${question.text}: other`} /> : null}
      <FieldError id={id} message={error} />
    </fieldset>
  )
}

function CheckboxField({ question, answers, actions, error }: FieldProps<CheckboxQuestion>) {
  const id = useId()
  const selected = selectedValues(answers, question.id)
  const many = question.options.length > 12
  return (
    <fieldset aria-describedby={describedBy(id, true, error)}>
      <legend className={LEGEND}>
        {question.text}
        <Required question={question} />
      </legend>
      <p id={`${id}-help`} className={HELP}>
        {question.help}
        {question.maxSelections !== undefined ? (
          <span className="ml-1 font-semibold text-slate-800" data-testid={`${question.id}-count`} aria-live="polite">
            {selected.length} of {question.maxSelections} selected
          </span>
        ) : null}
      </p>
      <div className={`mt-2 grid gap-2 ${many ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {question.options.map((o) => {
          const value = String(o.value)
          return (
            <label key={value} className={CHOICE}>
              <input
                type="checkbox"
                name={question.id}
                value={value}
                checked={selected.includes(value)}
                aria-invalid={error ? true : undefined}
                onChange={() => actions.toggle(question, value)}
                className={BOX}
              />
              <span>{o.label ?? value}</span>
            </label>
          )
        })}
      </div>
      {question.other && question.options.some((o) => o.value === OTHER_OPTION) ? (
        <OtherText question={question} answers={answers} actions={actions} label={`${question.text}: other`} />
      ) : null}
      <FieldError id={id} message={error} />
    </fieldset>
  )
}

const BAND_STYLE: Record<SeverityBand, string> = {
  red: 'bg-red-100 text-red-800',
  yellow: 'bg-amber-100 text-amber-900',
  green: 'bg-green-100 text-green-800',
}
/** The brand colour for sliders without a severity band (brand-600). */
const BRAND_FILL = '#be185d'

function rangeStyle(value: number, min: number, max: number, colour: string): CSSProperties {
  return { '--range-fill': `${((value - min) / (max - min)) * 100}%`, '--range-colour': colour } as CSSProperties
}

function SliderField({ question, answers, actions }: FieldProps<SliderQuestion>) {
  const id = useId()
  const raw = answers[question.id]
  const value = typeof raw === 'number' ? raw : question.initial
  const word = question.valueLabels?.[value - question.min]
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className={LEGEND}>
          {question.text}
        </label>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800" data-testid={`${question.id}-value`}>
          {value}/{question.max}
          {word ? ` · ${word}` : ''}
        </span>
      </div>
      <input
        id={id}
        name={question.id}
        type="range"
        min={question.min}
        max={question.max}
        step={question.step}
        value={value}
        aria-valuetext={`${value} out of ${question.max}${word ? `, ${word}` : ''}`}
        onChange={(e) => actions.set(question.id, Number(e.target.value))}
        className="range mt-3"
        style={rangeStyle(value, question.min, question.max, BRAND_FILL)}
      />
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{question.minLabel}</span>
        <span>{question.maxLabel}</span>
      </div>
    </div>
  )
}

function SymptomField({ question, answers, actions, error }: FieldProps<SymptomQuestion>) {
  const id = useId()
  const answer = answers[question.id] as { experienced?: boolean; severity?: number } | undefined
  const experienced = answer?.experienced
  const severity = answer?.severity ?? 0
  const band = severityBand(severity)
  return (
    <fieldset
      className={`rounded-xl border bg-white p-4 ${error ? 'border-red-700' : 'border-slate-200'}`}
      data-testid={`symptom-${question.id}`}
      aria-describedby={describedBy(id, true, error)}
    >
      <legend className="sr-only">{question.text}</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900" aria-hidden="true">
            {question.text}
          </p>
          <p id={`${id}-help`} className="text-sm text-slate-600">
            {question.help}
          </p>
        </div>
        <div className="flex gap-2">
          {[
            { label: 'No', value: false },
            { label: 'Yes', value: true },
          ].map((choice) => (
            <label
              key={choice.label}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
            >
              <input
                type="radio"
                name={question.id}
                checked={experienced === choice.value}
                aria-invalid={error ? true : undefined}
                onChange={() => actions.experienced(question.id, choice.value)}
                className="h-4 w-4 accent-brand-600"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </div>
      {experienced ? (
        <div className="mt-3">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={`${id}-severity`} className="text-sm font-medium text-slate-800">
              How much does it bother you?
            </label>
            <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${BAND_STYLE[band]}`} data-testid={`${question.id}-severity`} data-colour={band}>
              {severity}/10 · {SEVERITY_BAND_WORDS[band]}
            </span>
          </div>
          <input
            id={`${id}-severity`}
            type="range"
            min={question.severityMin}
            max={question.severityMax}
            step={1}
            value={severity}
            aria-valuetext={`${severity} out of 10, ${SEVERITY_BAND_WORDS[band].toLowerCase()}`}
            onChange={(e) => actions.severity(question.id, Number(e.target.value))}
            className="range mt-2"
            style={rangeStyle(severity, question.severityMin, question.severityMax, SLIDER_FILL[band])}
          />
          <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
            <span>0 · barely</span>
            <span>10 · severely</span>
          </div>
        </div>
      ) : null}
      <FieldError id={id} message={error} />
    </fieldset>
  )
}

/** One question of a definition, drawn by its kind. */
export function QuestionField(props: FieldProps<Question>) {
  const { question } = props
  switch (question.kind) {
    case 'text':
    case 'email':
    case 'tel':
    case 'textarea':
      return <TextField {...props} question={question} />
    case 'number':
      return <NumberField {...props} question={question} />
    case 'select':
      return <SelectField {...props} question={question} />
    case 'radio':
      return <RadioField {...props} question={question} />
    case 'checkbox':
      return <CheckboxField {...props} question={question} />
    case 'slider':
      return <SliderField {...props} question={question} />
    case 'symptom':
      return <SymptomField {...props} question={question} />
  }
}
