/**
 * Doc 2 §4 and §9: the comprehensive assessment can be retaken once per
 * calendar month. Months are compared in UTC, the server's clock, so the
 * browser and the server always agree. The date shown when it is too early is
 * the latest completion plus 30 days, as the spec says (it can be later than
 * the first day it is really allowed).
 */
import { DAY_MS } from '../calendar'
import { RETAKE_DISPLAY_DAYS } from '../constants'

function monthIndex(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth()
}

/** Allowed with no earlier assessment, or when the latest is from an earlier calendar month. */
export function canRetake(latestCompletedAt: string | null, now: Date): boolean {
  if (!latestCompletedAt) return true
  return monthIndex(now) > monthIndex(new Date(latestCompletedAt))
}

/** The date shown as 'Available Next Month': the latest completion plus 30 days. */
export function nextAvailableDate(latestCompletedAt: string): Date {
  return new Date(new Date(latestCompletedAt).getTime() + RETAKE_DISPLAY_DAYS * DAY_MS)
}

export interface RetakeStatus {
  allowed: boolean
  /** ISO date-time, present when not allowed. */
  next_available: string | null
}

export function retakeStatus(latestCompletedAt: string | null, now: Date): RetakeStatus {
  const allowed = canRetake(latestCompletedAt, now)
  return { allowed, next_available: allowed || !latestCompletedAt ? null : nextAvailableDate(latestCompletedAt).toISOString() }
}
