import { describe, expect, it } from 'vitest'

import { openNow, parseOpeningHours } from '../../app/domain/grocery/opening-hours'

const LONDON = 'Europe/London'
// 2026-11-18 is a Wednesday; November is GMT (UTC+0). 2026-07-15 is a Wednesday in BST (UTC+1).
const wed = (time: string) => new Date(`2026-11-18T${time}:00Z`)

describe('opening_hours → open now', () => {
  it('reads 24/7', () => {
    expect(openNow('24/7', wed('03:00'), LONDON)).toBe(true)
  })

  it('reads weekday ranges with later rules replacing earlier ones', () => {
    const hours = 'Mo-Sa 08:00-22:00; Su 10:00-16:00'
    expect(openNow(hours, wed('07:59'), LONDON)).toBe(false)
    expect(openNow(hours, wed('08:00'), LONDON)).toBe(true)
    expect(openNow(hours, wed('21:59'), LONDON)).toBe(true)
    expect(openNow(hours, wed('22:00'), LONDON)).toBe(false)
    expect(openNow(hours, new Date('2026-11-22T09:00:00Z'), LONDON)).toBe(false) // Sunday
    expect(openNow(hours, new Date('2026-11-22T11:00:00Z'), LONDON)).toBe(true)
    expect(openNow('Mo-Su 07:00-23:00; We off', wed('12:00'), LONDON)).toBe(false)
  })

  it('uses the shop’s local time, summer time included', () => {
    // 07:30 UTC in July is 08:30 in London.
    expect(openNow('Mo-Fr 08:00-18:00', new Date('2026-07-15T07:30:00Z'), LONDON)).toBe(true)
    expect(openNow('Mo-Fr 08:00-18:00', new Date('2026-07-15T07:30:00Z'), 'UTC')).toBe(false)
  })

  it('reads lists, split days, additional rules and closed days', () => {
    expect(openNow('Mo,We,Fr 09:00-17:00', wed('10:00'), LONDON)).toBe(true)
    expect(openNow('Tu,Th 09:00-17:00', wed('10:00'), LONDON)).toBe(false)
    expect(openNow('Mo-Fr 08:00-12:00,13:00-18:00', wed('12:30'), LONDON)).toBe(false)
    expect(openNow('Mo-Fr 08:00-12:00,13:00-18:00', wed('13:30'), LONDON)).toBe(true)
    expect(openNow('Mo-Tu 08:00-20:00, We 10:00-12:00', wed('11:00'), LONDON)).toBe(true)
    expect(openNow('Mo-Su 08:00-20:00; PH off', wed('11:00'), LONDON)).toBe(true)
    expect(openNow('08:00-20:00', wed('19:00'), LONDON)).toBe(true)
    expect(openNow('We closed', wed('11:00'), LONDON)).toBe(false)
  })

  it('carries hours past midnight into the next day', () => {
    expect(openNow('Tu 22:00-02:00', wed('01:30'), LONDON)).toBe(true)
    expect(openNow('Tu 22:00-02:00', wed('02:30'), LONDON)).toBe(false)
    expect(openNow('Tu 18:00-26:00', wed('01:00'), LONDON)).toBe(true)
    expect(openNow('Mo-Su 06:00-24:00', wed('23:30'), LONDON)).toBe(true)
  })

  it('says it cannot tell for forms it does not read, or nothing at all', () => {
    expect(openNow(undefined, wed('12:00'), LONDON)).toBeNull()
    expect(openNow('Jan-Mar Mo-Fr 09:00-17:00', wed('12:00'), LONDON)).toBeNull()
    expect(openNow('sunrise-sunset', wed('12:00'), LONDON)).toBeNull()
    expect(openNow('PH off', wed('12:00'), LONDON)).toBeNull()
    expect(parseOpeningHours('Mo-Fr 08:00-18:00 "by appointment"')).toBeNull()
  })
})
