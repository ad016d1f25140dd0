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

/** A question's label, its control and its help text, tied together for screen readers. */
function Labelled({ id, question, children }: { id: string; question: Question; children: ReactNode }) {
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
    </div>
  )
}

function TextField({ question, answers, actions }: FieldProps<TextQuestion>) {
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
    'aria-describedby': question.help ? `${id}-help` : undefined,
    className: INPUT,
  }
  return (
    <Labelled id={id} question={question}>
      {question.kind === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(e) => actions.set(question.id, e.target.value)} />
      ) : (
        <input {...common} type={question.kind} onChange={(e) => actions.set(question.id, e.target.value)} />
      )}
    </Labelled>
  )
}

function NumberField({ question, answers, actions }: FieldProps<NumberQuestion>) {
  const id = useId()
  const value = answers[question.id]
  return (
    <Labelled id={id} question={question}>
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
          aria-describedby={question.help ? `${id}-help` : undefined}
          onChange={(e) => {
            const n = e.target.value === '' ? NaN : Number(e.target.value)
            actions.set(question.id, Number.isFinite(n) ? n : undefined)
          }}
          className={`${INPUT} mt-0 max-w-[10rem]`}
        />
        {question.unit ? <span className="text-slate-700">{question.unit}</span> : null}
      </div>
    </Labelled>
  )
}

function SelectField({ question, answers, actions }: FieldProps<ChoiceQuestion>) {
  const id = useId()
  const value = answers[question.id]
  return (
    <Labelled id={id} question={question}>
      <select
        id={id}
        name={question.id}
        value={value === undefined ? '' : String(value)}
        aria-required={question.required || undefined}
        onChange={(e) => {
          const option = question.options.find((o) => String(o.value) === e.target.value)
          actions.set(question.id, option?.value)
        }}
        className={`${INPUT} max-w-xs`}
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

function RadioField({ question, answers, actions }: FieldProps<ChoiceQuestion>) {
  const id = useId()
  const value = answers[question.id]
  return (
    <fieldset aria-describedby={question.help ? `${id}-help` : undefined}>
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
              onChange={() => actions.set(question.id, o.value)}
              className={BOX}
            />
            <span>{o.label ?? o.value}</span>
          </label>
        ))}
      </div>
      {question.other ? <OtherText question={question} answers={answers} actions={actions} label={`${question.text}: other`} /> : null}
    </fieldset>
  )
}

function CheckboxField({ question, answers, actions }: FieldProps<CheckboxQuestion>) {
  const id = useId()
  const selected = selectedValues(answers, question.id)
  const many = question.options.length > 12
  return (
    <fieldset aria-describedby={`${id}-help`}>
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

function SymptomField({ question, answers, actions }: FieldProps<SymptomQuestion>) {
  const id = useId()
  const answer = answers[question.id] as { experienced?: boolean; severity?: number } | undefined
  const experienced = answer?.experienced
  const severity = answer?.severity ?? 0
  const band = severityBand(severity)
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`symptom-${question.id}`} aria-describedby={`${id}-help`}>
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
