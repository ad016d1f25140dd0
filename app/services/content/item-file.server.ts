import type { Payload } from 'payload'

import type { Customer } from '../../../types/payload-types'
import { isLocked, lockedDetail } from '../../domain/content/library'
import { forbidden, notFound } from '../../lib/errors'
import type { StreamableFile } from '../../lib/file-stream.server'
import { findPublishedItem } from './reader.server'

/**
 * Which stored file is an item's file (video, audio or document) or thumbnail.
 * The item is read as the customer, so a locked item's file is already gone
 * from it: asking for it answers 403. Thumbnails show on locked cards too.
 */
export async function itemFile(
  payload: Payload,
  customer: Customer,
  brand: string,
  id: string,
  kind: 'file' | 'thumbnail',
): Promise<StreamableFile> {
  const item = await findPublishedItem(payload, customer, id)
  let fileId: unknown = item.thumbnail
  if (kind === 'file') {
    if (isLocked(customer.tier, item.tier)) throw forbidden(lockedDetail(item.title, brand))
    fileId = item.format === 'document' ? item.document : item.format === 'article' ? null : item.media
  }
  if (typeof fileId !== 'string') throw notFound('This item has no file')
  // Library files are staff-only in Payload. The item above was read as this
  // customer and still carries the file, so its own file may be looked up.
  const file = await payload.findByID({ collection: 'library-files', id: fileId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!file?.filename || !file.mimeType) throw notFound('This item has no file')
  if (kind === 'thumbnail' && !file.mimeType.startsWith('image/')) throw notFound('This item has no thumbnail')
  return {
    collection: 'library-files',
    stored: file,
    mimeType: file.mimeType,
    filename: file.filename,
  }
}
