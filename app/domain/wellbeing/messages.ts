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
    /** Her assessment's words or its low-mood answer: worded as the journal's, naming neither. */
    assessment: "If things feel very hard right now, you don't have to manage this on your own.",
  } satisfies Record<SupportReason, string>,
  /** The urgent card's first words, when her words speak of a plan, a method, a time or an act. */
  urgentLead: 'If you might act on these thoughts, or have already, call 999 or go to A&E now.',
  /** The same outside the UK, where 999 is not her number. */
  urgentLeadElsewhere: 'If you might act on these thoughts, or have already, call your local emergency number or go to the nearest emergency department now.',
  urgentNotAlone: 'You can also talk to someone at any time, day or night:',
  urgentCollapse: 'Show less',
  urgentExpand: 'Show every number',
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

/**
 * The contacts in the order the urgent card reads them: 999 and A&E first,
 * then the 24-hour lines, then urgent NHS help, then her GP.
 */
export function urgentOrder(contacts: readonly SupportContact[]): SupportContact[] {
  const rank: Record<SupportGroup, number> = { emergency: 0, talk_now: 1, urgent: 2, see_gp: 3 }
  return [...contacts].sort((a, b) => rank[a.group] - rank[b.group])
}
