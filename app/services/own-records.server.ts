import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  RequiredDataFromCollectionSlug,
  Sort,
  Where,
} from 'payload'

import { notFound } from '../lib/errors'
import { hotReads, RATING_COLUMNS } from '../lib/hot-reads.server'
import { isRecordId } from '../lib/ids'
import type { Transaction } from '../lib/transaction.server'

/**
 * The one accessor for a customer's own records. Every read and write of a
 * collection a customer owns (a `customer` relationship) goes through here,
 * scoped to her id, so no forgotten filter can show one woman another's
 * health data. The route has authorised her (`requireCustomer`), so these
 * calls bypass Payload's access rules, which guard the admin and /cms-api.
 * tests/unit/own-records.test.ts fails if code elsewhere in app/ queries
 * these collections itself.
 */
export const OWNED_COLLECTIONS = [
  'assessments',
  'bleeding-logs',
  'budgets',
  'checkins',
  'checkout-sessions',
  'consent-records',
  'course-enrolments',
  'course-ratings',
  'flushes',
  'food-logs',
  'food-preferences',
  'library-ratings',
  'meal-plan-recipes',
  'meal-plans',
  'notifications',
  'payments',
  'progress-summaries',
  'push-subscriptions',
  'reminder-settings',
  'shopping-lists',
  'thought-records',
  'treatments',
  'wearable-data',
] as const satisfies readonly CollectionSlug[]

export type OwnedCollection = (typeof OWNED_COLLECTIONS)[number]
type Doc<S extends OwnedCollection> = DataFromCollectionSlug<S>
type NewDoc<S extends OwnedCollection> = Omit<RequiredDataFromCollectionSlug<S>, 'customer'>

function mine(owner: string, where?: Where): Where {
  const own: Where = { customer: { equals: owner } }
  return where && Object.keys(where).length > 0 ? { and: [own, where] } : own
}

/** The owner's id of a record read at depth 0 or 1. */
export function ownerOf(record: { customer: string | { id: string } }): string {
  return typeof record.customer === 'string' ? record.customer : record.customer.id
}

export interface FindOwnOptions {
  where?: Where
  sort?: Sort
  /** Every query is bounded: a number, or `'all'` when `where` bounds it (a date range, one record). */
  limit: number | 'all'
  /** Read inside the caller's transaction (lib/transaction.server.ts). */
  req?: Transaction
}

/** The owner's records of one collection. */
export async function findOwn<S extends OwnedCollection>(
  payload: Payload,
  owner: string,
  collection: S,
  options: FindOwnOptions,
): Promise<Doc<S>[]> {
  return query(payload, collection, mine(owner, options.where), options)
}

/** The owner's records with only `fields` read: what a list shows, nothing more. */
export async function findOwnFields<S extends OwnedCollection, K extends keyof Doc<S> & string>(
  payload: Payload,
  owner: string,
  collection: S,
  fields: readonly K[],
  options: FindOwnOptions,
): Promise<Pick<Doc<S>, 'id' | K>[]> {
  const select = Object.fromEntries(fields.map((field) => [field, true as const]))
  return query(payload, collection, mine(owner, options.where), options, select)
}

async function query<S extends OwnedCollection>(
  payload: Payload,
  collection: S,
  where: Where,
  { sort, limit, req }: Omit<FindOwnOptions, 'where'>,
  select?: Record<string, true>,
): Promise<Doc<S>[]> {
  // Arguments typed as Payload's own: inferred over the union of every owned
  // collection they are more than the compiler can represent.
  const { docs } = await payload.find({
    collection: collection as OwnedCollection,
    overrideAccess: true,
    req,
    depth: 0,
    pagination: false,
    where,
    ...(limit === 'all' ? {} : { limit }),
    ...(sort ? { sort } : {}),
    ...(select ? { select: select as never } : {}),
  } as Parameters<Payload['find']>[0])
  return docs as unknown as Doc<S>[]
}

/**
 * Her newest check-ins, newest day first, at depth 0: the hottest list of her
 * records (the dashboard, the check-in page). Read through the database
 * adapter's kept statement (lib/hot-reads.server.ts; check-ins have no read
 * hooks), scoped to her id like every read here.
 */
export async function findOwnNewestCheckins(payload: Payload, owner: string, limit: number): Promise<Doc<'checkins'>[]> {
  return (await hotReads(payload).newestCheckins(owner, limit)) as unknown as Doc<'checkins'>[]
}

