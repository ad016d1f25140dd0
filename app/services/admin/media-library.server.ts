import { APIError, type Payload } from 'payload'
import { z } from 'zod'

import type { Media, User } from '../../../types/payload-types'
import { MEDIA_FILE_TYPES, parseTags } from '../../domain/admin/media'
import { errorForStatus, notFound } from '../../lib/errors'
import { isRecordId } from '../../lib/ids'
import { ADMIN_PAGE_SIZE } from '../../domain/constants'

/** Doc 2 §3 "Media content". */
export interface PublicMedia {
  id: string
  title: string
  description: string
  file_type: Media['file_type']
  file_url: string | null
  category: string | null
  tags: string[]
  file_size: number | null
  created_at: string
}

/**
 * The address a file is opened at: the authorised route for stored files
 * (it checks who asks), the outside address for items added from a URL.
 */
export function mediaFileUrl(media: Pick<Media, 'id' | 'filename' | 'file_url'>): string | null {
  if (media.filename) return `/api/media/${media.id}/file`
  return media.file_url ?? null
}

export function toPublicMedia(m: Media): PublicMedia {
  return {
    id: String(m.id),
    title: m.title,
    description: m.description ?? '',
    file_type: m.file_type,
    file_url: mediaFileUrl(m),
    category: m.category ?? null,
    tags: m.tags ?? [],
    file_size: m.file_size ?? null,
    created_at: m.createdAt,
  }
}

export const pageQuery = z.object({
  page: z.coerce.number({ error: 'must be a page number' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})

export async function listLibrary(payload: Payload, query: z.infer<typeof pageQuery>) {
  const result = await payload.find({ collection: 'media', overrideAccess: true, sort: '-createdAt', page: query.page, limit: query.limit, depth: 0 })
  return { media_content: result.docs.map(toPublicMedia), total_pages: Math.max(1, result.totalPages), total: result.totalDocs }
}

const tags = z.union([z.array(z.string().max(50)), z.string().max(1000)]).optional().transform((v) => parseTags(v))

/** The fields both upload methods share (doc 2 §3 "Media upload"). */
export const mediaDetailsSchema = z.object({
  title: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long'),
  description: z.string().trim().max(2000, 'is too long').optional().default(''),
  category: z.string().trim().max(100, 'is too long').optional().default(''),
  tags,
})

export const mediaFromUrlSchema = mediaDetailsSchema.extend({
  file_type: z.enum(MEDIA_FILE_TYPES, { error: `must be one of ${MEDIA_FILE_TYPES.join(', ')}` }),
  file_url: z
    .string({ error: 'is required' })
    .trim()
    .max(2000, 'is too long')
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' })),
})

export async function createMediaFromUrl(payload: Payload, staff: User, input: z.infer<typeof mediaFromUrlSchema>): Promise<PublicMedia> {
  const doc = await payload.create({
    collection: 'media',
    overrideAccess: true,
    depth: 0,
    data: {
      title: input.title,
      description: input.description,
      category: input.category || null,
      tags: input.tags,
      file_type: input.file_type,
      file_url: input.file_url,
      file_size: 0,
      uploaded_by: staff.id,
    },
  })
  return toPublicMedia(doc)
}

/** Delete an item; one that has been distributed is refused with 409 (hook in cms/collections/media-hooks.ts). */
export async function deleteMedia(payload: Payload, id: string): Promise<void> {
  if (!isRecordId(id)) throw notFound('Media not found')
  const existing = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!existing) throw notFound('Media not found')
  try {
    await payload.delete({ collection: 'media', id, overrideAccess: true })
  } catch (error) {
    if (error instanceof APIError && error.status < 500) throw errorForStatus(error.status, error.message)
    throw error
  }
}
