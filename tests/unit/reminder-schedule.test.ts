import { describe, expect, it } from 'vitest'

import { addDays } from '~/domain/checkins'
import { decideReminder, nextReminder, weekdayOf, type DueReminder, type ReminderSchedule, type Weekday } from '~/domain/reminders/schedule'
import { describeDays, describeReminders, reminderSettingsSchema } from '~/domain/reminders/schemas'
import { dateIn, instantAt, isTimeZone, timeIn } from '~/domain/time-zone'

const EVERY_DAY: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
const at = (iso: string) => new Date(iso)

describe('her clock: instants and her days and times', () => {
  it('reads her calendar day and time of day in her zone, not the server’s', () => {
    const instant = at('2026-01-15T23:30:00Z')
    expect(dateIn(instant, 'Europe/London')).toBe('2026-01-15')
    expect(dateIn(instant, 'Pacific/Auckland')).toBe('2026-01-16')
    expect(timeIn(instant, 'Pacific/Auckland')).toBe('12:30')
    expect(dateIn(instant, 'America/Los_Angeles')).toBe('2026-01-15')
    expect(timeIn(instant, 'Asia/Kathmandu')).toBe('05:15')
  })

  it('finds the instant of a wall-clock time in winter and in summer', () => {
    expect(instantAt('2026-01-15', '20:00', 'Europe/London').toISOString()).toBe('2026-01-15T20:00:00.000Z')
    expect(instantAt('2026-07-15', '20:00', 'Europe/London').toISOString()).toBe('2026-07-15T19:00:00.000Z')
    expect(instantAt('2026-07-15', '08:00', 'Asia/Kolkata').toISOString()).toBe('2026-07-15T02:30:00.000Z')
    expect(instantAt('2026-07-15', '08:00', 'Pacific/Auckland').toISOString()).toBe('2026-07-14T20:00:00.000Z')
    expect(instantAt('2026-01-15', '08:00', 'UTC').toISOString()).toBe('2026-01-15T08:00:00.000Z')
  })

  it('reads a time the clocks skip as the moment after the jump (spring forward)', () => {
    // London, 29 March 2026: 01:00 GMT becomes 02:00 BST; 01:30 never shows.
    expect(instantAt('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(timeIn(instantAt('2026-03-29', '01:30', 'Europe/London'), 'Europe/London')).toBe('02:30')
    // New York, 8 March 2026: 02:30 never shows.
    expect(timeIn(instantAt('2026-03-08', '02:30', 'America/New_York'), 'America/New_York')).toBe('03:30')
  })

  it('reads a time the clocks show twice as the first of the two (fall back)', () => {
    // London, 25 October 2026: 01:30 shows at 00:30 UTC (BST) and again at 01:30 UTC (GMT).
    expect(instantAt('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z')
    // Sydney, 5 April 2026: 02:30 shows twice.
    expect(instantAt('2026-04-05', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-04-04T15:30:00.000Z')
  })

  it('knows IANA zone names and refuses offsets, abbreviations and made-up names', () => {
    for (const zone of ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'UTC']) expect(isTimeZone(zone), zone).toBe(true)
    for (const zone of ['', 'BST', '+01:00', 'GMT+1', 'Mars/Olympus_Mons', 'Europe/London; DROP', '../etc/passwd', 'x'.repeat(80)]) expect(isTimeZone(zone), zone).toBe(false)
  })

  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-01-12')).toBe('mon')
    expect(weekdayOf('2026-01-18')).toBe('sun')
    expect(weekdayOf('2026-03-29')).toBe('sun')
  })
})

describe('the next reminder', () => {
  const london = (days: Weekday[], time = '20:00'): ReminderSchedule => ({ time, days, time_zone: 'Europe/London' })

  it('is today at her time when that is still to come', () => {
    expect(nextReminder(london(EVERY_DAY), at('2026-01-12T10:00:00Z'))).toEqual({ at: at('2026-01-12T20:00:00Z'), on: '2026-01-12' })
  })

  it('is the next chosen day when today is not one of them', () => {
    // Monday 12 January: Wednesdays and Fridays only.
    expect(nextReminder(london(['wed', 'fri']), at('2026-01-12T10:00:00Z'))).toEqual({ at: at('2026-01-14T20:00:00Z'), on: '2026-01-14' })
    // Saturday: next Wednesday.
    expect(nextReminder(london(['wed']), at('2026-01-17T21:00:00Z'))?.on).toBe('2026-01-21')
  })

  it('still counts a time set a minute ago (within the sending window), not one long gone', () => {
    expect(nextReminder(london(EVERY_DAY), at('2026-01-12T20:01:30Z'))?.on).toBe('2026-01-12')
    expect(nextReminder(london(EVERY_DAY), at('2026-01-12T20:05:00Z'))?.on).toBe('2026-01-13')
  })

  it('moves past the day last dealt with, however early', () => {
    expect(nextReminder(london(EVERY_DAY), at('2026-01-12T08:00:00Z'), '2026-01-12')?.on).toBe('2026-01-13')
  })

  it('chooses days by her calendar, not UTC’s', () => {
    // 08:00 on Mondays in Auckland is Sunday evening in UTC.
    const auckland: ReminderSchedule = { time: '08:00', days: ['mon'], time_zone: 'Pacific/Auckland' }
    const next = nextReminder(auckland, at('2026-01-10T00:00:00Z'))!
    expect(next.on).toBe('2026-01-12')
    expect(next.at.toISOString()).toBe('2026-01-11T19:00:00.000Z')
    expect(weekdayOf(next.at.toISOString().slice(0, 10))).toBe('sun')
  })

  it('is none when no day is chosen', () => {
    expect(nextReminder(london([]), at('2026-01-12T10:00:00Z'))).toBeNull()
  })
})

describe('whether to send a due reminder', () => {
  const due: DueReminder = { at: at('2026-01-12T20:00:00Z'), on: '2026-01-12' }
  const decide = (overrides: Partial<Parameters<typeof decideReminder>[0]> = {}) =>
    decideReminder({ due, now: at('2026-01-12T20:00:40Z'), lastSentOn: null, checkedIn: false, ...overrides })

  it('sends at or after her time, within two minutes of it', () => {
    expect(decide({ now: at('2026-01-12T20:00:00Z') })).toBe('send')
    expect(decide({ now: at('2026-01-12T20:02:00Z') })).toBe('send')
  })

  it('never sends early', () => {
    expect(decide({ now: at('2026-01-12T19:59:59Z') })).toBe('not_due')
  })

  it('skips a day found too late (after a restart) rather than nudge her at an odd hour', () => {
    expect(decide({ now: at('2026-01-12T20:02:01Z') })).toBe('missed')
    expect(decide({ now: at('2026-01-13T03:00:00Z') })).toBe('missed')
  })

  it('sends at most one a day', () => {
    expect(decide({ lastSentOn: '2026-01-12' })).toBe('already_sent')
    expect(decide({ lastSentOn: '2026-01-11' })).toBe('send')
  })

  it('sends none on a day she has already checked in', () => {
    expect(decide({ checkedIn: true })).toBe('checked_in')
  })
})

/**
 * The reminder job as it runs, once a minute for `days` days from `start`:
 * each due reminder is decided and the next one found after its day. Returns
 * the instants reminders were sent.
 */
function runJobEveryMinute(schedule: ReminderSchedule, start: Date, days: number, checkedInOn: string[] = []): Date[] {
  const sent: Date[] = []
  let lastSentOn: string | null = null
  let next = nextReminder(schedule, start)
  for (let t = start.getTime(); t < start.getTime() + days * 86_400_000; t += 60_000) {
    const now = new Date(t)
    if (!next || next.at > now) continue
    const decision = decideReminder({ due: next, now, lastSentOn, checkedIn: checkedInOn.includes(next.on) })
    if (decision === 'send') {
      sent.push(now)
      lastSentOn = next.on
    }
    next = nextReminder(schedule, now, next.on)
  }
  return sent
}

describe('a fortnight of reminders across a change of the clocks', () => {
  const localTimes = (sent: Date[], zone: string) => sent.map((d) => `${dateIn(d, zone)} ${timeIn(d, zone)}`)

  it('spring forward: one a day at 20:00 her time, none skipped', () => {
    const sent = runJobEveryMinute({ time: '20:00', days: EVERY_DAY, time_zone: 'Europe/London' }, at('2026-03-22T12:00:00Z'), 14)
    expect(localTimes(sent, 'Europe/London')).toEqual(Array.from({ length: 14 }, (_, i) => `${addDays('2026-03-22', i)} 20:00`))
  })

  it('spring forward at a time the clocks skip: that day’s reminder comes an hour later by the clock, not never', () => {
    const sent = runJobEveryMinute({ time: '01:30', days: EVERY_DAY, time_zone: 'Europe/London' }, at('2026-03-27T12:00:00Z'), 4)
    expect(localTimes(sent, 'Europe/London')).toEqual(['2026-03-28 01:30', '2026-03-29 02:30', '2026-03-30 01:30', '2026-03-31 01:30'])
  })

  it('fall back at a time the clocks show twice: one reminder, not two', () => {
    const sent = runJobEveryMinute({ time: '01:30', days: EVERY_DAY, time_zone: 'Europe/London' }, at('2026-10-23T12:00:00Z'), 4)
    expect(localTimes(sent, 'Europe/London')).toEqual(['2026-10-24 01:30', '2026-10-25 01:30', '2026-10-26 01:30', '2026-10-27 01:30'])
    expect(sent.map((d) => d.toISOString())).toContain('2026-10-25T00:30:00.000Z')
  })

  it('fall back in New York, Mondays and Thursdays only, and never on a day she checked in', () => {
    const sent = runJobEveryMinute({ time: '07:15', days: ['mon', 'thu'], time_zone: 'America/New_York' }, at('2026-10-26T00:00:00Z'), 15, ['2026-11-05'])
    expect(localTimes(sent, 'America/New_York')).toEqual(['2026-10-26 07:15', '2026-10-29 07:15', '2026-11-02 07:15', '2026-11-09 07:15'])
  })
})

describe('the settings as sent and shown', () => {
  const valid = { enabled: true, time: '07:30', days: ['fri', 'mon'], time_zone: 'Europe/Paris', channels: ['email'] }

  it('accepts the documented shape and keeps the days in the week’s order', () => {
    expect(reminderSettingsSchema.parse(valid)).toEqual({ ...valid, days: ['mon', 'fri'] })
    expect(reminderSettingsSchema.parse({ ...valid, enabled: false, days: [], channels: [] }).enabled).toBe(false)
  })

  it.each([
    [{ time: '24:00' }, 'time'],
    [{ time: '7:30' }, 'time'],
    [{ time: 730 }, 'time'],
    [{ days: ['funday'] }, 'days'],
    [{ days: ['mon', 'mon'] }, 'days'],
    [{ days: 'mon' }, 'days'],
    [{ days: [] }, 'days'],
    [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
    [{ time_zone: '+01:00' }, 'time_zone'],
    [{ channels: ['sms'] }, 'channels'],
    [{ channels: [] }, 'channels'],
    [{ enabled: 'yes' }, 'enabled'],
    [{ extra: 1 }, ''],
  ])('refuses %o, naming %s', (change, field) => {
    const result = reminderSettingsSchema.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    if (field) expect(result.error!.issues[0]!.path.join('.').split('.')[0]).toBe(field)
  })

  it('describes what is on in plain words', () => {
    expect(describeDays(EVERY_DAY)).toBe('every day')
    expect(describeDays(['mon', 'tue', 'wed', 'thu', 'fri'])).toBe('on weekdays')
    expect(describeDays(['sat', 'sun'])).toBe('at weekends')
    expect(describeDays(['mon', 'wed', 'fri'])).toBe('on Monday, Wednesday and Friday')
    expect(describeDays(['tue'])).toBe('on Tuesdays')
    expect(describeReminders({ enabled: true, time: '20:00', days: EVERY_DAY, time_zone: 'America/New_York', channels: ['email'] })).toBe(
      'every day at 20:00 (America/New York time), by e-mail.',
    )
    expect(describeReminders({ enabled: false, time: '20:00', days: EVERY_DAY, time_zone: 'UTC', channels: ['email'] })).toBe('off.')
  })
})
