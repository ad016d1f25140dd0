/**
 * The privacy notice (/privacy, issue 35), written from the code's own facts:
 * the settings that name who runs the service, the processor table, the
 * retention table the housekeeping jobs purge by, and the cookie table the
 * code sets its cookies from. Pure: the page renders these sections, and
 * tests/unit/privacy-notice.test.ts reads them as a person would (length,
 * headings, every processor) and pins their words to the version below.
 *
 * Text may hold links as `[label](address)`; addresses are this site's own
 * paths, `https://`, `mailto:` or `tel:`.
 */
import { wordingVersion } from '../account/consents'
import { RATE_LIMITS } from '../constants'
import { RETENTION_DAYS, type RetentionKind } from '../retention'
import { COOKIES, DEVICE_STORAGE, lifetimeInWords } from './cookies'
import { processorsInUse, type ProcessorInUse, type SettingsLike } from './processors'
import { countOf } from '../plural'

/**
 * Raise `version` and set `updated` whenever the notice's words change; the
 * unit test then asks for the new `fingerprint` (the words for a fixed sample
 * configuration), so no change goes out without a new version and date.
 */
export const PRIVACY_NOTICE = {
  version: 3,
  updated: '2026-11-28',
  fingerprint: 'w-d9ef50bc',
} as const

/** The Information Commissioner's Office, the UK regulator (ico.org.uk, checked 2026-11-25). */
export const ICO = {
  name: 'Information Commissioner’s Office (ICO)',
  complaintUrl: 'https://ico.org.uk/make-a-complaint/',
  phone: '0303 123 1113',
  address: 'Information Commissioner’s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF',
} as const

/** Words per minute a reader manages on plain text (the usual adult silent-reading figure). */
export const READING_WORDS_PER_MINUTE = 200

export interface NoticeFacts {
  brand: string
  controller: { name: string | null; contact: string | null; dpo: string | null }
  processors: ProcessorInUse[]
  aiOffered: boolean
  /** The limits on abuse count in the database (RATE_LIMIT_STORE=database), not in the server's memory. */
  limitsInDatabase: boolean
}

function text(settings: SettingsLike, name: string): string | null {
  const value = settings[name]
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

export function noticeFacts(settings: SettingsLike): NoticeFacts {
  const processors = processorsInUse(settings)
  return {
    brand: text(settings, 'BRAND_NAME') ?? 'Liberate',
    controller: { name: text(settings, 'CONTROLLER_NAME'), contact: text(settings, 'CONTROLLER_CONTACT'), dpo: text(settings, 'DPO_CONTACT') },
    processors,
    aiOffered: processors.some((p) => p.id === 'openai'),
    limitsInDatabase: text(settings, 'RATE_LIMIT_STORE') === 'database',
  }
}

export type NoticeBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }

export interface NoticeSection {
  id: string
  heading: string
  blocks: NoticeBlock[]
}

/** How each retention period reads in the notice; typed over the table, so a new kind cannot go unsaid. */
const RETENTION_WORDS: Record<RetentionKind, (period: string) => string> = {
  endedSessions: (p) => `Records of sign-ins that have ended: deleted ${p} after they end.`,
  usedSignInTokens: (p) => `Single-use sign-in codes and password-reset links: deleted ${p} after they are used or run out.`,
  finishedJobs: (p) => `Finished background tasks, such as writing a meal plan: deleted ${p} after they finish.`,
  outboxMessages: (p) => `Copies of the e-mails we send you, in our outbox: deleted after ${p}.`,
  rateLimitWindows: (p) => `Counters behind the limits on repeated sign-in attempts and similar misuse (e-mail addresses in them kept only as scrambled digests): deleted ${p} after their window ends.`,
  jobClaims: (p) => `Marks that stop scheduled work, such as reminders, from running twice; they hold nothing about you: deleted after ${p}.`,
  staffAuditLog: (p) => `The log of wellness staff opening your records: deleted after ${p}, or with your account.`,
}

