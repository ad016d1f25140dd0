import { describe, expect, it } from 'vitest'

import { addDays, streakRun } from '~/domain/checkins'
import { NO_CHECKINS, statsAfter, statsDisagree, type CheckinStats } from '~/domain/checkins/stats'
import { redundantIndexes } from '../../cms/schema/redundantIndexes'

/** What a full recompute gives for these dates: the rule `statsAfter` must agree with. */
function recomputed(dates: string[]): CheckinStats {
  return { count: new Set(dates).size, run: streakRun(dates) }
}

describe('check-in figures kept on write (decision 0009)', () => {
  const today = '2026-03-10'

  it('a first check-in starts a run of one', () => {
    expect(statsAfter(NO_CHECKINS, { kind: 'created', date: today })).toEqual(recomputed([today]))
  })

  it('the next day extends the run; a day after a gap starts a new one', () => {
    let stats: CheckinStats = NO_CHECKINS
    const dates: string[] = []
    for (const date of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-06', '2026-03-07']) {
      stats = statsAfter(stats, { kind: 'created', date })!
      dates.push(date)
      expect(stats).toEqual(recomputed(dates))
    }
    expect(stats).toEqual({ count: 5, run: { length: 2, latest: '2026-03-07' } })
  })

  it('a back-dated check-in is recomputed, since it may join two runs', () => {
    const stored = recomputed(['2026-03-10', '2026-03-09', '2026-03-07'])
    expect(statsAfter(stored, { kind: 'created', date: '2026-03-08' })).toBeNull()
    // ...and the recompute it asks for joins them.
    expect(recomputed(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-07'])).toEqual({ count: 4, run: { length: 4, latest: today } })
  })

  it('new ratings for the same day change nothing', () => {
    const stored = recomputed([today, addDays(today, -1)])
    expect(statsAfter(stored, { kind: 'rated' })).toBe(stored)
  })

  it('figures never computed (a customer from before they were kept) are recomputed', () => {
    expect(statsAfter(null, { kind: 'created', date: today })).toBeNull()
    expect(statsAfter(null, { kind: 'rated' })).toBeNull()
    // A count without a latest day is not a state the rules produce: recompute rather than guess.
    expect(statsAfter({ count: 3, run: { length: 0, latest: null } }, { kind: 'created', date: today })).toBeNull()
  })

  describe('checked against the newest check-ins a page reads', () => {
    const list = (...dates: string[]) => dates.map((date) => ({ date }))

    it('agree when the latest day, count and visible run match', () => {
      expect(statsDisagree({ count: 40, run: { length: 30, latest: today } }, list(today, '2026-03-09', '2026-03-08'))).toBe(false)
      expect(statsDisagree({ count: 9, run: { length: 2, latest: today } }, list(today, '2026-03-09', '2026-03-05'))).toBe(false)
      expect(statsDisagree(NO_CHECKINS, [])).toBe(false)
    })

    it('disagree after a missed write', () => {
      // A newer check-in than the kept latest day.
      expect(statsDisagree({ count: 5, run: { length: 3, latest: '2026-03-09' } }, list(today, '2026-03-09'))).toBe(true)
      // Kept figures for check-ins that are gone.
      expect(statsDisagree({ count: 5, run: { length: 3, latest: today } }, [])).toBe(true)
      // Fewer check-ins kept than the page sees.
      expect(statsDisagree({ count: 1, run: { length: 1, latest: today } }, list(today, '2026-03-05'))).toBe(true)
      // The run ends inside the list at another length than kept.
      expect(statsDisagree({ count: 9, run: { length: 5, latest: today } }, list(today, '2026-03-09', '2026-03-05'))).toBe(true)
      // The list shows a longer run than kept.
      expect(statsDisagree({ count: 9, run: { length: 1, latest: today } }, list(today, '2026-03-09'))).toBe(true)
    })
  })
})

describe('redundant single-column indexes', () => {
  it('finds a plain index that leads a compound one, and nothing else', () => {
    const indexes = {
      checkins_customer_idx: { name: 'checkins_customer_idx', on: 'customer' },
      checkins_date_idx: { name: 'checkins_date_idx', on: 'date' },
      customer_date_idx: { name: 'customer_date_idx', on: ['customer', 'date'], unique: true },
    }
    expect(redundantIndexes(indexes)).toEqual(['checkins_customer_idx'])
  })

  it('keeps unique single-column indexes (they are constraints) and indexes on a compound index’s later columns', () => {
    expect(
      redundantIndexes({
        token_idx: { name: 'token_idx', on: 'token', unique: true },
        token_owner_idx: { name: 'token_owner_idx', on: ['token', 'owner'] },
        owner_idx: { name: 'owner_idx', on: ['owner'] },
      }),
    ).toEqual([])
  })
})
