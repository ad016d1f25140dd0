/**
 * Answers in words, for the results view, the PDF report and the admin: the
 * same text wherever an answer is read back.
 */
import { OTHER_OPTION, otherTextId, type Question } from './types'

export const NOT_ANSWERED = 'Not answered'

function optionLabel(question: Question, value: unknown): string {
  if ('options' in question) {
    const option = question.options.find((o) => o.value === value)
    if (option) return option.label ?? String(option.value)
  }
  return String(value)
}

/** One answer as text; `responses` supplies the Other text. */
export function answerText(question: Question, responses: Record<string, unknown>): string {
  const value = responses[question.id]
  if (value === undefined || value === null || value === '') return NOT_ANSWERED
  const other = responses[otherTextId(question.id)]
  const withOther = (label: string) => (label === OTHER_OPTION && typeof other === 'string' && other ? `Other: ${other}` : label)
  switch (question.kind) {
    case 'checkbox':
      if (!Array.isArray(value) || value.length === 0) return NOT_ANSWERED
      return value.map((v) => withOther(optionLabel(question, v))).join(', ')
    case 'radio':
    case 'select':
      return withOther(optionLabel(question, value))
    case 'slider': {
      const word = typeof value === 'number' ? question.valueLabels?.[value - question.min] : undefined
      return `${String(value)}/${question.max}${word ? ` (${word})` : ''}`
    }
    case 'number':
      return `${String(value)}${question.unit ? ` ${question.unit}` : ''}`
    case 'symptom': {
      const answer = value as { experienced?: boolean; severity?: number }
      return answer.experienced ? `Yes, severity ${answer.severity ?? 0}/10` : 'No'
    }
    default:
      return String(value)
  }
}

/** The person's name as the report shows it, or 'Client' (doc 2 §7). */
export function clientName(responses: Record<string, unknown>): string {
  const part = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
  return [part(responses.first_name), part(responses.last_name)].filter(Boolean).join(' ') || 'Client'
}

/**
 * Doc 2 §7: '<Name_with_underscores>_Menopause_Assessment.pdf'. Characters a
 * file system refuses are dropped.
 */
export function reportFileName(name: string): string {
  const printable = [...name].filter((c) => c.charCodeAt(0) >= 32).join('')
  const safe = printable
    .trim()
    .replace(/[\\/:*?"<>|]+/g, '')
    .replace(/\s+/g, '_')
  return `${safe || 'Client'}_Menopause_Assessment.pdf`
}
