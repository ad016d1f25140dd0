import { describe, expect, it } from 'vitest'

import { rttAudioLine, wellnessContentText } from '~/domain/content/library-offer'
import { hubCheckinAction, todaysCheckinAction, welcomeTileTitle } from '~/domain/dashboard'
import { BASE_TRIAL_DAYS, DEFAULT_PRICE_PENCE, formatPlanPrice, freePlanCheckoutDetail, isFreePlan, priceTable } from '~/domain/prices'
import { findTimeZone, timeZoneChoices, timeZoneLabel } from '~/domain/time-zone'
import { readSettings as readAll } from '~/lib/env.server'

/** The settings from these variables, with a secret given so nothing is written to a data folder. */
const readSettings = (more: Record<string, string>) => readAll({ PAYLOAD_SECRET: 'unit-test-secret', ...more })

describe('the one price table (decision 0032)', () => {
  it('by default, in her favour where the spec disagrees: Liberate free, Liberate+ £29 a month, no trial needed', () => {
    const table = priceTable(readSettings({}))
    expect(DEFAULT_PRICE_PENCE).toEqual({ base: 0, plus: 2900 })
    expect(table).toEqual({ base: { monthlyPence: 0, trialDays: 0 }, plus: { monthlyPence: 2900, trialDays: 0 } })
    expect(isFreePlan(table.base)).toBe(true)
    expect(isFreePlan(table.plus)).toBe(false)
    expect([formatPlanPrice(table.base), formatPlanPrice(table.plus)]).toEqual(['£0', '£29'])
  })

  it('a charged Liberate plan starts with the spec’s 7-day free trial; Liberate+ never has one', () => {
    const table = priceTable(readSettings({ PRICE_BASE_PENCE: '2900', PRICE_PLUS_PENCE: '7950' }))
    expect(table.base).toEqual({ monthlyPence: 2900, trialDays: BASE_TRIAL_DAYS })
    expect(table.plus).toEqual({ monthlyPence: 7950, trialDays: 0 })
    expect(formatPlanPrice(table.plus)).toBe('£79.50')
  })

  it.each([
    [{ PRICE_PLUS_PENCE: '0' }, 'PRICE_PLUS_PENCE'],
    [{ PRICE_PLUS_PENCE: '29.5' }, 'PRICE_PLUS_PENCE'],
    [{ PRICE_PLUS_PENCE: '£29' }, 'PRICE_PLUS_PENCE'],
    [{ PRICE_BASE_PENCE: '10' }, 'PRICE_BASE_PENCE'],
    [{ PRICE_BASE_PENCE: '-100' }, 'PRICE_BASE_PENCE'],
  ])('refuses %o at start-up, naming the setting', (settings, name) => {
    expect(() => readSettings(settings)).toThrow(name)
  })

  it('a free plan has no checkout: the detail says so and where to leave a paid plan', () => {
    expect(freePlanCheckoutDetail('Liberate')).toBe('Liberate is free: there is nothing to pay. To leave a paid plan, use Manage subscription.')
  })
})

describe('the landing page promises what the library holds', () => {
  const none = { videos: false, audio: false, mindfulness: false, written: false }
  it('says "expert videos" only when there is a published video', () => {
    expect(wellnessContentText({ ...none, mindfulness: true, written: true })).toBe('Mindfulness sessions and educational resources, in one library. Videos are coming soon.')
    expect(wellnessContentText({ ...none, videos: true, mindfulness: true, written: true })).toBe('Expert videos, mindfulness sessions and educational resources, in one library.')
    expect(wellnessContentText({ ...none, written: true })).toBe('Educational resources, in one library. Videos are coming soon.')
    expect(wellnessContentText(none)).toBe('Our library of videos, mindfulness sessions and educational resources is coming soon.')
  })

  it('marks RTT audio sessions as coming while the library holds no audio', () => {
    expect(rttAudioLine(none)).toBe('RTT audio sessions (coming soon)')
    expect(rttAudioLine({ ...none, audio: true })).toBe('RTT audio sessions')
  })
})

describe('the dashboard for a returning customer', () => {
  it('welcomes her back once she has checked in, and welcomes a first visit to the brand', () => {
    expect(welcomeTileTitle('Liberate', true)).toBe('Welcome back')
    expect(welcomeTileTitle('Liberate', false)).toBe('Welcome to Liberate')
  })

  it('offers to update today’s check-in once there is one for her day', () => {
    const recent = [{ date: '2026-11-28' }, { date: '2026-11-27' }]
    expect(todaysCheckinAction(recent, '2026-11-28')).toBe("Update Today's Check-in")
    expect(todaysCheckinAction(recent, '2026-11-29')).toBe("Add Today's Check-in")
    expect(todaysCheckinAction([], '2026-11-28')).toBe("Add Today's Check-in")
    expect(hubCheckinAction(recent, '2026-11-28')).toBe("Update today's check-in")
    expect(hubCheckinAction(recent, '2026-11-29')).toBe("Today's check-in")
  })
})

describe('the reminder time-zone control: her detected zone first, then the common ones, then the rest', () => {
  const all = ['Africa/Abidjan', 'America/New_York', 'Asia/Tokyo', 'Europe/Lisbon', 'Europe/London', 'Europe/Paris']
  it('orders the choices and names each zone once', () => {
    const choices = timeZoneChoices('Asia/Tokyo', 'Europe/Lisbon', all)
    expect(choices.detected).toBe('Asia/Tokyo')
    expect(choices.common[0]).toBe('Europe/London')
    expect(choices.common).not.toContain('Asia/Tokyo')
    expect(choices.others).toEqual(['Africa/Abidjan', 'Europe/Lisbon'])
    const every = [choices.detected, ...choices.common, ...choices.others]
    expect(new Set(every).size).toBe(every.length)
  })

  it('a detected zone that is also common is shown once, first', () => {
    const choices = timeZoneChoices('Europe/London', 'Europe/London', all)
    expect(choices.detected).toBe('Europe/London')
    expect(choices.common).not.toContain('Europe/London')
  })

  it('finds the zone she types, whatever the case, with spaces for underscores', () => {
    expect(findTimeZone('america/new york', all)).toBe('America/New_York')
    expect(findTimeZone('  Europe/Lisbon ', all)).toBe('Europe/Lisbon')
    expect(findTimeZone('Lisb', all)).toBeNull()
    expect(timeZoneLabel('America/New_York')).toBe('America/New York')
  })
})
