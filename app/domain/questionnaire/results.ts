/**
 * What the results view, the history cards and the PDF report say about one
 * assessment (doc 2 §2, §7, §9): symptoms reported, high-priority symptoms
 * (severity 7 or more) and the stress level out of 6.
 */
import type { SymptomQuestion } from './types'
import { HIGH_PRIORITY_SEVERITY } from '../constants'

export interface ReportedSymptom {
  id: string
  text: string
  severity: number
}

function asSymptom(value: unknown): { experienced: boolean; severity: number } | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const { experienced, severity } = value as { experienced?: unknown; severity?: unknown }
  if (typeof experienced !== 'boolean') return null
  return { experienced, severity: typeof severity === 'number' && Number.isFinite(severity) ? severity : 0 }
}

/** The experienced symptoms, most severe first (ties in the definition's order). */
export function reportedSymptoms(questions: readonly SymptomQuestion[], responses: Record<string, unknown>): ReportedSymptom[] {
  const reported: ReportedSymptom[] = []
  for (const q of questions) {
    const answer = asSymptom(responses[q.id])
    if (answer?.experienced) reported.push({ id: q.id, text: q.text, severity: answer.severity })
  }
  return reported.sort((a, b) => b.severity - a.severity)
}

export function highPrioritySymptoms(reported: readonly ReportedSymptom[]): ReportedSymptom[] {
  return reported.filter((s) => s.severity >= HIGH_PRIORITY_SEVERITY)
}

export interface ResultSummary {
  symptoms_reported: number
  high_priority: number
  /** 0–6, or null when not answered. */
  stress_level: number | null
}

export function resultSummary(questions: readonly SymptomQuestion[], responses: Record<string, unknown>): ResultSummary {
  const reported = reportedSymptoms(questions, responses)
  const stress = responses.stress_level
  return {
    symptoms_reported: reported.length,
    high_priority: highPrioritySymptoms(reported).length,
    stress_level: typeof stress === 'number' ? stress : null,
  }
}
