import fs from 'node:fs'
import path from 'node:path'

import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { PURGE_TASKS } from '~/services/housekeeping/purge-tasks.server'
import { OWNED_COLLECTIONS } from '~/services/own-records.server'

const root = path.resolve(import.meta.dirname, '../..')
const ACCESSOR = 'app/services/own-records.server.ts'
/**
 * Housekeeping walks its purge tasks by a collection held in a variable; the
 * test below checks instead that none of those collections is a customer's own.
 */
const HOUSEKEEPING = 'app/services/housekeeping/run-housekeeping.server.ts'

/**
 * Collections linked to a customer that hold her credentials, found by a
 * token's digest (app/lib/session.server.ts, app/services/auth.server.ts,
 * app/services/password-reset/):
 * not records she reads, so not behind the accessor.
 */
const CREDENTIAL_COLLECTIONS = ['sessions', 'auth-codes', 'password-resets']

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(relative)
    return /\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

async function customerLinkedCollections(): Promise<string[]> {
  const slugs: string[] = []
  for (const name of fs.readdirSync(path.join(root, 'cms/collections'))) {
    const module = (await import(path.join(root, 'cms/collections', name, 'index.ts'))) as Record<string, CollectionConfig>
    for (const config of Object.values(module)) {
      const linked = config.fields.some(
        (field) => 'name' in field && field.name === 'customer' && field.type === 'relationship' && field.relationTo === 'customers',
      )
      if (linked) slugs.push(config.slug)
    }
  }
  return slugs.sort()
}

/** Every Local API call's argument text (`payload.find({ … })`, `context.payload.update({ … })`, …). */
function localApiCalls(source: string): string[] {
  const calls: string[] = []
  const start = /\.(find|findByID|findDistinct|count|create|update|delete|duplicate)\(\s*\{/g
  for (let match = start.exec(source); match; match = start.exec(source)) {
    let depth = 0
    let end = match.index + match[0].length - 1
    for (; end < source.length; end++) {
      if (source[end] === '{') depth++
      else if (source[end] === '}' && --depth === 0) break
    }
    calls.push(source.slice(match.index, end + 1))
  }
  return calls
}

/** A call on an owned collection, or on a collection named by a variable (which cannot be checked). */
function touchesOwnedCollection(call: string): boolean {
  const named = call.match(/\bcollection:\s*['"]([\w-]+)['"]/)
  if (named) return (OWNED_COLLECTIONS as readonly string[]).includes(named[1])
  return /\bcollection\s*[:,}]/.test(call)
}

describe('the own-records accessor', () => {
  it('covers every collection a customer owns (a new one must be added to OWNED_COLLECTIONS)', async () => {
    const linked = await customerLinkedCollections()
    expect([...OWNED_COLLECTIONS].sort()).toEqual(linked.filter((slug) => !CREDENTIAL_COLLECTIONS.includes(slug)))
  }, 30_000)

  it('recognises a direct call on an owned collection and leaves others alone', () => {
    expect(touchesOwnedCollection(`payload.find({ collection: 'checkins', overrideAccess: true, where: {} })`)).toBe(true)
    expect(touchesOwnedCollection(`payload.update({ collection, id, data })`)).toBe(true)
    expect(touchesOwnedCollection(`payload.find({ collection: 'customers', where: { email: { equals: x } } })`)).toBe(false)
  })

  it('housekeeping purges no collection of hers (her records go with her account)', () => {
    for (const task of PURGE_TASKS) expect(OWNED_COLLECTIONS, task.name).not.toContain(task.collection)
  })

  it('is the only code in app/ that reads or writes them through Payload', () => {
    const offenders = filesUnder('app')
      .filter((file) => file !== ACCESSOR && file !== HOUSEKEEPING)
      .flatMap((file) =>
        localApiCalls(fs.readFileSync(path.join(root, file), 'utf8'))
          .filter(touchesOwnedCollection)
          .map((call) => `${file}: ${call.split('\n')[0]}`),
      )
    expect(offenders).toEqual([])
  })

  it('leaves her own records out of housekeeping: they go only with her account', () => {
    const purged = PURGE_TASKS.map((task) => task.collection as string)
    expect(purged.length).toBeGreaterThan(0)
    expect(purged.filter((slug) => (OWNED_COLLECTIONS as readonly string[]).includes(slug))).toEqual([])
  })
})
