import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import type { Env } from './env.server'
import { mediaDir } from './media-storage.server'
import { bucketOf, collectionPrefix, headObject, objectKeyOf, probeStorage, readObject, type StorageCheck, type StorageSettings } from './object-storage.server'

/**
 * Where the product's uploaded files are: the local disk (the embedded
 * default) or the bucket (S3_BUCKET). Every upload collection is listed here;
 * readers open a document's file through `openStoredFile` and never build a
 * path or key themselves.
 */
export const UPLOAD_COLLECTIONS = ['media', 'library-files'] as const
export type UploadCollection = (typeof UPLOAD_COLLECTIONS)[number]

export type FileSettings = StorageSettings & Pick<Env, 'DATA_DIR' | 'MEDIA_DIR'>

/** A document's file as the upload collection stores it. */
export interface StoredFileRef {
  filename?: string | null
  prefix?: string | null
  _objectKey?: string | null
}

/** The folder of a collection's files on the local disk. */
export function localDir(settings: Pick<Env, 'DATA_DIR' | 'MEDIA_DIR'>, collection: UploadCollection): string {
  return collection === 'media' ? mediaDir(settings) : path.resolve(settings.DATA_DIR, 'library-files')
}

/** The file on the local disk, or null for a name that would leave the folder. */
export function localPath(settings: Pick<Env, 'DATA_DIR' | 'MEDIA_DIR'>, collection: UploadCollection, filename: string): string | null {
  const root = localDir(settings, collection)
  const file = path.resolve(root, filename)
  return file.startsWith(root + path.sep) ? file : null
}

export interface OpenedFile {
  size: number
  lastModified: Date | undefined
  /** The bytes `start`..`end` (inclusive), or the whole file; aborting `signal` stops reading. */
  read: (range: { start: number; end: number } | null, signal?: AbortSignal) => Promise<Readable>
}

/** A document's stored file, ready to stream; null when it is not there. */
export async function openStoredFile(settings: FileSettings, collection: UploadCollection, doc: StoredFileRef): Promise<OpenedFile | null> {
  if (!doc.filename) return null
  const bucket = bucketOf(settings)
  if (bucket) {
    const key = objectKeyOf(collectionPrefix(settings, collection), doc)
    const head = await headObject(bucket, key)
    if (!head) return null
    return { size: head.size, lastModified: head.lastModified, read: (range, signal) => readObject(bucket, key, range, signal) }
  }
  const file = localPath(settings, collection, doc.filename)
  if (!file) return null
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { size: info.size, lastModified: info.mtime, read: async (range) => createReadStream(file, range ?? {}) }
}

const CHECK_TTL_MS = 15_000
// eslint-disable-next-line no-restricted-syntax -- a memo every copy of this module computes the same (process-state.server.ts)
let lastCheck: { at: number; result: Promise<StorageCheck> } | null = null

/**
 * Can this server keep and read files (the bucket, or the local folders)?
 * The start runs it fresh and stops on a failure; the readiness check may
 * call it as often as it likes: one answer serves 15 seconds.
 */
export function checkStorage(settings: FileSettings, options: { fresh?: boolean } = {}): Promise<StorageCheck> {
  const now = Date.now()
  if (!options.fresh && lastCheck && now - lastCheck.at < CHECK_TTL_MS) return lastCheck.result
  const result = probeStorage(settings, UPLOAD_COLLECTIONS.map((collection) => localDir(settings, collection)))
  lastCheck = { at: now, result }
  return result
}
