import { describe, expect, it } from 'vitest'

import { withCustomerLock, withKeyLock } from '../../app/lib/customer-lock.server'

/** A read-modify-write that yields between its read and its write, as a database round trip does. */
function counter() {
  let value = 0
  return {
    get value() {
      return value
    },
    async add(n: number) {
      const read = value
      await new Promise((r) => setTimeout(r, 1))
      value = read + n
    },
  }
}

describe('withKeyLock', () => {
  it('loses no change when many run at once on one key (and would without it)', async () => {
    const unlocked = counter()
    await Promise.all(Array.from({ length: 20 }, () => unlocked.add(1)))
    expect(unlocked.value).toBeLessThan(20)

    const locked = counter()
    await Promise.all(Array.from({ length: 20 }, () => withKeyLock('item-1', () => locked.add(1))))
    expect(locked.value).toBe(20)
  })

  it('runs different keys side by side and keeps going after a failure', async () => {
    const order: string[] = []
    const slow = withKeyLock('a', async () => {
      await new Promise((r) => setTimeout(r, 20))
      order.push('a')
    })
    const fast = withKeyLock('b', async () => {
      order.push('b')
    })
    await Promise.all([slow, fast])
    expect(order).toEqual(['b', 'a'])

    await expect(withKeyLock('c', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(withKeyLock('c', async () => 'next')).resolves.toBe('next')
  })

  it('keeps customers and other keys apart', async () => {
    const order: string[] = []
    const customer = withCustomerLock('42', async () => {
      await new Promise((r) => setTimeout(r, 20))
      order.push('customer 42')
    })
    const plainKey = withKeyLock('42', async () => {
      order.push('key 42')
    })
    await Promise.all([customer, plainKey])
    expect(order).toEqual(['key 42', 'customer 42'])
  })
})
