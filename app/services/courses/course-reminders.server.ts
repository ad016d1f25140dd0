import type { Payload } from 'payload'

import { COURSES_LIST_MAX, courseReminderDue, type CourseWeek, weeksFromOutline } from '../../domain/courses/course'
import { courseReminderMail } from '../../domain/mail/messages'
import { listUnsubscribeHeaders } from '../../domain/mail/unsubscribe'
import { courseReminderPush } from '../../domain/push/messages'
import type { ReminderChannel } from '../../domain/reminders/schemas'
import { claimOnce } from '../../lib/claim-once.server'
import type { Env } from '../../lib/env.server'
import { sendMail } from '../../lib/mail.server'
import { unsubscribeUrl } from '../mail/unsubscribe.server'
import { findOwnedForSystem, ownerOf, updateAllOwn } from '../own-records.server'
import { pushToCustomer } from '../push/push-subscriptions.server'
import { storedCompletions } from './enrolment.server'

/** One of her reminders whose moment has come on time (sent or not: she may have checked in already). */
export interface ReminderMoment {
  owner: string
  /** Her calendar day the reminder was for. */
  on: string
  channels: readonly ReminderChannel[]
  recipient: { id: string; name: string; email: string }
}

interface Outline {
  title: string
  weeks: CourseWeek[]
}

async function outlines(payload: Payload, slugs: string[]): Promise<Map<string, Outline>> {
  const { docs } = await payload.find({
    collection: 'courses',
    overrideAccess: true,
    depth: 0,
    where: {
      and: [{ slug: { in: slugs } }, { _status: { equals: 'published' } }],
    },
    limit: COURSES_LIST_MAX,
    select: {
      slug: true,
      title: true,
      weeks: {
        week: true,
        title: true,
        sessions: { session_id: true, title: true },
      },
    },
  })
  return new Map(
    docs.map((d) => [
      d.slug,
      {
        title: d.title,
        weeks: weeksFromOutline(d.weeks),
      },
    ]),
  )
}

/**
 * The weekly course reminder (issue 49), run by the reminder job with the
 * reminders whose time came this minute: her reminder settings decide the
 * day, the time and the channels. For each course she is on, once per week of
 * the course (domain/courses/course.ts `courseReminderDue`): claimed by a
 * unique key first, so two processes send it once; then `reminded_week` moves
 * on. Answers how many were sent.
 */
export async function sendCourseReminders(
  payload: Payload,
  settings: Env,
  moments: readonly ReminderMoment[],
  now = new Date(),
): Promise<number> {
  if (moments.length === 0) return 0
  const byOwner = new Map(moments.map((m) => [m.owner, m]))
  const enrolments = await findOwnedForSystem(payload, 'course-enrolments', { customer: { in: [...byOwner.keys()] } }, 'all')
  if (enrolments.length === 0) return 0
  const courses = await outlines(payload, [...new Set(enrolments.map((e) => e.course))])
  let sent = 0
  for (const enrolment of enrolments) {
    const owner = ownerOf(enrolment)
    const moment = byOwner.get(owner)
    const course = courses.get(enrolment.course)
    if (!moment || !course) continue
    const due = courseReminderDue({
      weeks: course.weeks,
      startedOn: enrolment.started_on,
      today: moment.on,
      remindedWeek: enrolment.reminded_week,
      completed: storedCompletions(enrolment.completed).map((c) => c.session),
    })
    if (!due || !(await claimOnce(payload, `course-reminder:${enrolment.id}:${due.week}`, now))) continue
    await updateAllOwn(payload, owner, 'course-enrolments', { id: { equals: enrolment.id } }, { reminded_week: due.week })
    for (const channel of moment.channels) {
      try {
        if (channel === 'email') {
          const unsubscribe = unsubscribeUrl(settings, 'reminders', owner)
          const mail = courseReminderMail({
            brand: settings.BRAND_NAME,
            name: moment.recipient.name,
            courseTitle: course.title,
            week: due.week,
            courseUrl: `${settings.APP_URL}/courses/${enrolment.course}`,
            accountUrl: `${settings.APP_URL}/account#reminders`,
            unsubscribeUrl: unsubscribe,
          })
          await sendMail(payload, {
            kind: 'course_reminder',
            to: moment.recipient.email,
            recipient: owner,
            headers: listUnsubscribeHeaders(unsubscribe),
            ...mail,
          })
        } else {
          await pushToCustomer(payload, settings, owner, courseReminderPush(settings.BRAND_NAME, due.week, enrolment.course))
        }
      } catch (error) {
        payload.logger.error({
          err: error,
          msg: `Course reminder by ${channel} failed`,
        })
      }
    }
    sent += 1
  }
  if (sent > 0) payload.logger.info(`Course reminders: ${sent} sent`)
  return sent
}
