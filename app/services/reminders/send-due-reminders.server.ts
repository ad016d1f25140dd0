import type { Payload } from 'payload'

import type { ReminderSetting } from '../../../types/payload-types'
import { streakFromRun } from '../../domain/checkins'
import { MAIL_SEND_CONCURRENCY, REMINDER_BATCH_SIZE } from '../../domain/constants'
import { checkinReminderMail } from '../../domain/mail/messages'
import { checkinReminderPush } from '../../domain/push/messages'
import { listUnsubscribeHeaders } from '../../domain/mail/unsubscribe'
import { decideReminder, nextReminder, type DueReminder, type ReminderDecision } from '../../domain/reminders/schedule'
import type { ReminderChannel, ReminderSettings } from '../../domain/reminders/schemas'
import type { Env } from '../../lib/env.server'
import { sendMail } from '../../lib/mail.server'
import { findCustomersFields } from '../customers.server'
import { claimOnce } from '../../lib/claim-once.server'
import { unsubscribeUrl } from '../mail/unsubscribe.server'
import { pushToCustomer } from '../push/push-subscriptions.server'
import { sendCourseReminders, type ReminderMoment } from '../courses/course-reminders.server'
import { findOwnedForSystem, ownerOf, updateAllOwn } from '../own-records.server'
import { toSettings } from './reminder-settings.server'

/**
 * The reminder job's work (issue 25), run by Payload's jobs queue once a
 * minute (cms/jobs/sendCheckinReminders.ts). Reads the reminders due by
 * `now` through the (enabled, next_due_at) index a batch at a time; for each
 * decides (domain/reminders/schedule.ts: within two minutes of her time, one
 * a day, none once she has checked in that day), moves her settings on to
 * her next reminder — a reminder to send is first claimed by a unique key in
 * `job-claims`, so with two processes running the queue it is sent once —
 * and then sends the batch's
 * reminders a few at a time, giving other requests a turn between batches.
 */
type Recipient = { id: string; name: string; email: string; checkin_run_length?: number | null; checkin_run_latest?: string | null }

interface Planned {
  record: ReminderSetting
  owner: string
  settings: ReminderSettings
  due: DueReminder
  decision: ReminderDecision
}

export interface ReminderRun {
  sent: number
  /** Weekly course reminders sent with them (issue 49). */
  course_sent: number
  skipped: Partial<Record<Exclude<ReminderDecision, 'send'>, number>>
}

/** How each channel reaches her. */
type ChannelSender = (payload: Payload, settings: Env, reminder: Planned, recipient: Recipient) => Promise<void>

const SENDERS: Record<ReminderChannel, ChannelSender> = {
  email: async (payload, settings, reminder, recipient) => {
    const unsubscribe = unsubscribeUrl(settings, 'reminders', recipient.id)
    const mail = checkinReminderMail({
      brand: settings.BRAND_NAME,
      name: recipient.name,
      streak: streakFromRun({ length: recipient.checkin_run_length ?? 0, latest: recipient.checkin_run_latest ?? null }, reminder.due.on),
      checkinUrl: `${settings.APP_URL}/checkin`,
      accountUrl: `${settings.APP_URL}/account#reminders`,
      unsubscribeUrl: unsubscribe,
      days: reminder.settings.days,
      time: reminder.settings.time,
    })
    await sendMail(payload, { kind: 'checkin_reminder', to: recipient.email, recipient: recipient.id, headers: listUnsubscribeHeaders(unsubscribe), ...mail })
  },
  // A notification on each browser where she pressed "Remind me on this phone"; gone ones are deleted.
  push: async (payload, settings, _reminder, recipient) => {
    await pushToCustomer(payload, settings, recipient.id, checkinReminderPush(settings.BRAND_NAME, recipient.name))
  },
}

/** Her check-ins on the days the batch's reminders are for: `owner|date`. */
async function checkedInDays(payload: Payload, batch: { owner: string; on: string }[]): Promise<Set<string>> {
  const owners = [...new Set(batch.map((b) => b.owner))]
  const days = [...new Set(batch.map((b) => b.on))]
  const found = await findOwnedForSystem(payload, 'checkins', { and: [{ customer: { in: owners } }, { date: { in: days } }] }, owners.length * days.length)
  return new Set(found.map((c) => `${ownerOf(c)}|${c.date}`))
}

