import { RATE_LIMIT_MAX_BUCKETS, RATE_LIMIT_SWEEP_MS, RATE_LIMITS, SIGN_IN_LOCK } from '../domain/constants'
import { rateLimitDetail, scaledLimit, type RateLimitRule } from '../domain/rate-limits'
import { AppError } from './errors'
import { logger } from './logger.server'

/**
 * Limits on abuse: fixed-window counters per (rule, key). One limiter per
 * process is made in server/index.ts and reaches every loader and action as
 * `context.limits`; the staff login of the Payload admin is limited by the
 * same one in server/guards.ts. Decision 0012 says how a shared store (Redis,
 * MongoDB) plugs in when several processes serve the app.
 */

/** One window's count for a key. */
export interface Bucket {
  count: number
  /** When the window ends (epoch ms); the key's count starts again at 0 then. */
  resetAt: number
}

/**
 * Where the counters live. `hit` adds one to the key's count in its current
 * window (a new window of `windowMs` starts at the first hit after the last
 * one ended) and answers the count with the window's end. A shared store must
 * do this atomically (Redis `INCR` + `PEXPIRE NX`, a MongoDB `findOneAndUpdate`
 * with `$inc` and a TTL index).
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): Promise<Bucket>
  /** The key's live window without counting; null when it has none (never hit, or its window has ended). */
  peek(key: string, now: number): Promise<Bucket | null>
}

/**
 * The store for one process. Memory stays bounded: expired buckets are swept
 * out at most once a `sweepMs`, and past `maxBuckets` live ones the oldest
 * go first (that key simply starts counting again).
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, Bucket>()
  private nextSweep = 0

  constructor(
    private readonly maxBuckets = RATE_LIMIT_MAX_BUCKETS,
    private readonly sweepMs = RATE_LIMIT_SWEEP_MS,
  ) {}

  get size(): number {
    return this.buckets.size
  }

  async hit(key: string, windowMs: number, now: number): Promise<Bucket> {
    if (now >= this.nextSweep) this.sweep(now)
    let bucket = this.buckets.get(key)
    if (!bucket || bucket.resetAt <= now) {
      this.buckets.delete(key)
      if (this.buckets.size >= this.maxBuckets) this.sweep(now)
      while (this.buckets.size >= this.maxBuckets) this.buckets.delete(this.buckets.keys().next().value as string)
      bucket = { count: 0, resetAt: now + windowMs }
      this.buckets.set(key, bucket)
    }
    bucket.count += 1
    return { ...bucket }
  }

  async peek(key: string, now: number): Promise<Bucket | null> {
    const bucket = this.buckets.get(key)
    return bucket && bucket.resetAt > now ? { ...bucket } : null
  }

  /** Drops every bucket whose window has ended. */
  sweep(now: number): void {
    this.nextSweep = now + this.sweepMs
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key)
  }
}

/** A refusal: the rule that refused and the seconds until its window ends. */
export interface RateLimitRefusal {
  rule: RateLimitRule
  retryAfterSeconds: number
  detail: string
}

export interface RateLimiter {
  /** Counts one request by `key` under `rule`: null when allowed, else the refusal. */
  take(rule: RateLimitRule, key: string): Promise<RateLimitRefusal | null>
  /** The sign-in lock (`SIGN_IN_LOCK`, never scaled): seconds until `key` may try again, or null when it is not locked. */
  lockedFor(key: string): Promise<number | null>
  /** Counts one failed sign-in by `key` towards the lock. */
  recordFailure(key: string): Promise<void>
}

