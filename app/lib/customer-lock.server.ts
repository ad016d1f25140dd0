import { shared } from './process-state.server'

/**
 * Runs one change at a time per key in this process (a read-modify-write of
 * a list's items, the budget, an item's rating total, a customer's check-in
 * figures). The tails are the process's one set (process-state.server.ts),
 * so a Payload hook and a customer's request wait for each other whichever
 * bundle they run from. The app runs as one process (DESIGN.md); a
 * scaled-out deployment would need the database to serialise instead.
 */
const tails = shared('customer-lock:tails', () => new Map<string, Promise<unknown>>())

export async function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(work)
  tails.set(key, run)
  try {
    return await run
  } finally {
    if (tails.get(key) === run) tails.delete(key)
  }
}

/** One change at a time for one customer's records. */
export function withCustomerLock<T>(customerId: string, work: () => Promise<T>): Promise<T> {
  return withKeyLock(`customer:${customerId}`, work)
}
