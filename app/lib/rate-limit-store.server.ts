import type { Payload } from 'payload'

import { hashToken } from './crypto.server'
import type { Bucket, RateLimitStore } from './rate-limit.server'


/**
 * The limits on abuse in the database (RATE_LIMIT_STORE=database), for
 * several processes sharing one MongoDB (decision 0012). One row per (rule,
 * key), its key stored as a SHA-256 digest: no e-mail or address is kept.
 * Each step goes through the database adapter, so the same code runs on
 * SQLite and MongoDB:
 *
 * 1. add one to the live window's count in one statement (`$inc`: an SQL
 *    `count = count + 1`, a MongoDB `findOneAndUpdate`), which two processes
 *    can never both miss;
 * 2. if the window has ended, start it again at 1;
 * 3. if there is no row yet, create it; the unique key makes one of two
 *    simultaneous creators fail, and that one counts in the row the other made.
 *
 * Two processes restarting the same ended window at the same moment may lose
 * one hit between them: a limit can let one extra attempt through, never
 * refuse one too early.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly payload: Payload) {}

  async hit(key: string, windowMs: number, now: number): Promise<Bucket> {
    const digest = hashToken(key)
    const live = await this.countInLiveWindow(digest, now)
    if (live) return live
    const resetAt = new Date(now + windowMs).toISOString()
    const restarted = await this.payload.db.updateOne({
      collection: 'rate-limits',
      where: { and: [{ key: { equals: digest } }, { reset_at: { less_than_equal: new Date(now).toISOString() } }] },
      data: { count: 1, reset_at: resetAt },
    })
    if (restarted) return asBucket(restarted as { count?: unknown; reset_at?: unknown })
    try {
      await this.payload.db.create({ collection: 'rate-limits', data: { key: digest, count: 1, reset_at: resetAt } })
      return { count: 1, resetAt: Date.parse(resetAt) }
    } catch (error) {
      // Another process created the row a moment ago: count in it.
      const counted = await this.countInLiveWindow(digest, now)
      if (counted) return counted
      throw error
    }
  }

  async peek(key: string, now: number): Promise<Bucket | null> {
    const row = await this.payload.db.findOne({
      collection: 'rate-limits',
      where: { and: [{ key: { equals: hashToken(key) } }, { reset_at: { greater_than: new Date(now).toISOString() } }] },
    })
    return row ? asBucket(row as { count?: unknown; reset_at?: unknown }) : null
  }

  private async countInLiveWindow(digest: string, now: number): Promise<Bucket | null> {
    const row = await this.payload.db.updateOne({
      collection: 'rate-limits',
      where: { and: [{ key: { equals: digest } }, { reset_at: { greater_than: new Date(now).toISOString() } }] },
      data: { count: { $inc: 1 } },
    })
    return row ? asBucket(row as { count?: unknown; reset_at?: unknown }) : null
  }
}

function asBucket(row: { count?: unknown; reset_at?: unknown }): Bucket {
  return { count: Number(row.count), resetAt: Date.parse(String(row.reset_at)) }
}
