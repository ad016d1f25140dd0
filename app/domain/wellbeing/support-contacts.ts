/**
 * Who to turn to when she is struggling: the one settings table for the
 * support page, the dashboard and check-in card, the progress summary and
 * `GET /api/user/wellbeing-support`. A team in another country changes the
 * contacts here (and `checked_on` and `sources` with them); nothing else
 * holds a number. tests/unit/wellbeing-support.test.ts fails when the check
 * is older than `review_within_days`, so the numbers are looked at again.
 */
import { daysBetween } from '../checkins'

export interface SupportAction {
  kind: 'call' | 'text'
  /** As a person reads and dials it: '116 123'. */
  number: string
  /** For a text: the word to send. */
  message?: string
  /** The words on the link or button: 'Call Samaritans on 116 123'. */
  label: string
}

/** When she would turn to them: the support page's sections, in this order. */
export const SUPPORT_GROUPS = ['see_gp', 'talk_now', 'urgent', 'emergency'] as const
export type SupportGroup = (typeof SUPPORT_GROUPS)[number]

export interface SupportContactEntry {
  id: string
  group: SupportGroup
  name: string
  /** One plain sentence on what they offer and when. */
  description: string
  /** The same, as a sentence of running text (the progress summary). */
  in_words: string
  /** Null when there is nothing to dial (her own GP practice). */
  action: SupportAction | null
  /** Answers day and night, every day: what the offline page carries. */
  any_time?: boolean
}

export interface SupportContact extends SupportContactEntry {
  /** `tel:` or `sms:` link that opens the phone's dialler or messages app; null when there is no action. */
  href: string | null
  /** A web page to open instead of a number (the international directory of helplines). */
  url?: string
}

