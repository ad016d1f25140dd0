import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { env } from '../../../app/lib/env.server'
import { isStaff } from '../../access/isStaff'

/** File types the library accepts; Payload checks each upload's content, not just its name. */
const LIBRARY_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'application/pdf',
]

/**
 * Files behind library items: thumbnails, videos, audio and documents. They are
 * private: stored under DATA_DIR (never in public/), readable in the admin by
 * staff only, and streamed to customers by the item's file route after the
 * item's tier has been checked.
 */
export const LibraryFiles: CollectionConfig = {
  slug: 'library-files',
  labels: { singular: 'Library file', plural: 'Library files' },
  admin: { group: 'Content library', useAsTitle: 'filename', defaultColumns: ['filename', 'mimeType', 'filesize', 'updatedAt'] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.resolve(env().DATA_DIR, 'library-files'),
    mimeTypes: LIBRARY_MIME_TYPES,
    displayPreview: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      maxLength: 300,
      admin: { description: 'For images: describe the picture for people who cannot see it.' },
    },
  ],
}
