/**
 * Every cookie the service sets and everything it keeps in the browser, as
 * the privacy notice lists them. The code that sets a cookie takes its name
 * and lifetime from here; tests/unit/privacy-processors.test.ts fails when
 * code sets a cookie this table does not list.
 */
import { SESSION_MAX_AGE_SECONDS } from '../constants'
import { countOf } from '../plural'

export interface CookieEntry {
  name: string
  /** Who gets it, in the notice's words. */
  who: string
  purpose: string
  maxAgeSeconds: number
}

export const COOKIES = {
  session: {
    name: 'session_token',
    who: 'You, once signed in',
    purpose: 'Keeps you signed in. Signing out deletes it and ends the session on our side.',
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
  },
  toast: {
    name: 'toast',
    who: 'Anyone',
    purpose: 'Carries a one-line message, such as “Welcome back!”, to the next page.',
    maxAgeSeconds: 60,
  },
  oauthState: {
    name: 'oauth_state',
    who: 'Anyone using “Continue with Google”',
    purpose: 'Protects “Continue with Google” against forgery while you sign in.',
    maxAgeSeconds: 10 * 60,
  },
  timeZone: {
    name: 'tz',
    who: 'Anyone',
    purpose: 'Your device’s time zone, so dates are on your clock.',
    maxAgeSeconds: 365 * 24 * 60 * 60,
  },
  staffSession: {
    name: 'payload-token',
    who: 'Staff only',
    purpose: 'Keeps wellness staff signed in to the admin portal. Never set for customers.',
    maxAgeSeconds: 8 * 60 * 60,
  },
} as const satisfies Record<string, CookieEntry>

/** What the pages keep in the browser itself, never sent to us. */
export const DEVICE_STORAGE = [
  {
    what: 'Your unfinished questionnaire answers',
    where: 'this browser tab (sessionStorage), so a reload loses nothing; gone when you close the tab or submit',
  },
  {
    what: 'Your sleep notes',
    where: 'this device only (localStorage): they are never sent to us',
  },
] as const

/** “30 days”, “10 minutes”, “8 hours”: a lifetime in words. */
export function lifetimeInWords(seconds: number): string {
  const units: [number, string][] = [
    [24 * 60 * 60, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ]
  for (const [size, unit] of units) {
    if (seconds >= size && seconds % size === 0) {
      const n = seconds / size
      return countOf(n, unit)
    }
  }
  return `${seconds} seconds`
}
