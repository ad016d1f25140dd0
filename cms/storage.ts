import { rm, stat } from 'node:fs/promises'

import { s3Storage } from '@payloadcms/storage-s3'
import { APIError, type CollectionAfterChangeHook, type Config, type Field, type Plugin, type PayloadRequest } from 'payload'

import type { Env } from '../app/lib/env.server'
import {
  bucketOf,
  collectionPrefix,
  deleteObject,
  describeS3Error,
  objectKeyOf,
  putVerified,
  s3ClientConfig,
  sizeOnDisk,
  StoredSizeMismatch,
  type Bucket,
  localPath,
  UPLOAD_COLLECTIONS,
  type UploadCollection,
} from '../app/cms-bridge/infrastructure.server'

/**
 * Where the upload collections keep their files (decision 0014): Payload's
 * own S3 adapter (`@payloadcms/storage-s3`) when S3_BUCKET is set — keys,
 * fields, the admin's previews (through Payload's access rules) and
 * deletions — and the local disk otherwise. Both ways the collections have the
 * same fields (`prefix`, `_objectKey`), so one set of migrations serves both.
 *
 * The one step done here instead of by the adapter is writing the file: the
 * adapter sends anything without an in-memory buffer through a multipart
 * upload that holds up to four 50 MB parts (and a file below 50 MB whole) in
 * memory. `storeInBucket` sends it as a single streamed PUT from the upload's
 * temporary file, checks the stored size, removes the temporary file and
 * leaves the adapter nothing to send again.
 */
export function fileStorage(settings: Env): Plugin {
  const bucket = bucketOf(settings)
  return (incoming: Config) => {
    const collections = (incoming.collections ?? []).map((collection) => {
      if (!isUploadCollection(collection.slug)) return collection
      const slug = collection.slug
      const prefix = collectionPrefix(settings, slug)
      const prefixField: Field = {
        name: 'prefix',
        type: 'text',
        admin: { hidden: true, readOnly: true },
        // Where in the bucket new files of this collection go; '' for files on the local disk.
        defaultValue: () => (bucket ? prefix : ''),
      }
      const check = bucket ? storeInBucket(bucket, prefix) : verifyOnDisk(settings, slug)
      return {
        ...collection,
        fields: [...collection.fields, prefixField],
        hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), check] },
      }
    })
    const storageCollections = Object.fromEntries(
      UPLOAD_COLLECTIONS.map((slug) => [slug, bucket ? { prefix: collectionPrefix(settings, slug) } : true]),
    )
    return s3Storage({
      enabled: !!bucket,
      alwaysInsertFields: true,
      bucket: settings.S3_BUCKET ?? '',
      config: s3ClientConfig(settings),
      collections: storageCollections,
    })({ ...incoming, collections })
  }
}

function isUploadCollection(slug: string): slug is UploadCollection {
  return (UPLOAD_COLLECTIONS as readonly string[]).includes(slug)
}

type UploadedFile = NonNullable<PayloadRequest['file']>

/** The file of this request, also after the adapter's own hook moved it into the context. */
function incomingFile(req: PayloadRequest): UploadedFile | undefined {
  const kept = (req.context?._payloadCloudStorage as { file?: UploadedFile } | undefined)?.file
  return req.file ?? kept
}

function storeInBucket(bucket: Bucket, prefix: string): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, operation, req }) => {
    // The adapter's own follow-up update of the same document writes no file.
    if (req.context?.skipCloudStorage) return doc
    const file = incomingFile(req)
    if (!file || !doc.filename) return doc
    const key = objectKeyOf(prefix, doc)
    // Streamed from the temporary file when there is one; small Local API uploads arrive as bytes.
    const onDisk = file.tempFilePath ? await sizeOnDisk(file.tempFilePath) : null
    const size = onDisk ?? file.data?.length ?? 0
    try {
      await putVerified(bucket, key, {
        filePath: onDisk !== null ? file.tempFilePath : undefined,
        data: onDisk !== null ? undefined : file.data,
        size,
        contentType: doc.mimeType ?? file.mimetype ?? 'application/octet-stream',
      })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Could not store ${key} in the bucket` })
      if (error instanceof StoredSizeMismatch) throw new APIError(error.message, 502, null, true)
      throw new APIError(`The file could not be stored (${describeS3Error(error)}); nothing was saved.`, 502, null, true)
    }
    // Handed over: the temporary file goes now, and the adapter's hook finds nothing left to send.
    if (file.tempFilePath) await rm(file.tempFilePath, { force: true })
    req.file = undefined
    req.payloadUploadSizes = undefined
    if (req.context) delete req.context._payloadCloudStorage
    // A replaced file: its old object goes once the new one is safely stored.
    if (operation === 'update' && previousDoc?.filename) {
      const previousKey = objectKeyOf(prefix, previousDoc)
      if (previousKey !== key) {
        await deleteObject(bucket, previousKey).catch((err: unknown) => req.payload.logger.error({ err, msg: `Could not delete the replaced ${previousKey}` }))
      }
    }
    return doc
  }
}

/** On the local disk: the stored file is as long as the upload. */
function verifyOnDisk(settings: Env, collection: UploadCollection): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    const file = req.file
    if (!file || !doc.filename || typeof doc.filesize !== 'number') return doc
    const stored = localPath(settings, collection, doc.filename)
    const info = stored ? await stat(stored).catch(() => null) : null
    if (info?.size !== doc.filesize) {
      if (stored) await rm(stored, { force: true })
      throw new APIError(`The disk kept ${info?.size ?? 'no'} bytes of a ${doc.filesize}-byte file; nothing was saved.`, 500, null, true)
    }
    return doc
  }
}