/**
 * The day and four ratings of the owner's check-ins from `first` to `last`
 * inclusive, newest day first: what her charts draw. Through the adapter's
 * kept statement like her newest check-ins, scoped to her id.
 */
export async function findOwnCheckinRatings(payload: Payload, owner: string, first: string, last: string): Promise<Pick<Doc<'checkins'>, (typeof RATING_COLUMNS)[number]>[]> {
  return (await hotReads(payload).ratingsBetween(owner, first, last)) as unknown as Pick<Doc<'checkins'>, (typeof RATING_COLUMNS)[number]>[]
}

/** The first of the owner's records matching `where`, or null. */
export async function findOneOwn<S extends OwnedCollection>(
  payload: Payload,
  owner: string,
  collection: S,
  where: Where,
  sort?: Sort,
  req?: Transaction,
): Promise<Doc<S> | null> {
  const [first] = await findOwn(payload, owner, collection, { where, sort, limit: 1, req })
  return (first as Doc<S> | undefined) ?? null
}

/** One of the owner's records by id; anyone else's (or no such id) answers 404 with `detail`. */
export async function getOwnOr404<S extends OwnedCollection>(
  payload: Payload,
  owner: string,
  collection: S,
  id: string,
  detail = 'Not found',
): Promise<Doc<S>> {
  const record = isRecordId(id) ? await findOneOwn(payload, owner, collection, { id: { equals: id } }) : null
  if (!record) throw notFound(detail)
  return record
}

export async function countOwn(
  payload: Payload,
  owner: string,
  collection: OwnedCollection,
  where?: Where,
  req?: Transaction,
): Promise<number> {
  const { totalDocs } = await payload.count({ collection, overrideAccess: true, where: mine(owner, where), req })
  return totalDocs
}

export async function createOwn<S extends OwnedCollection>(
  payload: Payload,
  owner: string,
  collection: S,
  data: NewDoc<S>,
  req?: Transaction,
): Promise<Doc<S>> {
  const created = await payload.create({
    collection,
    overrideAccess: true,
    depth: 0,
    req,
    data: { ...data, customer: owner } as unknown as RequiredDataFromCollectionSlug<S>,
  })
  return created as Doc<S>
}

/** Changes one of the owner's records; anyone else's answers 404 with `detail`. */
export async function updateOwn<S extends OwnedCollection>(
  payload: Payload,
  owner: string,
  collection: S,
  id: string,
  data: Partial<NewDoc<S>>,
  detail = 'Not found',
  req?: Transaction,
): Promise<Doc<S>> {
  const { docs } = await payload.update({
    collection,
    overrideAccess: true,
    depth: 0,
    req,
    where: mine(owner, { id: { equals: id } }),
    // Payload's deep-partial update type does not resolve for a generic slug.
    data: data as never,
  })
  if (!docs[0]) throw notFound(detail)
  return docs[0] as Doc<S>
}

/**
 * All of the owner's records of one collection, a page of `pageSize` at a
 * time in `sort` order (the export): every query is bounded, and only one
 * page is held at once.
 */
export async function* findOwnPages<S extends OwnedCollection>(
  payload: Payload,
  owner: string,
  collection: S,
  { sort, pageSize }: { sort: string; pageSize: number },
): AsyncGenerator<Doc<S>[]> {
  for (let page = 1; ; page++) {
    const result = await payload.find({ collection, overrideAccess: true, depth: 0, where: mine(owner), sort: [sort, 'id'], limit: pageSize, page })
    if (result.docs.length > 0) yield result.docs as Doc<S>[]
    if (!result.hasNextPage) return
  }
}

/** Changes every one of the owner's records matching `where` (bounded by it); returns the changed records. */
export async function updateAllOwn<S extends OwnedCollection>(
  payload: Payload,
  owner: string,
  collection: S,
  where: Where,
  data: Partial<NewDoc<S>>,
): Promise<Doc<S>[]> {
  const { docs } = await payload.update({
    collection,
    overrideAccess: true,
    depth: 0,
    where: mine(owner, where),
    data: data as never,
  })
  return docs as Doc<S>[]
}

/**
 * Sets a few plain fields (numbers, short text) of one of the owner's records
 * through the database adapter: no hooks and no deep merge of the stored
 * document with the change, which for a record holding large JSON costs far
 * more than the write. For frequent small writes to a collection with no
 * hooks on those fields (a plan's progress while its recipes are written);
 * `updatedAt` is set here.
 */
