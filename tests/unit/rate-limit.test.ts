import { describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '~/domain/constants'
import { rateLimitDetail, scaledLimit, waitWords } from '~/domain/rate-limits'
import { AppError } from '~/lib/errors'
import {
  createRateLimiter,
  enforceLimits,
  limitRegistration,
  limitSignIn,
  MemoryRateLimitStore,
  signInLockKey,
  type RateLimiter,
} from '~/lib/rate-limit.server'

const HOUR = 60 * 60 * 1000

/** A limiter on a fresh memory store with a clock the test moves. */
function limiterAt(scale = 1, start = 1_000_000) {
  const clock = { now: start }
  const store = new MemoryRateLimitStore()
  return { clock, store, limiter: createRateLimiter(store, scale, () => clock.now) }
}

/** How many of `n` takes in a row are allowed before the first refusal. */
async function allowedOf(limiter: RateLimiter, rule: keyof typeof RATE_LIMITS, key: string, n: number): Promise<number> {
  let allowed = 0
  for (let i = 0; i < n; i++) if (!(await limiter.take(rule, key))) allowed++
  return allowed
}

describe('the limits (constants)', () => {
  it('let a household or clinic on one address sign up 30 times and sign in 60 times an hour', () => {
    expect(RATE_LIMITS.registerPerAddress.limit).toBeGreaterThanOrEqual(30)
    expect(RATE_LIMITS.registerPerAddress.windowSeconds).toBeLessThanOrEqual(3600)
    expect(RATE_LIMITS.signInPerAddress.limit).toBeGreaterThanOrEqual(60)
    expect(RATE_LIMITS.signInPerAddress.windowSeconds).toBeLessThanOrEqual(3600)
    expect(RATE_LIMITS.staffSignInPerAddress.limit).toBeGreaterThanOrEqual(60)
  })
})

describe('scaledLimit', () => {
  it('multiplies, rounds, keeps at least 1, and 0 turns the limit off', () => {
    expect(scaledLimit(60, 1)).toBe(60)
    expect(scaledLimit(60, 2)).toBe(120)
    expect(scaledLimit(60, 0.1)).toBe(6)
    expect(scaledLimit(10, 0.01)).toBe(1)
    expect(scaledLimit(60, 0)).toBeNull()
  })
})

describe('waitWords and rateLimitDetail', () => {
  it('say how long to wait, rounded up', () => {
    expect(waitWords(1)).toBe('1 second')
    expect(waitWords(0.2)).toBe('1 second')
    expect(waitWords(45)).toBe('45 seconds')
    expect(waitWords(60)).toBe('1 minute')
    expect(waitWords(61)).toBe('2 minutes')
    expect(waitWords(3600)).toBe('1 hour')
    expect(waitWords(86_399)).toBe('24 hours')
    expect(rateLimitDetail('signInPerAddress', 125)).toBe('Too many sign-in attempts from this network. Please try again in 3 minutes.')
  })
})

describe('createRateLimiter', () => {
  it('allows the limit within a window and refuses the next with the seconds left', async () => {
    const { clock, limiter } = limiterAt()
    expect(await allowedOf(limiter, 'registerPerAddress', '10.0.0.1', 30)).toBe(30)
    clock.now += 10 * 60 * 1000
    const refusal = await limiter.take('registerPerAddress', '10.0.0.1')
    expect(refusal).toEqual({
      rule: 'registerPerAddress',
      retryAfterSeconds: 50 * 60,
      detail: 'Too many accounts created from this network. Please try again in 50 minutes.',
    })
  })

  it('starts a new window when the old one ends', async () => {
    const { clock, limiter } = limiterAt()
    expect(await allowedOf(limiter, 'signInPerAccount', 'a@example.com', 25)).toBe(20)
    clock.now += HOUR - 1
    expect(await limiter.take('signInPerAccount', 'a@example.com')).not.toBeNull()
    clock.now += 1
    expect(await allowedOf(limiter, 'signInPerAccount', 'a@example.com', 25)).toBe(20)
  })

  it('counts each key and each rule apart', async () => {
    const { limiter } = limiterAt()
    expect(await allowedOf(limiter, 'signInPerAccount', 'a@example.com', 21)).toBe(20)
    expect(await limiter.take('signInPerAccount', 'b@example.com')).toBeNull()
    expect(await limiter.take('staffSignInPerAccount', 'a@example.com')).toBeNull()
  })

  it('multiplies every limit by the scale', async () => {
    const { limiter } = limiterAt(0.1)
    expect(await allowedOf(limiter, 'signInPerAddress', 'x', 10)).toBe(6)
    expect(await allowedOf(limiter, 'registerPerAddress', 'x', 10)).toBe(3)
    const { limiter: doubled } = limiterAt(2)
    expect(await allowedOf(doubled, 'mealPlanPerCustomer', 'c1', 30)).toBe(20)
  })

  it('refuses nothing and stores nothing at scale 0', async () => {
    const { limiter, store } = limiterAt(0)
    expect(await allowedOf(limiter, 'signInPerAddress', 'x', 500)).toBe(500)
    expect(store.size).toBe(0)
  })
})

describe('MemoryRateLimitStore', () => {
  it('sweeps out expired buckets, so memory follows the live keys only', async () => {
    const store = new MemoryRateLimitStore(1000, 60_000)
    for (let i = 0; i < 500; i++) await store.hit(`k${i}`, 1000, 0)
    expect(store.size).toBe(500)
    // The next hit after the sweep interval drops every ended window.
    await store.hit('fresh', 1000, 60_000)
    expect(store.size).toBe(1)
  })

  it('never holds more than its bound: the oldest bucket goes first', async () => {
    const store = new MemoryRateLimitStore(3, 60_000)
    for (const key of ['a', 'b', 'c', 'd']) await store.hit(key, HOUR, 0)
    expect(store.size).toBe(3)
    // 'a' was dropped: it counts from 1 again; 'b' kept its count.
    expect((await store.hit('a', HOUR, 1)).count).toBe(1)
    expect((await store.hit('d', HOUR, 1)).count).toBe(2)
  })

  it('answers the count and the end of the window', async () => {
    const store = new MemoryRateLimitStore()
    expect(await store.hit('k', 5000, 100)).toEqual({ count: 1, resetAt: 5100 })
    expect(await store.hit('k', 5000, 5099)).toEqual({ count: 2, resetAt: 5100 })
    expect(await store.hit('k', 5000, 5100)).toEqual({ count: 1, resetAt: 10_100 })
  })
})

describe('enforceLimits', () => {
  it('throws a 429 AppError with Retry-After, and stops at the first refusal', async () => {
    const { limiter } = limiterAt(0.1)
    const context = { limits: limiter, clientAddress: '10.0.0.9' }
    // Registration per account is 1 at this scale.
    await limitRegistration(context, 'New@Example.com')
    const error = await limitRegistration(context, ' new@example.com ').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    const appError = error as AppError
    expect(appError.status).toBe(429)
    expect(appError.detail).toBe('Too many sign-up attempts for this e-mail address. Please try again in 1 hour.')
    expect(new Headers(appError.headers).get('Retry-After')).toBe('3600')
    // The refused per-account check came after the address's; both were counted.
    expect(await allowedOf(limiter, 'registerPerAddress', '10.0.0.9', 3)).toBe(1)
  })

  it('lets sign-ins through until a limit is reached', async () => {
    const { limiter } = limiterAt(0.1)
    const context = { limits: limiter, clientAddress: '10.0.0.10' }
    await limitSignIn(context, 'a@example.com')
    await limitSignIn(context, 'a@example.com')
    await expect(limitSignIn(context, 'a@example.com')).rejects.toMatchObject({ status: 429 })
    await expect(enforceLimits(context, [['signInPerAddress', '10.0.0.11']])).resolves.toBeUndefined()
  })
})

describe('sign-in per account counts from one address only', () => {
  it('a stranger using up her e-mail address elsewhere leaves her sign-in alone', async () => {
    const { limiter } = limiterAt(0.1)
    const stranger = { limits: limiter, clientAddress: '198.51.100.66' }
    const her = { limits: limiter, clientAddress: '203.0.113.5' }
    await limitSignIn(stranger, 'her@example.com')
    await limitSignIn(stranger, 'her@example.com')
    await expect(limitSignIn(stranger, 'her@example.com')).rejects.toMatchObject({ status: 429 })
    await expect(limitSignIn(her, 'Her@Example.com')).resolves.toBeUndefined()
  })
})

describe('the sign-in lock', () => {
  it('locks one (account, address, password) after 5 failures for 15 minutes, at any scale', async () => {
    const { limiter, clock } = limiterAt(0)
    const context = { limits: limiter, clientAddress: '203.0.113.7' }
    const key = signInLockKey(context, ' Her@Example.com ', 'stamp-a')
    expect(key).toBe('her@example.com|203.0.113.7|stamp-a')
    for (let i = 0; i < 5; i++) {
      expect(await limiter.lockedFor(key)).toBeNull()
      await limiter.recordFailure(key)
    }
    expect(await limiter.lockedFor(key)).toBe(15 * 60)
    clock.now += 60_000
    expect(await limiter.lockedFor(key)).toBe(14 * 60)
    // Elsewhere, and after a new password, she is not locked out.
    expect(await limiter.lockedFor(signInLockKey({ ...context, clientAddress: '198.51.100.1' }, 'her@example.com', 'stamp-a'))).toBeNull()
    expect(await limiter.lockedFor(signInLockKey(context, 'her@example.com', 'stamp-b'))).toBeNull()
    clock.now += 14 * 60_000
    expect(await limiter.lockedFor(key)).toBeNull()
  })
})