/** “7 days”, “2 years”; periods shorter than a day in hours. */
export function periodInWords(days: number, small: 'day' | 'hour' = 'day'): string {
  if (days >= 365 && days % 365 === 0) return `${days / 365} year${days === 365 ? '' : 's'}`
  if (small === 'hour' && days < 1) {
    const hours = Math.round(days * 24)
    return countOf(hours, 'hour')
  }
  return countOf(days, 'day')
}

/** The longest window a limit on abuse keeps a client address for (RATE_LIMITS `…PerAddress`). */
function longestAddressWindowSeconds(): number {
  return Math.max(...Object.entries(RATE_LIMITS).filter(([name]) => name.endsWith('PerAddress')).map(([, limit]) => limit.windowSeconds))
}

function mail(address: string): string {
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `[${address}](mailto:${address})` : address
}

function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

export const NOTICE_UPDATED_WORDS = formatDate(PRIVACY_NOTICE.updated)

/** The notice's sections for this copy of the service. */
export function privacyNotice(facts: NoticeFacts): NoticeSection[] {
  const { brand, controller } = facts
  const who = controller.name ?? `The organisation that runs this copy of ${brand}`
  const contact = controller.contact ? mail(controller.contact) : null

  const collected: string[][] = [
    [
      'Your account: name, e-mail address, password (stored scrambled, so no one can read it), the phone number you give in a questionnaire, and your Google account number and picture if you sign in with Google',
      'To run your account and keep it secure',
      'Our contract with you',
    ],
    [
      'Your health information: questionnaire answers, check-ins, journals, symptoms, sleep (watch files read on-device) and food logs, foods you are allergic to or avoid, your treatments (such as HRT) and bleeding log',
      'To track how you feel, and to write your summaries, meal plans and shopping lists',
      'Your explicit consent',
    ],
    [
      'The same health information, except the foods you are allergic to or avoid, shown to the wellness team that supports you',
      'So they can support you',
      'Your explicit consent, given in the questionnaires',
    ],
    ...(facts.aiOffered
      ? [['Parts of it, sent to OpenAI', 'So AI can write your summaries and meal plans, only if you say yes', 'Your explicit consent, asked for separately']]
      : []),
    ['Your plan, payments and subscription', `To charge for ${brand}+ and keep our accounts`, 'Our contract with you, and the law on keeping accounts'],
    ['A postcode or location you search with', 'To find grocery shops near you. It is not stored', 'Our contract with you'],
    [
      'Your internet (IP) address',
      facts.limitsInDatabase
        ? `To limit repeated sign-in attempts. Kept only as a scrambled digest, for its ${periodInWords(longestAddressWindowSeconds() / 86_400, 'hour')} window at most, and deleted within ${periodInWords(RETENTION_DAYS.rateLimitWindows)} after it`
        : `To limit repeated sign-in attempts. Kept in the server’s memory for at most ${periodInWords(longestAddressWindowSeconds() / 86_400, 'hour')}, never stored`,
      'Our legitimate interest in keeping accounts safe',
    ],
    ['When each sign-in started and ends', 'To keep your account secure and let you sign out everywhere', 'Our legitimate interest in keeping accounts safe'],
    ['When wellness staff open your records', 'So that every look at your data is on record', 'Our legitimate interest, and our duty to keep your data secure'],
    ['Messages the wellness team sends you, which you have read, and the library items you rate', 'To support you', 'Our contract with you'],
    [
      'Your reminder settings and time zone, and copies of the e-mails we send you',
      'To send the reminders and e-mails you asked for, and to show you what we sent',
      'Our contract with you',
    ],
  ]

  const sections: NoticeSection[] = [
    {
      id: 'who',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'p',
          text: `${who} runs ${brand} and is responsible for your data (the “controller”, in data protection law).${controller.name ? '' : ' It has not yet given its name here.'}`,
        },
        {
          kind: 'p',
          text: contact
            ? `Write to us at ${contact} about anything in this notice.`
            : 'It has not yet published a contact address here. Until it does, you can see, download and delete your data yourself on your [account page](/account).',
        },
        ...(controller.dpo ? [{ kind: 'p' as const, text: `Our data protection officer: ${mail(controller.dpo)}.` }] : []),
      ],
    },
    {
      id: 'what',
      heading: 'What we collect and why',
      blocks: [
        {
          kind: 'p',
          text: 'Much of what you tell us is health information. The law treats it with special care: we use it only with your explicit consent, and you can withdraw that consent at any time.',
        },
        { kind: 'table', caption: 'What we collect, what for, and the law we rely on', head: ['What', 'What for', 'Our lawful basis'], rows: collected },
        { kind: 'p', text: 'We do not sell your data, show you adverts, or use your data for anything not listed here.' },
      ],
    },
    {
      id: 'ai',
      heading: 'AI: only with your say-so',
      blocks: facts.aiOffered
        ? [
            {
              kind: 'p',
              text: `${brand} can use AI from OpenAI to write your progress summaries and meal plans, but only if you say yes. We ask on the Progress and Meal plans pages, and you can change your answer on your [account page](/account#ai-heading) at any time.`,
            },
            { kind: 'p', text: 'If you say yes, we send OpenAI:' },
            {
              kind: 'list',
              items: [
                'your check-in ratings and logged sleep from the last 30 days, with each day given as “days ago” rather than a date;',
                'your journal notes, only if you also tick “Include my journal notes”, and at most 500 characters of each;',
                'for meal plans, the symptoms, health priorities and dietary needs from your latest assessment, and your average ratings.',
              ],
            },
            {
              kind: 'p',
              text: 'We never send your name, e-mail address or date of birth: we add your first name after the summary comes back. Each request carries a random request number, not your account number.',
            },
            {
              kind: 'p',
              text: 'OpenAI says it does not train its models on what businesses send through its API, and keeps it for up to 30 days to check for abuse before deleting it.',
            },
            {
              kind: 'p',
              text: 'If you say no, or withdraw, the app writes your summaries and meal plans itself and says so under each one (“Written by the app from your check-ins”).',
            },
          ]
        : [
            {
              kind: 'p',
              text: `This copy of ${brand} has no AI service set up. The app writes your summaries and meal plans itself, and nothing of yours goes to an AI service. If that changes, nothing will be sent until you say yes.`,
            },
          ],
    },
    {
      id: 'processors',
      heading: 'Who else handles your data',
      blocks: [
        {
          kind: 'p',
          text: `These services handle your data for us, only on our instructions. The list shows the ones this copy of ${brand} uses.`,
        },
        {
          kind: 'table',
          caption: 'Services that handle your data for us',
          head: ['Who', 'What for', 'What they receive', 'Where'],
          rows: facts.processors.map((p) => [p.consentOnly ? `${p.name} (only with your consent)` : p.name, p.purpose, p.receives, p.where]),
        },
        {
          kind: 'p',
          text: 'Some of these services are outside the UK. UK law protects those transfers: the country has a UK adequacy decision (as the European Economic Area has, and US companies certified under the UK Extension to the Data Privacy Framework), or our contract includes the UK International Data Transfer Addendum.',
        },
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'p',
          text: 'Your own records (check-ins and journal, assessments, meal plans, summaries, food and sleep logs, shopping lists and budget, messages, ratings and consents) are kept while you have an account, and deleted at once when you delete it.',
        },
        { kind: 'p', text: 'What we keep to run the service safely is deleted on a timetable:' },
        {
          kind: 'list',
          items: (Object.keys(RETENTION_DAYS) as RetentionKind[]).map((kind) => RETENTION_WORDS[kind](periodInWords(RETENTION_DAYS[kind]))),
        },
        {
          kind: 'p',
          text: 'Payment records stay after you delete your account, without your name or any health information, because we must keep financial records by law.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and tracking',
      blocks: [
        {
          kind: 'p',
          text: `There are no advertising or analytics trackers on ${brand}: nothing follows you to other sites. Our fonts and images come from our own server (your profile picture comes from Google if you sign in with Google).`,
        },
        { kind: 'p', text: 'We set only these cookies, each needed for the service to work, so we do not ask first.' },
        {
          kind: 'table',
          caption: 'The cookies we set',
          head: ['Cookie', 'What for', 'Who gets it', 'How long'],
          rows: Object.values(COOKIES).map((c) => [c.name, c.purpose, c.who, lifetimeInWords(c.maxAgeSeconds)]),
        },
        { kind: 'p', text: 'The pages also keep two things in your browser, which are never sent to us:' },
        { kind: 'list', items: DEVICE_STORAGE.map((d) => `${d.what}: ${d.where}.`) },
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights, and how to use them',
      blocks: [
        {
          kind: 'list',
          items: [
            'See and take your data: download everything we hold about you, in one file, on your [account page](/account).',
            'Delete your data: delete your account on your [account page](/account). Everything of yours goes at once.',
            'Withdraw consent: on your [account page](/account) you can stop sharing with the wellness team, or stop AI writing, at any time. What was done before you withdrew stays lawful.',
            `Correct your data: change a day’s check-in, take a questionnaire again, or ${contact ? `write to us at ${contact}` : 'write to us'}.`,
            `Object, or ask us to limit what we do with your data: ${contact ? `write to us at ${contact}` : 'write to us'}.`,
          ],
        },
        { kind: 'p', text: 'Using your rights costs nothing. We answer within one month.' },
      ],
    },
    {
      id: 'complain',
      heading: 'How to complain',
      blocks: [
        { kind: 'p', text: `If you are unhappy with how we use your data, please tell us first${contact ? ` at ${contact}` : ''}, so we can put it right.` },
        {
          kind: 'p',
          text: `You can also complain to the ${ICO.name}, the UK’s data protection regulator: online at [ico.org.uk/make-a-complaint](${ICO.complaintUrl}), by phone on [${ICO.phone}](tel:${ICO.phone.replace(/\s/g, '')}), or by post to ${ICO.address}.`,
        },
      ],
    },
  ]

  const fingerprint = noticeFingerprint(sections)
  return [
    ...sections,
    {
      id: 'changes',
      heading: 'Changes to this notice',
      blocks: [
        {
          kind: 'p',
          text: `This is version ${PRIVACY_NOTICE.version}, last updated on ${NOTICE_UPDATED_WORDS}. When we change how we use your data, we change this page, its version and its date. This copy’s fingerprint is ${fingerprint}: it changes whenever any word above changes, including the list of services.`,
        },
      ],
    },
  ]
}

