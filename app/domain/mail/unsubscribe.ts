/**
 * One-click unsubscribe (RFC 8058) for the e-mails she can turn off: daily
 * check-in reminders by e-mail, and the note when the wellness team sends her
 * something. Each link names one list and one person, signed.
 */
export const UNSUBSCRIBE_LISTS = ['reminders', 'content'] as const
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number]

export const UNSUBSCRIBE_WORDS: Record<UnsubscribeList, { question: string; button: string; done: string }> = {
  reminders: {
    question: 'Turn off daily check-in reminders by e-mail?',
    button: 'Turn off reminders',
    done: 'Check-in reminders by e-mail are off. You will not get another one.',
  },
  content: {
    question: 'Stop e-mails when your wellness team sends you something?',
    button: 'Stop these e-mails',
    done: 'You will not be e-mailed when your wellness team sends you something. It still appears in your library.',
  },
}

export const UNSUBSCRIBE_INVALID = 'This link is not valid. You can change your e-mail settings on your account page after signing in.'

/** The headers that let a mail app offer its own one-click "unsubscribe" (RFC 2369, RFC 8058). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
