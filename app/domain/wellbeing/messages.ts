/**
 * The words of support, in one place: the card on the dashboard and the
 * check-in page, the support page and the progress summary's signposting.
 * Calm and plain; nothing alarming.
 */
import { SUPPORT_CONTACTS, type SupportContact } from './support-contacts'
import type { SupportGroup } from './support-contacts'
import type { SupportReason } from './support-rules'

export const SUPPORT_PAGE_PATH = '/support'

export const SUPPORT_MESSAGES = {
  pageTitle: 'Need support now?',
  linkText: 'Need support now?',
  notAlone: "You don't have to manage this on your own.",
  /**
   * Why the card shows. A journal match is not named: the words read the same
   * to anyone who sees them (a stored summary, a shared screen), and she is
   * not told her journal was searched, only that help is there.
   */
  openings: {
    low_mood: "You've told us your mood has been very low. You don't have to manage this on your own.",
    journal: "If things feel very hard right now, you don't have to manage this on your own.",
  } satisfies Record<SupportReason, string>,
  moreSupport: 'More ways to get support',
  hideForToday: 'Hide until tomorrow',
  hidden: 'Hidden until tomorrow. Support is always a click away at the foot of every page.',
  groups: {
    see_gp: 'Talk to your GP or practice nurse',
    talk_now: 'If you need to talk to someone now',
    urgent: 'For urgent help',
    emergency: 'In an emergency',
  } satisfies Record<SupportGroup, string>,
} as const

/** The card's opening: why it is shown, and that she is not alone. */
export function supportOpening(reason: SupportReason): string {
  return SUPPORT_MESSAGES.openings[reason]
}

/**
 * The progress summary's signposting paragraph, in place of lifestyle tips:
 * the card's opening and every contact, as running text.
 */
export function signpostingParagraph(reason: SupportReason, contacts: readonly SupportContact[] = SUPPORT_CONTACTS): string {
  return [supportOpening(reason), ...contacts.map((c) => c.in_words)].join(' ')
}
