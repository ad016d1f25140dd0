import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { asReader } from './reader.server'

/** The names a library item's stable key may be stored under. */
const KEY_FIELDS = ['starter_key', 'key', 'slug'] as const

export interface LibraryLink {
  id: string
  title: string
  href: string
}

/**
 * A published library item found by its stable key (a starter item's key,
 * such as `bleeding-on-hrt`), read as the customer so a draft never shows;
 * null when the library has no such item or no key field. Looked up at
 * request time, so a link appears as soon as the item exists and goes when
 * an editor removes it.
 */
export async function findLibraryLink(payload: Payload, customer: Customer, key: string): Promise<LibraryLink | null> {
  const fields = payload.collections['library-items']?.config.flattenedFields ?? []
  const field = KEY_FIELDS.find((name) => fields.some((f) => f.name === name))
  if (!field) return null
  try {
    const { docs } = await payload.find({
      collection: 'library-items',
      user: asReader(customer),
      overrideAccess: false,
      depth: 0,
      limit: 1,
      pagination: false,
      where: { [field]: { equals: key } },
      select: { title: true },
    })
    const item = docs[0]
    return item ? { id: item.id, title: item.title, href: `/content/${item.id}` } : null
  } catch (error) {
    console.error('Library link lookup failed', error)
    return null
  }
}