export async function setOwnFields<S extends OwnedCollection>(
  payload: Payload,
  owner: string,
  collection: S,
  id: string,
  data: Partial<NewDoc<S>>,
  options: { req?: Transaction; updatedAt?: string } = {},
): Promise<void> {
  await payload.db.updateOne({
    collection,
    where: mine(owner, { id: { equals: id } }),
    data: { ...data, updatedAt: options.updatedAt ?? new Date().toISOString() },
    returning: false,
    // On SQLite, one UPDATE … WHERE her id and the record's, in place of a SELECT of the id first and then the UPDATE
    // (issue 53); the fields set here are all columns of the record's own table. MongoDB's update is one statement already.
    ...(payload.db.name === 'sqlite' ? { options: { atomic: true } } : {}),
    ...(options.req ? { req: options.req } : {}),
  })
}

/**
 * Writes one record for the owner through the database adapter, in the
 * caller's transaction: no hooks, no document-lock look-ups, nothing but the
 * insert and the read of what was stored. For a write path that does itself
 * what the collection's hooks would (the check-in submit keeps her activity
 * time with her figures) and whose input was validated in full before.
 * Timestamps are now. A second record where a unique index allows one throws
 * Payload's ValidationError, as `createOwn` does.
 */
export async function insertOwn<S extends OwnedCollection>(
  payload: Payload,
  owner: string,
  collection: S,
  data: NewDoc<S>,
  req?: Transaction,
): Promise<Doc<S>> {
  const now = new Date().toISOString()
  const created = await payload.db.create({
    collection,
    data: { createdAt: now, updatedAt: now, ...data, customer: owner },
    ...(req ? { req } : {}),
  })
  return created as unknown as Doc<S>
}

/** Deletes one of the owner's records; anyone else's is left alone. Returns whether one went. */
export async function deleteOwn(payload: Payload, owner: string, collection: OwnedCollection, id: string): Promise<boolean> {
  const { docs } = await payload.delete({ collection, overrideAccess: true, where: mine(owner, { id: { equals: id } }) })
  return docs.length > 0
}

/**
 * Account deletion (and undoing a failed signup) only: every record of the
 * owner in one collection, gone in one statement through the database adapter. No delete hooks run: the only
 * ones on her collections keep figures on her own account (check-in stats),
 * which is deleted right after.
 */
export async function eraseAllOwn(payload: Payload, owner: string, collection: OwnedCollection): Promise<void> {
  await payload.db.deleteMany({ collection, where: mine(owner) })
}

/**
 * Account deletion only: records the law makes us keep (payments) lose their
 * link to her; nothing else in them is about her health.
 */
export async function unlinkAllOwn(payload: Payload, owner: string, collection: 'payments'): Promise<number> {
  const { docs } = await payload.update({ collection, overrideAccess: true, depth: 0, where: mine(owner), data: { customer: null } })
  return docs.length
}

/**
 * For code that acts for no signed-in customer (Stripe's webhooks, the recipe
 * job, the start-up resume): records found by a key the system holds (a
 * checkout session id, a job's plan id, a status). Writes then go through the
 * owner-scoped functions with `ownerOf(record)`.
 */
export async function findOwnedForSystem<S extends OwnedCollection>(
  payload: Payload,
  collection: S,
  where: Where,
  limit: number | 'all',
  sort?: Sort,
): Promise<Doc<S>[]> {
  return query(payload, collection, where, { limit, sort })
}

/** For staff and system figures across owners (how many of a distribution's notifications were read). */
export async function countOwnedForSystem(payload: Payload, collection: OwnedCollection, where: Where): Promise<number> {
  const { totalDocs } = await payload.count({ collection, overrideAccess: true, where })
  return totalDocs
}

/**
 * Writes one record for each owner in one transaction (a distribution's
 * notifications, a batch at a time). Rows go through the adapter's create,
 * several times faster than the full operation: only for rows complete as
 * given, in collections with no hooks or whose hooks the caller makes up for
 * (the demo's crowd sets `last_activity_at` itself). Timestamps are now unless
 * a row brings its own.
 */
export async function createOwnedBatch<S extends OwnedCollection>(
  payload: Payload,
  collection: S,
  rows: { owner: string; data: NewDoc<S> }[],
): Promise<void> {
  if (rows.length === 0) return
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { transactionID } as Parameters<Payload['db']['create']>[0]['req']
  try {
    const now = new Date().toISOString()
    for (const row of rows) {
      await payload.db.create({ collection, req, data: { createdAt: now, updatedAt: now, ...row.data, customer: row.owner }, returning: false })
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
