/**
 * What became of an outgoing e-mail, as the outbox records it (issue 25).
 * With no mail server configured a message is kept, not sent, and says so.
 */
export const MAIL_STATUSES = ['sent', 'not_sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export const NOT_SENT_NOTE = 'not sent: no mail server configured'

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  sent: 'Sent',
  not_sent: 'Not sent: no mail server configured',
  failed: 'Failed: the mail server refused it',
}
