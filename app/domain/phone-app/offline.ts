/**
 * The words of the app with no signal (docs/features/phone-app.md): calm, and
 * plain about what is shown and what will happen.
 */
export const OFFLINE_MESSAGES = {
  title: "You're offline",
  notSaved: "This page isn't saved on this phone yet, so it can't open without a connection.",
  savedPages: 'Pages you have opened before on this phone still open:',
  tryAgain: 'When you have a signal again, reload the page to carry on.',
  /** The support on the offline page: her region's lines that answer day and night (all regions' when not known). */
  supportTitle: 'Need support now?',
  supportAnyTime: 'These answer day and night, even when this app cannot connect:',
  supportAllRegions: 'We do not know where you are, so here are the numbers that answer day and night across the UK, in each part of it, and outside it:',
  supportOtherRegions: 'Somewhere else?',
  supportAnywhereInUk: 'Anywhere in the UK',
  supportIn: 'Also in',
  /** Under a low check-in kept on the phone: her words are read once it is sent, the numbers are there now. */
  lowCheckinSupport: 'If things feel very hard right now, the support numbers open on this phone without a signal:',
  lowCheckinSupportLink: 'Need support now?',
  checkinSaved: "Saved on this phone: it will be sent when you're back online",
  checkinSent: 'Your check-in saved on this phone has been sent.',
  checkinRefused: 'A check-in saved on this phone could not be sent:',
  checkinNotSaved: 'Your check-in could not be saved on this phone. Please keep a note of it and try again when you are back online.',
  dayTaken: 'This day already has a saved check-in: the one kept on the phone was not saved over it.',
  conflictTitle: 'This day already has a saved check-in',
  conflictBody: 'Your check-in saved on this phone has not replaced it. Which one do you want to keep?',
  keepSaved: 'Keep the saved one',
  keepPhone: 'Replace it with the one from this phone',
  notKnownOffline: 'Offline, this phone cannot tell whether this day has a check-in: if it has, you will be asked before it is replaced.',
} as const

/** "You're offline: showing what you saw at 14:05", the time on her clock. */
export function offlineCopyNotice(savedAt: Date, timeZone: string, now = new Date()): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(savedAt)
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d)
  if (day(savedAt) === day(now)) return `You're offline: showing what you saw at ${time}`
  const date = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(savedAt)
  return `You're offline: showing what you saw on ${date} at ${time}`
}

export const OFFLINE_PAGE_LINKS = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/checkin', label: 'Check-in' },
  { href: '/progress', label: 'Progress' },
  { href: '/meal-plans', label: 'Meal plans' },
  { href: '/content', label: 'Content' },
] as const

/**
 * A check-in kept on the phone with mood at or below this offers the support
 * page at once (it opens offline); the server's rules read the rest once it is
 * sent. The same figure as the low-mood rule's (`LOW_MOOD_RULE.lowMoodMax`;
 * tests/unit/support-safety-net.test.ts holds them equal), kept here so the
 * check-in page does not load the rules.
 */
export const OFFLINE_LOW_MOOD_MAX = 3

