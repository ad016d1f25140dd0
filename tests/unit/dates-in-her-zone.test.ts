import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RecentFoodLogs } from '~/components/food-log/RecentFoodLogs'
import { herToday } from '~/domain/calendar'
import { formatIn } from '~/domain/time-zone'
import { requestTimeZone, requestTimeZoneOrDefault } from '~/lib/time-zone.server'

// Half past midnight in London on 2 July is still 1 July in UTC, the server's clock.
const AFTER_MIDNIGHT_IN_LONDON = '2026-07-01T23:30:00Z'

describe('dates a person reads are on her clock', () => {
  it('writes an instant as her wall clock reads it', () => {
    expect(formatIn(AFTER_MIDNIGHT_IN_LONDON, 'Europe/London', 'day')).toBe('2 Jul 2026')
    expect(formatIn(AFTER_MIDNIGHT_IN_LONDON, 'Europe/London', 'longDay')).toBe('2 July 2026')
    expect(formatIn(AFTER_MIDNIGHT_IN_LONDON, 'Europe/London', 'dateTime')).toBe('2 Jul 2026, 00:30')
    expect(formatIn(AFTER_MIDNIGHT_IN_LONDON, 'Europe/London', 'weekdayTime')).toBe('Thu 2 Jul, 00:30')
    expect(formatIn(AFTER_MIDNIGHT_IN_LONDON, 'America/New_York', 'weekdayTime')).toBe('Wed 1 Jul, 19:30')
  })

  it('falls back to Europe/London for a zone it does not know', () => {
    expect(formatIn(AFTER_MIDNIGHT_IN_LONDON, 'Mars/Olympus', 'day')).toBe('2 Jul 2026')
    expect(formatIn(AFTER_MIDNIGHT_IN_LONDON, '', 'day')).toBe('2 Jul 2026')
  })

  it('keeps a calendar day the day it names, in any zone', () => {
    expect(formatIn('2026-03-03', 'Pacific/Auckland', 'day')).toBe('3 Mar 2026')
    expect(formatIn('2026-03-03', 'America/Los_Angeles', 'longDay')).toBe('3 March 2026')
  })

  it('renders recent food logs on the server in Europe/London, not in the server’s UTC', () => {
    const html = renderToStaticMarkup(
      createElement(RecentFoodLogs, {
        logs: [{ id: '1', meal_type: 'snack', food_items: [{ name: 'Oatcakes', portion_size: 'Small', calories: null, notes: null }], from_meal_plan: false, eaten_at: AFTER_MIDNIGHT_IN_LONDON }],
      }),
    )
    expect(html).toContain('Thu 2 Jul, 00:30')
  })
})

describe('her zone on the server (the tz cookie)', () => {
  const withCookie = (cookie: string) => new Request('http://localhost/checkin', { headers: { Cookie: cookie } })

  it('reads the zone her browser reported, among other cookies', () => {
    expect(requestTimeZone(withCookie('session_token=abc; tz=America%2FNew_York; other=1'))).toBe('America/New_York')
    expect(requestTimeZone(withCookie('tz=Pacific%2FKiritimati'))).toBe('Pacific/Kiritimati')
  })

  it('ignores a missing, unknown or malformed zone and counts her day in Europe/London', () => {
    for (const cookie of ['', 'session_token=abc', 'tz=', 'tz=Mars%2FOlympus', 'tz=%E0%A4%A', 'notz=Asia%2FTokyo', 'tz=Europe%2FLondon%3B%20DROP']) {
      expect(requestTimeZone(withCookie(cookie)), cookie).toBeNull()
      expect(requestTimeZoneOrDefault(withCookie(cookie)), cookie).toBe('Europe/London')
    }
  })

  it('moves "today" to her calendar: 00:30 UTC on 26 Nov is 25 Nov in New York and 26 Nov in Kiritimati', () => {
    const instant = new Date('2026-11-26T00:30:00Z')
    expect(herToday(requestTimeZoneOrDefault(withCookie('tz=America%2FNew_York')), instant)).toBe('2026-11-25')
    expect(herToday(requestTimeZoneOrDefault(withCookie('tz=Pacific%2FKiritimati')), instant)).toBe('2026-11-26')
    expect(herToday(requestTimeZoneOrDefault(withCookie('')), instant)).toBe('2026-11-26')
  })
})