export const SUPPORT_SETTINGS = {
  /** Where these contacts apply. */
  region: 'United Kingdom',
  /** The day every number and sentence below was last checked against the sources. */
  checked_on: '2026-11-25',
  /** Look again at least this often: the unit test fails after it. */
  review_within_days: 183,
  sources: [
    { name: 'NHS: Where to get urgent help for mental health', url: 'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/' },
    { name: 'Samaritans: Contact us', url: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/' },
    { name: 'Shout 85258: Get help', url: 'https://giveusashout.org/get-help/' },
    { name: 'NHS 111', url: 'https://111.nhs.uk/' },
  ],
  contacts: [
    {
      id: 'gp',
      group: 'see_gp',
      name: 'Your GP or practice nurse',
      description: 'They can talk through how you have been feeling and what might help. Ask your practice for an appointment, and say if it is urgent.',
      in_words: 'Please talk to your GP or practice nurse about how you have been feeling.',
      action: null,
    },
    {
      id: 'samaritans',
      any_time: true,
      group: 'talk_now',
      name: 'Samaritans',
      description: 'Someone to talk to about anything. Free to call, any time, day or night.',
      in_words: 'If you need to talk to someone now, you can call Samaritans on 116 123 (free, any time).',
      action: { kind: 'call', number: '116 123', label: 'Call Samaritans on 116 123' },
    },
    {
      id: 'shout',
      any_time: true,
      group: 'talk_now',
      name: 'Shout',
      description: 'If you would rather text: free and confidential, any time.',
      in_words: 'If you would rather text, text SHOUT to 85258 (free, any time).',
      action: { kind: 'text', number: '85258', message: 'SHOUT', label: 'Text SHOUT to 85258' },
    },
    {
      id: 'nhs_111',
      any_time: true,
      group: 'urgent',
      name: 'NHS 111',
      description: 'For urgent help. In England, choose option 2 for mental health.',
      in_words: 'For urgent help, call NHS 111; in England, choose option 2 for mental health.',
      action: { kind: 'call', number: '111', label: 'Call NHS 111' },
    },
    {
      id: 'emergency',
      any_time: true,
      group: 'emergency',
      name: '999 or A&E',
      description: 'In an emergency, or if you might act on thoughts of ending your life, call 999 or go to A&E.',
      in_words: 'In an emergency, or if you might act on thoughts of ending your life, call 999 or go to A&E.',
      action: { kind: 'call', number: '999', label: 'Call 999' },
    },
  ],
} as const satisfies {
  region: string
  checked_on: string
  review_within_days: number
  sources: readonly { name: string; url: string }[]
  contacts: readonly SupportContactEntry[]
}

/** The digits a phone dials: spaces and dashes dropped, a leading + kept. */
function dialable(number: string): string {
  return number.replace(/[^\d+]/g, '')
}

/**
 * `tel:116123`, or `sms:85258?&body=SHOUT`: the `?&` form pre-fills the
 * message on both iOS (which reads `&body=`) and Android (which reads the
 * query); where it does not, the number still opens and the label says what
 * to send.
 */
export function supportHref(action: SupportAction | null): string | null {
  if (!action) return null
  const to = dialable(action.number)
  if (action.kind === 'call') return `tel:${to}`
  return action.message ? `sms:${to}?&body=${encodeURIComponent(action.message)}` : `sms:${to}`
}

/** Every contact, in the order she should read them, each with its link. */
export const SUPPORT_CONTACTS: readonly SupportContact[] = SUPPORT_SETTINGS.contacts.map((contact) => ({
  ...contact,
  href: supportHref(contact.action),
}))

/** Whether the contacts are due to be checked again on `today` ('YYYY-MM-DD'). */
export function supportContactsReviewDue(today: string, settings: { checked_on: string; review_within_days: number } = SUPPORT_SETTINGS): boolean {
  return daysBetween(settings.checked_on, today) > settings.review_within_days
}

// ---------------------------------------------------------------------------
// The right numbers for where she is
// ---------------------------------------------------------------------------

/** Where she is, for the numbers she is offered: `PUT /api/user/wellbeing-support { region }`. */
export const SUPPORT_REGIONS = ['england', 'wales', 'scotland', 'northern_ireland', 'elsewhere'] as const
export type SupportRegion = (typeof SUPPORT_REGIONS)[number]

export const SUPPORT_REGION_NAMES: Record<SupportRegion, string> = {
  england: 'England',
  wales: 'Wales',
  scotland: 'Scotland',
  northern_ireland: 'Northern Ireland',
  elsewhere: 'Outside the UK',
}

/** Until she chooses: England when her time zone is the UK's, else elsewhere (no UK number offered as hers). */
export function defaultSupportRegion(timeZone: string | null | undefined): SupportRegion {
  return timeZone === 'Europe/London' ? 'england' : 'elsewhere'
}

const byId = (id: string): SupportContactEntry => {
  const found = SUPPORT_SETTINGS.contacts.find((c) => c.id === id)
  if (!found) throw new Error(`No support contact ${id}`)
  return found
}

/**
 * Each region's contacts, in the order she reads them, and the official pages
 * they were checked against. Samaritans and Shout answer across the UK; NHS
 * 111's mental health option differs by nation, and Northern Ireland has no
 * 111 for it (Lifeline is its crisis line).
 */
export const REGIONAL_SUPPORT: Record<SupportRegion, { checked_on: string; sources: readonly { name: string; url: string }[]; contacts: readonly SupportContactEntry[] }> = {
  england: {
    checked_on: SUPPORT_SETTINGS.checked_on,
    sources: SUPPORT_SETTINGS.sources,
    contacts: SUPPORT_SETTINGS.contacts,
  },
  wales: {
    checked_on: '2026-11-28',
    sources: [
      { name: 'NHS 111 Wales: Mental health support (111 press 2)', url: 'https://111.wales.nhs.uk/' },
      { name: 'Samaritans: Contact us', url: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/' },
      { name: 'Shout 85258: Get help', url: 'https://giveusashout.org/get-help/' },
    ],
    contacts: [
      byId('gp'),
      byId('samaritans'),
      byId('shout'),
      {
        id: 'nhs_111_wales',
        any_time: true,
        group: 'urgent',
        name: 'NHS 111 Wales',
        description: 'For urgent mental health help, call 111 and choose option 2, any time.',
        in_words: 'For urgent help, call NHS 111 Wales and choose option 2 for mental health (free, any time).',
        action: { kind: 'call', number: '111', label: 'Call NHS 111 Wales, option 2' },
      },
      byId('emergency'),
    ],
  },
  scotland: {
    checked_on: '2026-11-28',
    sources: [
      { name: 'NHS 24: Mental health (111)', url: 'https://www.nhs24.scot/our-services/mental-health-services/' },
      { name: 'Breathing Space', url: 'https://breathingspace.scot/' },
      { name: 'Samaritans: Contact us', url: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/' },
      { name: 'Shout 85258: Get help', url: 'https://giveusashout.org/get-help/' },
    ],
    contacts: [
      byId('gp'),
      byId('samaritans'),
      byId('shout'),
      {
        id: 'breathing_space',
        group: 'talk_now',
        name: 'Breathing Space',
        description: "Scotland's free, confidential line for anyone feeling low or anxious, evenings and weekends.",
        in_words: 'In Scotland you can also call Breathing Space on 0800 83 85 87 (free, evenings and weekends).',
        action: { kind: 'call', number: '0800 83 85 87', label: 'Call Breathing Space on 0800 83 85 87' },
      },
      {
        id: 'nhs_24',
        any_time: true,
        group: 'urgent',
        name: 'NHS 24 on 111',
        description: 'For urgent mental health help in Scotland, call 111 and choose the mental health option, any time.',
        in_words: 'For urgent help in Scotland, call NHS 24 on 111 and choose the mental health option (free, any time).',
        action: { kind: 'call', number: '111', label: 'Call NHS 24 on 111' },
      },
      byId('emergency'),
    ],
  },
  northern_ireland: {
    checked_on: '2026-11-28',
    sources: [
      { name: 'Lifeline', url: 'https://www.lifelinehelpline.info/' },
      { name: 'nidirect: Mental health crisis', url: 'https://www.nidirect.gov.uk/articles/mental-health-crisis' },
      { name: 'Samaritans: Contact us', url: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/' },
      { name: 'Shout 85258: Get help', url: 'https://giveusashout.org/get-help/' },
    ],
    contacts: [
      byId('gp'),
      {
        id: 'lifeline',
        any_time: true,
        group: 'urgent',
        name: 'Lifeline',
        description: "Northern Ireland's crisis line: free, confidential, any time, day or night.",
        in_words: 'In Northern Ireland, for urgent help call Lifeline on 0808 808 8000 (free, any time).',
        action: { kind: 'call', number: '0808 808 8000', label: 'Call Lifeline on 0808 808 8000' },
      },
      byId('samaritans'),
      byId('shout'),
      byId('emergency'),
    ],
  },
  elsewhere: {
    checked_on: '2026-11-28',
    sources: [{ name: 'Find A Helpline: free, confidential support in your country', url: 'https://findahelpline.com/' }],
    contacts: [
      {
        id: 'local_emergency',
        any_time: true,
        group: 'emergency',
        name: 'Your local emergency number',
        description: 'In an emergency, or if you might act on thoughts of ending your life, call your local emergency number or go to the nearest emergency department.',
        in_words: 'In an emergency, or if you might act on thoughts of ending your life, call your local emergency number or go to the nearest emergency department.',
        action: null,
      },
      {
        id: 'find_a_helpline',
        any_time: true,
        group: 'talk_now',
        name: 'Find A Helpline',
        description: 'A directory of free, confidential helplines in your country, many open day and night.',
        in_words: 'To find a free helpline in the country you are in, visit findahelpline.com.',
        action: null,
      },
      {
        id: 'gp_elsewhere',
        group: 'see_gp',
        name: 'Your doctor',
        description: 'They can talk through how you have been feeling and what might help.',
        in_words: 'Please talk to your doctor about how you have been feeling.',
        action: null,
      },
    ],
  },
}

const DIRECTORY_URL = 'https://findahelpline.com/'

/** A region's contacts, each with its link. */
export function contactsFor(region: SupportRegion): SupportContact[] {
  return REGIONAL_SUPPORT[region].contacts.map((contact) => ({
    ...contact,
    href: supportHref(contact.action),
    ...(contact.id === 'find_a_helpline' ? { url: DIRECTORY_URL } : {}),
  }))
}

/** Every region's contacts, hers first: the support page. */
export function regionsHersFirst(region: SupportRegion): SupportRegion[] {
  return [region, ...SUPPORT_REGIONS.filter((r) => r !== region)]
}

/**
 * What she can call day or night where she is, emergency first: the offline
 * page, shown by the service worker when there is no signal.
 */
export function roundTheClock(region: SupportRegion): SupportContact[] {
  const open = contactsFor(region).filter((c) => c.any_time)
  return [...open.filter((c) => c.group === 'emergency'), ...open.filter((c) => c.group !== 'emergency')]
}

/**
 * Every region's day-and-night lines without repeating one: those the whole
 * UK shares (999, Samaritans, Shout), then each nation's own (its NHS line or
 * Lifeline), then outside the UK. The offline page when she has not said
 * where she is.
 */
export function roundTheClockEverywhere(): {
  uk: SupportContact[]
  nations: { region: SupportRegion; lines: SupportContact[] }[]
  elsewhere: SupportContact[]
} {
  const nations = SUPPORT_REGIONS.filter((r) => r !== 'elsewhere')
  const shared = roundTheClock('england').filter((c) => nations.every((r) => roundTheClock(r).some((other) => other.id === c.id)))
  const sharedIds = new Set(shared.map((c) => c.id))
  return {
    uk: shared,
    nations: nations.map((region) => ({ region, lines: roundTheClock(region).filter((c) => !sharedIds.has(c.id)) })),
    elsewhere: roundTheClock('elsewhere'),
  }
}

