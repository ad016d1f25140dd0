import { AsyncLocalStorage } from 'node:async_hooks'

import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

/**
 * The request object that carries a database transaction through Payload's
 * Local API: pass it as `req` to every call that belongs to the unit of work
 * (and hooks pass it on). Without it a call runs outside the transaction, and
 * on SQLite a write outside would wait for the transaction's lock.
 */
export type Transaction = Partial<PayloadRequest>

/** What a service that may run inside a caller's transaction accepts: `{ req }` to join it. */
export interface InTransaction {
  req?: Transaction
}

const currentUnit = new AsyncLocalStorage<Transaction>()

/**
 * The transaction of the `atomically()` unit this code runs in, if any: for
 * the few writes made without a `req` argument in reach (a lease taken by a
 * service the unit calls), which must join it. On SQLite a write outside the
 * unit's transaction would wait for the turn the transaction holds
 * (decision 0035).
 */
export function currentTransaction(): Transaction | undefined {
  return currentUnit.getStore()
}

/**
 * Runs `work` as one unit: with a database transaction where the adapter has
 * one (SQLite; MongoDB as a replica set, as docker-compose runs it), committed
 * when `work` succeeds and rolled back when it throws. Where the adapter has
 * none, `compensate` undoes what `work` wrote (a compensating delete), so the
 * caller's promise holds either way: all of it is stored, or none of it.
 */
export async function atomically<T>(
  payload: Payload,
  work: (req: Transaction) => Promise<T>,
  compensate: () => Promise<void>,
): Promise<T> {
  // A unit inside another joins it: a second transaction would wait for the turn the first holds (decision 0035).
  const outer = currentUnit.getStore()
  if (outer) return work(outer)
  const req = { payload } as PayloadRequest
  const transactional = await initTransaction(req)
  // An adapter that answered no transaction leaves its settled promise behind.
  if (!transactional) delete req.transactionID
  try {
    const result = await currentUnit.run(req, () => work(req))
    if (transactional) await commitTransaction(req)
    return result
  } catch (error) {
    if (transactional) await killTransaction(req)
    else await compensate()
    throw error
  }
}
