import { useCallback, useEffect, useRef, useState } from 'react'

import type { Answers } from '~/domain/questionnaire/types'

export interface FormProgress {
  page: number
  answers: Answers
}

/** Where a customer's answers to one questionnaire are kept in this tab. */
export function questionnaireStorageKey(userId: string, assessmentType: string): string {
  return `questionnaire:${userId}:${assessmentType}`
}

/** Forgets the answers kept for a questionnaire (a retake starts again on page one). */
export function forgetStoredAnswers(key: string): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // nothing stored
  }
}

function read(key: string): FormProgress | null {
  try {
    const raw = window.sessionStorage.getItem(key)
    if (!raw) return null
    const value = JSON.parse(raw) as FormProgress
    if (typeof value?.page !== 'number' || !value.answers || typeof value.answers !== 'object') return null
    return value
  } catch {
    return null
  }
}

/**
 * The form's answers and page, kept in sessionStorage under `key` so a reload
 * loses nothing; sessionStorage belongs to this tab only and is gone when the
 * tab closes. The server render starts from `initial`; the stored copy is
 * restored once the page is interactive.
 */
export function useStoredAnswers(key: string, initial: () => FormProgress) {
  const [state, setState] = useState<FormProgress>(initial)
  const restored = useRef(false)

  useEffect(() => {
    const stored = read(key)
    if (stored) setState(stored)
    restored.current = true
  }, [key])

  useEffect(() => {
    if (!restored.current) return
    try {
      window.sessionStorage.setItem(key, JSON.stringify(state))
    } catch {
      // Storage full or blocked: the form still works, it just will not survive a reload.
    }
  }, [key, state])

  const clear = useCallback(() => {
    forgetStoredAnswers(key)
    setState(initial())
  }, [key, initial])

  return [state, setState, clear] as const
}
