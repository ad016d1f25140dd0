import { AsyncLocalStorage } from 'node:async_hooks'
import { randomFillSync } from 'node:crypto'

/**
 * What the process knows about the request being served, wherever the code
 * runs: its id (the `X-Request-Id` answer header, every log line) and who
 * made it (the signed-in customer's or staff member's id, for the access
 * line). server/index.ts opens one per request; the Remix build, Next and the
 * job handlers run in other module graphs of the same process, so the store
 * lives on `globalThis` and every copy of this module reads the same one.
 */
export interface RequestFacts {
  id: string
  customerId?: string
  staffId?: string
}

const KEY = Symbol.for('liberate.request-context')
type Holder = { [KEY]?: AsyncLocalStorage<RequestFacts> }
const holder = globalThis as Holder
const storage: AsyncLocalStorage<RequestFacts> = (holder[KEY] ??= new AsyncLocalStorage<RequestFacts>())

/** Runs `work` as part of the request `facts` describe. */
export function withRequest<T>(facts: RequestFacts, work: () => T): T {
  return storage.run(facts, work)
}

/** The request being served, if any (a job or the start-up has none). */
export function currentRequest(): RequestFacts | undefined {
  return storage.getStore()
}

/** Notes who made the request: the access line names her (or the staff member) by id only. */
export function noteActor(actor: { customerId?: string; staffId?: string }): void {
  const facts = storage.getStore()
  if (!facts) return
  if (actor.customerId) facts.customerId = actor.customerId
  if (actor.staffId) facts.staffId = actor.staffId
}

/**
 * A request id a trusted proxy may send: letters, digits and `-_.:`, at most
 * 128 characters. Anything else is replaced by a fresh id.
 */
export const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

// Fresh ids come from a pool of random bytes filled 4 KB at a time (as
// `crypto.randomUUID` keeps its own), so an id costs no system call.
const POOL_BYTES = 4096
const ID_BYTES = 12
const pool = Buffer.alloc(POOL_BYTES)
// eslint-disable-next-line no-restricted-syntax -- a memo every copy of this module computes the same (process-state.server.ts)
let offset = POOL_BYTES

/** A fresh request id: 16 URL-safe characters (96 random bits), short enough to read out on the phone. */
export function newRequestId(): string {
  if (offset + ID_BYTES > POOL_BYTES) {
    randomFillSync(pool)
    offset = 0
  }
  const id = pool.toString('base64url', offset, offset + ID_BYTES)
  offset += ID_BYTES
  return id
}

/**
 * A 5xx detail a customer can quote: the words, then the request's id
 * (`… Reference: 7Qe…`), which finds the request's log lines.
 */
export function withReference(detail: string, id = currentRequest()?.id): string {
  return id ? `${detail} Reference: ${id}` : detail
}
