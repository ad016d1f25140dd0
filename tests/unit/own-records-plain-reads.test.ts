import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '~/lib/env.server'
import { seedDemo } from '~/services/demo/seed-demo.server'
import { findOwn, findOwnFields, OWNED_COLLECTIONS, readsPlainly, type OwnedCollection } from '~/services/own-records.server'

import { localPayload } from '../support/local-payload'

/**
 * The accessor for her own records reads through the database adapter where
 * nothing on a collection runs or hides anything on read (issue 51 item 4).
 * Its answers must be the Local API's, record for record: checked here on the
 * demo data set, which holds a record of every kind.
 */
let payload: Payload
let close: () => Promise<void>
let owners: string[]

beforeAll(async () => {
  ;({ payload, close } = await localPayload())
  // The demo's guard only lets a file named demo.db be filled; this database is the test's own and empty.
  await seedDemo(payload, env(), { databaseUrl: 'file:/nowhere/demo.db', crowd: 0 })
  const { docs } = await payload.find({ collection: 'customers', overrideAccess: true, depth: 0, limit: 20, pagination: false })
  owners = docs.map((doc) => String(doc.id))
}, 240_000)

afterAll(async () => {
  await close?.()
})

const plain = () => OWNED_COLLECTIONS.filter((collection) => readsPlainly(payload, collection))

async function localApi(collection: OwnedCollection, owner: string, select?: Record<string, true>) {
  const { docs } = await payload.find({
    collection,
    overrideAccess: true,
    depth: 0,
    pagination: false,
    limit: 100,
    sort: '-createdAt',
    where: { customer: { equals: owner } },
    ...(select ? { select } : {}),
  } as Parameters<Payload['find']>[0])
  return docs
}

describe('her own records read through the adapter', () => {
  it('covers what the progress page reads, and leaves a collection with read hooks to the Local API', () => {
    expect(plain()).toEqual(expect.arrayContaining(['assessments', 'progress-summaries', 'flushes']))
    const withHooks = OWNED_COLLECTIONS.filter((collection) => payload.collections[collection].config.hooks?.afterRead?.length)
    for (const collection of withHooks) expect(readsPlainly(payload, collection)).toBe(false)
  })

  it('answers as the Local API does, record for record, for every collection it reads plainly', async () => {
    let compared = 0
    for (const collection of plain()) {
      for (const owner of owners) {
        const expected = await localApi(collection, owner)
        const actual = await findOwn(payload, owner, collection, { sort: '-createdAt', limit: 100 })
        expect(actual, `${collection} of ${owner}`).toEqual(expected)
        compared += expected.length
      }
    }
    // The demo data set gives records of most kinds: the comparison is not empty.
    expect(compared).toBeGreaterThan(100)
  })

  it('reads only the fields asked for, as the Local API does', async () => {
    for (const owner of owners) {
      const expected = await localApi('assessments', owner, { completed_at: true, assessment_type: true })
      const actual = await findOwnFields(payload, owner, 'assessments', ['completed_at', 'assessment_type'], { sort: '-createdAt', limit: 100 })
      expect(actual).toEqual(expected)
    }
  })
})
