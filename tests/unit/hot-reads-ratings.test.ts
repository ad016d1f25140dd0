import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { hotReads } from '~/lib/hot-reads.server'

/**
 * Her ratings between two days as the MongoDB adapter's models are asked for
 * them (the SQLite path runs against a real server in tests/api/progress.test.ts).
 */
describe('her check-in ratings between two days, on MongoDB', () => {
  it('asks for her check-ins in the range only, newest day first, and answers the day and four ratings', async () => {
    const asked: unknown[] = []
    const stored = [
      { date: '2026-11-28', energy_level: 7, sleep_quality: 6, stress_level: 3, mood: 8 },
      { date: '2026-11-20', energy_level: 4, sleep_quality: 5, stress_level: 6, mood: 5 },
    ]
    const checkins = {
      find: (query: unknown, projection: unknown) => {
        asked.push(query, projection)
        return {
          sort: (order: unknown) => {
            asked.push(order)
            return { lean: async () => stored.map((row) => ({ ...row })) }
          },
        }
      },
    }
    const payload = {
      db: { name: 'mongoose', collections: { checkins } },
      collections: { checkins: { config: { flattenedFields: [] } } },
    } as unknown as Payload

    const rows = await hotReads(payload).ratingsBetween('65a1b2c3d4e5f60718293a4b', '2026-09-05', '2026-11-29')

    expect(asked).toEqual([
      { customer: '65a1b2c3d4e5f60718293a4b', date: { $gte: '2026-09-05', $lte: '2026-11-29' } },
      { _id: 0, date: 1, energy_level: 1, sleep_quality: 1, stress_level: 1, mood: 1 },
      { date: -1 },
    ])
    expect(rows).toEqual(stored)
  })
})