/** The limiter over a store, with every limit multiplied by `scale` (0: no limits, nothing counted). */
export function createRateLimiter(store: RateLimitStore, scale: number, now: () => number = Date.now): RateLimiter {
  return {
    async take(rule, key) {
      const { limit: base, windowSeconds } = RATE_LIMITS[rule]
      const limit = scaledLimit(base, scale)
      if (limit === null) return null
      const at = now()
      let bucket: Bucket
      try {
        bucket = await store.hit(`${rule}:${key}`, windowSeconds * 1000, at)
      } catch (error) {
        // Limits protect; a store that fails must not take sign-in down with it.
        logger().warn({ err: error, rule }, 'Rate limit store failed; the request is let through')
        return null
      }
      if (bucket.count <= limit) return null
      const retryAfterSeconds = Math.max(1, Math.ceil((bucket.resetAt - at) / 1000))
      return { rule, retryAfterSeconds, detail: rateLimitDetail(rule, retryAfterSeconds) }
    },
    async lockedFor(key) {
      const at = now()
      try {
        const bucket = await store.peek(`signInLock:${key}`, at)
        if (!bucket || bucket.count < SIGN_IN_LOCK.failures) return null
        return Math.max(1, Math.ceil((bucket.resetAt - at) / 1000))
      } catch (error) {
        logger().warn({ err: error }, 'Rate limit store failed; the sign-in lock is not checked')
        return null
      }
    },
    async recordFailure(key) {
      try {
        await store.hit(`signInLock:${key}`, SIGN_IN_LOCK.windowSeconds * 1000, now())
      } catch (error) {
        logger().warn({ err: error }, 'Rate limit store failed; a failed sign-in is not counted')
      }
    },
  }
}

/** What a route needs to limit a request: the process's limiter and the client's address. */
export interface LimitContext {
  limits: RateLimiter
  clientAddress: string
}

/** A 429 `AppError` with `Retry-After`, for the API (`{ detail }`) and page actions alike. */
export function tooManyRequests(refusal: RateLimitRefusal): AppError {
  return new AppError('rate_limited', refusal.detail, { 'Retry-After': String(refusal.retryAfterSeconds) })
}

/** Counts the request under each (rule, key) in turn and throws 429 at the first refusal. */
export async function enforceLimits(context: LimitContext, checks: [RateLimitRule, string][]): Promise<void> {
  for (const [rule, key] of checks) {
    const refusal = await context.limits.take(rule, key)
    if (refusal) throw tooManyRequests(refusal)
  }
}

/** E-mail addresses are counted as the account finds them: trimmed, lower case. */
const accountKey = (email: string) => email.trim().toLowerCase()

/**
 * A customer sign-in: per client address, then per e-mail address from that
 * address — never per e-mail address alone, which would let anyone use up her
 * sign-ins from anywhere.
 */
export function limitSignIn(context: LimitContext, email: string): Promise<void> {
  return enforceLimits(context, [
    ['signInPerAddress', context.clientAddress],
    ['signInPerAccount', `${accountKey(email)}|${context.clientAddress}`],
  ])
}

/**
 * The sign-in lock's key: one e-mail address, from one client address, while
 * her password is what it is (`passwordStamp` changes when a new one is set,
 * so a password reset always lets her in again, wherever she signs in from).
 */
export function signInLockKey(context: LimitContext, email: string, passwordStamp: string): string {
  return `${accountKey(email)}|${context.clientAddress}|${passwordStamp}`
}

/** A registration: per client address, then per e-mail address. */
export function limitRegistration(context: LimitContext, email: string): Promise<void> {
  return enforceLimits(context, [
    ['registerPerAddress', context.clientAddress],
    ['registerPerAccount', accountKey(email)],
  ])
}

/** A staff sign-in through the staff API: per client address, then per e-mail address. */
export function limitStaffSignIn(context: LimitContext, email: string): Promise<void> {
  return enforceLimits(context, [
    ['staffSignInPerAddress', context.clientAddress],
    ['staffSignInPerAccount', accountKey(email)],
  ])
}

/** Work a signed-in customer asks for (the AI endpoints): per customer. */
export function limitCustomer(context: LimitContext, rule: 'progressSummaryPerCustomer' | 'mealPlanPerCustomer', customerId: string): Promise<void> {
  return enforceLimits(context, [[rule, customerId]])
}

/** Asking for a password reset link: per client address, then per e-mail address asked for (account or not). */
export function limitPasswordReset(context: LimitContext, email: string): Promise<void> {
  return enforceLimits(context, [
    ['passwordResetPerAddress', context.clientAddress],
    ['passwordResetPerAccount', accountKey(email)],
  ])
}

/** Setting a new password with a reset link: per client address. */
export function limitPasswordResetConfirm(context: LimitContext): Promise<void> {
  return enforceLimits(context, [['passwordResetConfirmPerAddress', context.clientAddress]])
}