/** Links read as their labels. */
export function plainText(value: string): string {
  return value.replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1')
}

/** Everything the sections say, as one plain text. */
export function noticeText(sections: readonly NoticeSection[]): string {
  const lines: string[] = []
  for (const section of sections) {
    lines.push(section.heading)
    for (const block of section.blocks) {
      if (block.kind === 'p') lines.push(block.text)
      else if (block.kind === 'list') lines.push(...block.items)
      else lines.push(block.caption, block.head.join(' | '), ...block.rows.map((row) => row.join(' | ')))
    }
  }
  return plainText(lines.join('\n'))
}

/** A short name that changes whenever any word of these sections changes. */
export function noticeFingerprint(sections: readonly NoticeSection[]): string {
  return wordingVersion(noticeText(sections))
}

export function wordCount(sections: readonly NoticeSection[]): number {
  return noticeText(sections).split(/\s+/).filter(Boolean).length
}

export function readingMinutes(sections: readonly NoticeSection[]): number {
  return Math.max(1, Math.ceil(wordCount(sections) / READING_WORDS_PER_MINUTE))
}

export type NoticeSegment = { text: string } | { text: string; href: string }

const ALLOWED_LINK = /^(\/|#|https:\/\/|mailto:|tel:)/

/** A paragraph's text cut into plain runs and links, for the page to render without HTML. */
export function segments(value: string): NoticeSegment[] {
  const out: NoticeSegment[] = []
  const pattern = /\[([^\]]+)\]\(([^)]+)\)/g
  let last = 0
  for (const match of value.matchAll(pattern)) {
    if (match.index > last) out.push({ text: value.slice(last, match.index) })
    const [, label, href] = match
    out.push(ALLOWED_LINK.test(href) ? { text: label, href } : { text: label })
    last = match.index + match[0].length
  }
  if (last < value.length) out.push({ text: value.slice(last) })
  return out
}
