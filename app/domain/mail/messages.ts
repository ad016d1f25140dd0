/**
 * The words of every e-mail (issue 25). Warm, short, no health details: an
 * e-mail may be read over her shoulder or on a shared screen, so none says
 * how she feels, what she was sent or anything she told us.
 */
import { PASSWORD_RESET_TTL_MINUTES } from '../constants'
import { describeDays } from '../reminders/settings'
import type { Weekday } from '../reminders/schedule'
import { renderMail, type RenderedMail } from './layout'

/** Why a message was sent, as the outbox records it. */
export const MAIL_KINDS = ['password_reset', 'checkin_reminder', 'course_reminder', 'content_notice', 'staff_password_reset', 'other'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  password_reset: 'Password reset (customer)',
  checkin_reminder: 'Check-in reminder',
  course_reminder: 'Course session reminder',
  content_notice: 'New personal content',
  staff_password_reset: 'Password reset (staff)',
  other: 'Other',
}

/** The first word of her name, for a greeting; 'there' when she gave none. */
export function greetingName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0]
  return first ? first.slice(0, 40) : 'there'
}

export function passwordResetMail(input: { brand: string; name: string; email: string; resetUrl: string }): RenderedMail {
  return renderMail(
    {
      subject: `Reset your ${input.brand} password`,
      preheader: `Choose a new password. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
      heading: 'Choose a new password',
      paragraphs: [
        [`Hello ${greetingName(input.name)},`],
        [
          `We were asked to reset the password of your ${input.brand} account (${input.email}). If that was you, choose a new password with the button below. The link works once, for the next ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
        ],
      ],
      action: { label: 'Choose a new password', href: input.resetUrl },
      after: [
        ['If you did not ask for this, you can ignore this e-mail. Your password stays as it is, and nobody can change it without this link.'],
        ['Setting a new password signs you out on every device, so only you are signed in afterwards.'],
      ],
      footer: [[`You are getting this e-mail because a new password was asked for your ${input.brand} account.`]],
    },
    input.brand,
  )
}

export function staffPasswordResetMail(input: { brand: string; email: string; resetUrl: string; minutes: number }): RenderedMail {
  return renderMail(
    {
      subject: `Reset your ${input.brand} admin password`,
      preheader: `Choose a new password for the admin portal. The link works for ${input.minutes} minutes.`,
      heading: 'Choose a new admin password',
      paragraphs: [
        [
          `We were asked to reset the password of the ${input.brand} admin portal account ${input.email}. If that was you, choose a new password with the button below. The link works for the next ${input.minutes} minutes.`,
        ],
      ],
      action: { label: 'Choose a new password', href: input.resetUrl },
      after: [['If you did not ask for this, ignore this e-mail and tell your super admin: your password stays as it is.']],
      footer: [[`Sent by the ${input.brand} admin portal.`]],
    },
    input.brand,
  )
}

export function checkinReminderMail(input: {
  brand: string
  name: string
  /** Her current run of check-in days (ending yesterday: she has not checked in today). */
  streak: number
  checkinUrl: string
  accountUrl: string
  unsubscribeUrl: string
  days: readonly Weekday[]
  time: string
}): RenderedMail {
  const streakLine =
    input.streak >= 2
      ? `You have checked in ${input.streak} days in a row. A minute today keeps your streak going.`
      : input.streak === 1
        ? 'You checked in yesterday. A minute today makes it two days in a row.'
        : 'A minute today adds to the picture of how you are doing: energy, sleep, stress and mood, in your own words if you like.'
  return renderMail(
    {
      subject: input.streak >= 2 ? `Keep your ${input.streak}-day streak going` : 'A minute for your check-in today?',
      preheader: 'How are you today? Your check-in takes a minute.',
      heading: `How are you today, ${greetingName(input.name)}?`,
      paragraphs: [[streakLine]],
      action: { label: 'Check in now', href: input.checkinUrl },
      footer: [
        [`You asked ${input.brand} for a check-in reminder ${describeDays(input.days)} at ${input.time}.`],
        [{ text: 'Turn off reminders', href: input.unsubscribeUrl }, ' with one click, or ', { text: 'change the time or days', href: input.accountUrl }, '.'],
      ],
    },
    input.brand,
  )
}

/**
 * The weekly course reminder (issue 49): a new week's session is ready. It
 * names the course and the week, nothing she has told us or rated.
 */
export function courseReminderMail(input: {
  brand: string
  name: string
  courseTitle: string
  week: number
  courseUrl: string
  accountUrl: string
  unsubscribeUrl: string
}): RenderedMail {
  return renderMail(
    {
      subject: `Week ${input.week} of your course is ready`,
      preheader: 'A short read, one practice and one task for the week.',
      heading: `Week ${input.week} is ready, ${greetingName(input.name)}`,
      paragraphs: [[`The next session of ${input.courseTitle} is waiting for you: a short read, one practice and one task for the week.`]],
      action: { label: 'Open the course', href: input.courseUrl },
      footer: [
        [`You asked ${input.brand} for reminders; while you take a course, they tell you when a new week begins.`],
        [{ text: 'Turn off reminders', href: input.unsubscribeUrl }, ' with one click, or ', { text: 'change the time or days', href: input.accountUrl }, '.'],
      ],
    },
    input.brand,
  )
}

export function contentNoticeMail(input: { brand: string; name: string; contentUrl: string; accountUrl: string; unsubscribeUrl: string }): RenderedMail {
  return renderMail(
    {
      subject: `Your wellness team has shared something with you`,
      preheader: `New personal content is waiting in your ${input.brand} library.`,
      heading: `Something new for you, ${greetingName(input.name)}`,
      paragraphs: [[`Your wellness team has shared new personal content with you. Sign in to ${input.brand} to see it in your library, under Personal Content.`]],
      action: { label: 'See it in your library', href: input.contentUrl },
      footer: [
        [`You get these e-mails when the ${input.brand} wellness team sends you something.`],
        [{ text: 'Stop these e-mails', href: input.unsubscribeUrl }, ' with one click, or on ', { text: 'your account page', href: input.accountUrl }, '.'],
      ],
    },
    input.brand,
  )
}
