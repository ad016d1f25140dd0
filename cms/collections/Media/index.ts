import type { CollectionConfig } from 'payload'

import { MEDIA_FILE_TYPES } from '../../../app/domain/admin/media'
import { isStaff } from '../../access/isStaff'
import { isWellnessStaff } from '../../access/isWellnessStaff'
import { mediaDir } from '../../../app/cms-bridge/infrastructure.server'
import { env } from '../../../app/lib/env.server'
import { checkUploadedFile, refuseDeleteWhenDistributed } from './hooks'

/**
 * The media library (spec doc 2 §3 "Media content"): a Payload upload
 * collection. Files live in MEDIA_DIR (outside public/, never served as a
 * static path); customers get them only through the authorised route
 * `/api/media/{id}/file`. An item is a stored file or an outside `file_url`.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media item', plural: 'Media items' },
  admin: {
    useAsTitle: 'title',
    group: 'Media records',
    defaultColumns: ['title', 'file_type', 'category', 'file_size', 'createdAt'],
    description: 'Upload and send media from the Media screen; this list is the raw collection.',
  },
  access: {
    // Editors manage library content; only wellness staff see who received what.
    read: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  upload: {
    staticDir: mediaDir(env()),
    filesRequiredOnCreate: false,
    // Files are served by the authorised route, not by Payload's static handler.
    disableLocalStorage: false,
    hideRemoveFile: true,
  },
  hooks: {
    beforeOperation: [checkUploadedFile],
    beforeDelete: [refuseDeleteWhenDistributed],
  },
  indexes: [{ fields: ['createdAt'] }],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    { name: 'file_type', type: 'select', required: true, options: [...MEDIA_FILE_TYPES], index: true },
    {
      name: 'file_url',
      type: 'text',
      maxLength: 2000,
      admin: { description: 'For items added "From URL": the outside address of the file.' },
    },
    { name: 'category', type: 'text', maxLength: 100, index: true },
    { name: 'tags', type: 'text', hasMany: true, maxRows: 30 },
    { name: 'file_size', type: 'number', min: 0, admin: { readOnly: true, description: 'Bytes; 0 for items from a URL.' } },
    {
      name: 'uploaded_by',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
      access: { read: ({ req }) => Boolean(isWellnessStaff({ req })) },
    },
  ],
}