/** Runs `work` over `items`, `size` at a time. */
async function inGroups<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work))
}

export async function sendDueReminders(payload: Payload, settings: Env, now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, course_sent: 0, skipped: {} }
  const seen = new Set<string>()
  for (;;) {
    const due = await findOwnedForSystem(
      payload,
      'reminder-settings',
      { and: [{ enabled: { equals: true } }, { next_due_at: { less_than_equal: now.toISOString() } }] },
      REMINDER_BATCH_SIZE,
      'next_due_at',
    )
    const fresh = due.filter((record) => !seen.has(record.id) && record.next_due_at && record.next_due_on)
    if (fresh.length === 0) break
    fresh.forEach((record) => seen.add(record.id))

    const candidates = fresh.map((record) => ({ record, owner: ownerOf(record), on: record.next_due_on! }))
    const checkedIn = await checkedInDays(payload, candidates)
    const planned: Planned[] = candidates.map(({ record, owner, on }) => {
      const due: DueReminder = { at: new Date(record.next_due_at!), on }
      return {
        record,
        owner,
        settings: toSettings(record),
        due,
        decision: decideReminder({ due, now, lastSentOn: record.last_sent_on ?? null, checkedIn: checkedIn.has(`${owner}|${on}`) }),
      }
    })

    // Claim each: move her settings on to her next reminder, unless someone else already did.
    const toSend: Planned[] = []
    // Her reminder moment came on time (sent, or not needed as she has checked in): a course's new week is told then.
    const onTime: Planned[] = []
    for (const item of planned) {
      const next = nextReminder(item.settings, now, item.due.on)
      const sending = item.decision === 'send'
      // A reminder to send is claimed in the database first (a unique key), so a second process running the queue stands aside.
      if (sending && !(await claimOnce(payload, `reminder:${item.record.id}:${item.due.on}`, now))) continue
      const moved = await updateAllOwn(
        payload,
        item.owner,
        'reminder-settings',
        { and: [{ id: { equals: item.record.id } }, { next_due_on: { equals: item.due.on } }] },
        {
          next_due_at: next?.at.toISOString() ?? null,
          next_due_on: next?.on ?? null,
          ...(sending ? { last_sent_on: item.due.on, last_sent_at: now.toISOString() } : {}),
        },
      )
      if (moved.length !== 1) continue
      if (sending || item.decision === 'checked_in') onTime.push(item)
      if (sending) toSend.push(item)
      else run.skipped[item.decision as Exclude<ReminderDecision, 'send'>] = (run.skipped[item.decision as Exclude<ReminderDecision, 'send'>] ?? 0) + 1
    }

    const recipients = new Map(
      (await findCustomersFields(payload, [...new Set(onTime.map((item) => item.owner))], ['name', 'email', 'checkin_run_length', 'checkin_run_latest'])).map((c) => [c.id, c]),
    )
    await inGroups(toSend, MAIL_SEND_CONCURRENCY, async (item) => {
      const recipient = recipients.get(item.owner)
      if (!recipient) return
      for (const channel of item.settings.channels) {
        try {
          await SENDERS[channel](payload, settings, item, recipient)
        } catch (error) {
          payload.logger.error({ err: error, msg: `Check-in reminder by ${channel} failed` })
        }
      }
      run.sent += 1
    })
    const moments: ReminderMoment[] = onTime.flatMap((item) => {
      const recipient = recipients.get(item.owner)
      return recipient ? [{ owner: item.owner, on: item.due.on, channels: item.settings.channels, recipient }] : []
    })
    try {
      run.course_sent += await sendCourseReminders(payload, settings, moments, now)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Course reminders failed' })
    }
    // Give page requests a turn between batches.
    await new Promise((resolve) => setImmediate(resolve))
  }
  if (run.sent > 0 || run.course_sent > 0 || Object.keys(run.skipped).length > 0) {
    payload.logger.info(`Check-in reminders: ${run.sent} sent, skipped ${JSON.stringify(run.skipped)}`)
  }
  return run
}
