/**
 * Runs one change at a time per customer in this process (a read-modify-write
 * of a list's items, the budget). The app runs as one process (DESIGN.md);
 * a scaled-out deployment would need the database to serialise instead.
 */
const tails = new Map<string, Promise<unknown>>()

export async function withCustomerLock<T>(customerId: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(customerId) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(work)
  tails.set(customerId, run)
  try {
    return await run
  } finally {
    if (tails.get(customerId) === run) tails.delete(customerId)
  }
}
