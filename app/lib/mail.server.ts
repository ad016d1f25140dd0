import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { defaultSender, parseSender, type Sender } from '../domain/mail/address'
import type { MailKind } from '../domain/mail/messages'
import { NOT_SENT_NOTE, type MailStatus } from '../domain/mail/outbox'
import { redactSecrets, textFromHtml } from '../domain/mail/text'
import type { Env } from './env.server'

/**
 * The one mail module (issue 25). Payload's e-mail adapter is built here:
 * nodemailer through `@payloadcms/email-nodemailer` when `SMTP_URL` is set,
 * so Payload's own mail (the staff "forgot password") goes out the same way
 * as the app's. The app sends with `sendMail`; every message, sent or not,
 * is written to the `outbox` collection:
 *
 * - with a mail server: sent, then kept with its plain text only and secret
 *   links removed (a copy of the database must open no account);
 * - without one (a fresh clone, the demo): kept whole, marked "not sent: no
 *   mail server configured", for super admins to read in /admin, and logged
 *   (in production without its secret links).
 *
 * The transport lives on the Payload instance (`payload.email`), made once
 * per process like every other piece of process state.
 */
export interface OutgoingMail {
  kind: MailKind
  to: string
  subject: string
  text: string
  html: string
  /** The customer it is for, when it is for one (her export and deletion find it by this). */
  recipient?: string
  /** What it is about, for sends that must not repeat (a distribution's id). */
  ref?: string
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>
}

export interface MailOutcome {
  status: MailStatus
  outboxId: string
}

interface MailService {
  deliver(mail: OutgoingMail): Promise<MailOutcome>
}

type MailAdapterResult = ReturnType<EmailAdapter> & MailService

/** The sender from `MAIL_FROM`, or the brand at no-reply@ the app's host. */
export function senderFrom(settings: Env): Sender {
  if (settings.MAIL_FROM) {
    const parsed = parseSender(settings.MAIL_FROM, settings.BRAND_NAME)
    if (!parsed) throw new Error('Invalid configuration: MAIL_FROM must be "Name <address>" or an e-mail address')
    return parsed
  }
  return defaultSender(settings.BRAND_NAME, settings.APP_URL)
}

/**
 * The SMTP transport for `SMTP_URL`: pooled connections (a minute's reminders
 * go out over a few), short timeouts so a dead server fails a send rather than
 * holding a job, and never a log of the URL (it holds the password).
 */
function smtpTransport(url: string) {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0])
}

/** Payload's `email` setting: the app's adapter, over nodemailer when a mail server is configured. */
export async function mailAdapter(settings: Env): Promise<EmailAdapter> {
  const sender = senderFrom(settings)
  const transport = settings.SMTP_URL ? smtpTransport(settings.SMTP_URL) : null
  const smtp = transport
    ? await nodemailerAdapter({ defaultFromAddress: sender.address, defaultFromName: sender.name, transport, skipVerify: true })
    : null
  const production = settings.NODE_ENV === 'production'

  return ({ payload }) => {
    const outgoing = smtp?.({ payload }) ?? null
    const from = `"${sender.name.replace(/["\\]/g, '')}" <${sender.address}>`

    async function record(mail: OutgoingMail, status: MailStatus, extra: { message_id?: string; error?: string } = {}): Promise<string> {
      const kept = status === 'not_sent' ? { text: mail.text, html: mail.html } : { text: redactSecrets(mail.text), html: null }
      const doc = await payload.create({
        collection: 'outbox',
        overrideAccess: true,
        depth: 0,
        data: { status, kind: mail.kind, to: mail.to, from, subject: mail.subject, recipient: mail.recipient ?? null, ref: mail.ref ?? null, ...kept, ...extra },
      })
      return doc.id
    }

    async function deliver(mail: OutgoingMail): Promise<MailOutcome> {
      if (!outgoing) {
        const outboxId = await record(mail, 'not_sent')
        const body = production ? redactSecrets(mail.text) : mail.text
        payload.logger.info(`E-mail ${NOT_SENT_NOTE} (kept in the outbox): "${mail.subject}" to ${mail.to}\n${body}`)
        return { status: 'not_sent', outboxId }
      }
      try {
        const info = (await outgoing.sendEmail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers })) as {
          messageId?: string
        }
        return { status: 'sent', outboxId: await record(mail, 'sent', { message_id: info?.messageId }) }
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error'
        payload.logger.error({ msg: `E-mail "${mail.subject}" to ${mail.to} failed: ${reason}` })
        return { status: 'failed', outboxId: await record(mail, 'failed', { error: reason }) }
      }
    }

    const adapter: MailAdapterResult = {
      name: transport ? 'smtp' : 'outbox',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      deliver,
      /**
       * Payload's own messages (the staff password reset). Payload sends them
       * inside its database transaction; writing the outbox there would wait
       * on SQLite's lock, so the message goes out just after, and a failure is
       * logged rather than told to whoever asked.
       */
      sendEmail: async (message: SendEmailOptions) => {
        const html = typeof message.html === 'string' ? message.html : ''
        const mail: OutgoingMail = {
          kind: 'staff_password_reset',
          to: String(Array.isArray(message.to) ? message.to[0] : message.to),
          subject: String(message.subject ?? ''),
          text: typeof message.text === 'string' ? message.text : textFromHtml(html),
          html,
        }
        setImmediate(() => {
          deliver(mail).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Could not send or keep an admin e-mail' }))
        })
      },
    }
    return adapter
  }
}

/** Sends one message (or keeps it in the outbox when no mail server is configured). */
export function sendMail(payload: Payload, mail: OutgoingMail): Promise<MailOutcome> {
  return (payload.email as unknown as MailService).deliver(mail)
}
