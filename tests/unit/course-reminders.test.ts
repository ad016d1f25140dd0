import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readSettings } from '~/lib/env.server'
import { sendCourseReminders, type ReminderMoment } from '~/services/courses/course-reminders.server'
import { sendDueReminders } from '~/services/reminders/send-due-reminders.server'

import { seedCourses } from '../../cms/collections/Courses/seed'
import { localPayload } from '../support/local-payload'

/**
 * The weekly course reminder (issue 49) on Payload itself over a fresh SQLite
 * file: it rides on her reminder settings and the reminder job, once per week
 * of the course, never in the baseline week, never for a session she has done.
 */
let payload: Payload
let close: () => Promise<void>
const SLUG = 'hot-flushes-and-night-sweats'
const settings = () =>
  readSettings({
    ...process.env,
    APP_URL: 'http://localhost:3000',
    BRAND_NAME: 'Liberate',
  })

beforeAll(async () => {
  ;({ payload, close } = await localPayload())
  await seedCourses(payload)
}, 120_000)

afterAll(async () => {
  await close?.()
})

async function customerOnCourse(
  startedOn: string,
  extra: {
    reminded_week?: number
    completed?: { session: string; completed_on: string }[]
  } = {},
) {
  const email = `course-${Math.random().toString(36).slice(2)}@example.com`
  const customer = await payload.db.create({
    collection: 'customers',
    data: { name: 'Ann Course', email, tier: 'base' },
  })
  const id = String(customer.id)
  const enrolment = await payload.create({
    collection: 'course-enrolments',
    overrideAccess: true,
    data: {
      customer: id,
      course: SLUG,
      started_on: startedOn,
      completed: extra.completed ?? [],
      reminded_week: extra.reminded_week ?? 0,
    },
  })
  const moment: ReminderMoment = {
    owner: id,
    on: '',
    channels: ['email'],
    recipient: { id, name: 'Ann Course', email },
  }
  return { id, email, enrolmentId: String(enrolment.id), moment }
}

async function mailsTo(email: string) {
  const { docs } = await payload.find({
    collection: 'outbox',
    overrideAccess: true,
    where: { to: { equals: email } },
    limit: 50,
    depth: 0,
  })
  return docs.map((d) => ({ kind: d.kind, subject: d.subject }))
}

async function remindedWeek(id: string) {
  return (
    await payload.findByID({
      collection: 'course-enrolments',
      id,
      overrideAccess: true,
      depth: 0,
    })
  ).reminded_week
}

describe('the weekly course reminder', () => {
  it('tells her once when week 1 begins, by e-mail, and moves her enrolment on', async () => {
    const ann = await customerOnCourse('2026-11-02')
    const now = new Date('2026-11-09T19:00:00Z')
    expect(await sendCourseReminders(payload, settings(), [{ ...ann.moment, on: '2026-11-09' }], now)).toBe(1)
    expect(await mailsTo(ann.email)).toEqual([{ kind: 'course_reminder', subject: 'Week 1 of your course is ready' }])
    expect(await remindedWeek(ann.enrolmentId)).toBe(1)
    // The next reminder moment that week, or the same one run twice: nothing more.
    expect(await sendCourseReminders(payload, settings(), [{ ...ann.moment, on: '2026-11-10' }], now)).toBe(0)
    expect(await sendCourseReminders(payload, settings(), [{ ...ann.moment, on: '2026-11-09' }], now)).toBe(0)
    expect(await mailsTo(ann.email)).toHaveLength(1)
  })

  it('says nothing in her baseline week or for a session she has done', async () => {
    const bea = await customerOnCourse('2026-11-05')
    expect(await sendCourseReminders(payload, settings(), [{ ...bea.moment, on: '2026-11-09' }])).toBe(0)
    const cat = await customerOnCourse('2026-11-02', {
      completed: [{ session: 'session-1', completed_on: '2026-11-08' }],
    })
    expect(await sendCourseReminders(payload, settings(), [{ ...cat.moment, on: '2026-11-09' }])).toBe(0)
    expect([...(await mailsTo(bea.email)), ...(await mailsTo(cat.email))]).toEqual([])
  })

  it('goes out from the reminder job at her reminder time, even on a day she has already checked in', async () => {
    const dee = await customerOnCourse('2026-10-26', { reminded_week: 1 })
    const due = new Date('2026-11-09T19:00:00Z')
    await payload.create({
      collection: 'reminder-settings',
      overrideAccess: true,
      data: {
        customer: dee.id,
        enabled: true,
        time: '19:00',
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        time_zone: 'Europe/London',
        channels: ['email'],
        content_emails: true,
        next_due_at: due.toISOString(),
        next_due_on: '2026-11-09',
      },
    })
    await payload.create({
      collection: 'checkins',
      overrideAccess: true,
      data: {
        customer: dee.id,
        date: '2026-11-09',
        energy_level: 5,
        sleep_quality: 5,
        stress_level: 5,
        mood: 5,
      },
    })
    const run = await sendDueReminders(payload, settings(), new Date(due.getTime() + 30_000))
    expect(run.course_sent).toBe(1)
    expect(await mailsTo(dee.email)).toEqual([{ kind: 'course_reminder', subject: 'Week 2 of your course is ready' }])
    expect(await remindedWeek(dee.enrolmentId)).toBe(2)
  })
})
