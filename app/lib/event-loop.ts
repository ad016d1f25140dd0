/**
 * Lets pending I/O (other customers' requests) run before the next piece of
 * work. SQLite through libsql answers synchronously underneath its promises,
 * so a chain of database calls never gives other requests a turn unless the
 * code yields: long chains (a meal plan's overview, its recipe job) call this
 * between their steps.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
