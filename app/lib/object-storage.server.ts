import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'

import type { Env } from './env.server'
import { shared } from './process-state.server'

/**
 * The object-storage client (decision 0014): one S3-compatible bucket (AWS S3,
 * Cloudflare R2, Backblaze B2, DigitalOcean Spaces, MinIO) for every file the
 * product keeps, when S3_BUCKET is set. Objects are private: nothing here sets
 * an ACL, and customers reach files only through the routes that check who may
 * see them. Every upload is one streamed PUT whose stored size is checked.
 */

export type StorageSettings = Pick<
  Env,
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX' | 'S3_CHECKSUMS'
>

export interface Bucket {
  name: string
  /** The S3_PREFIX folder every key starts with ('' for none). */
  prefix: string
  client: S3Client
}

/** The SDK's settings for our bucket: also handed to Payload's S3 adapter, so both talk to it alike. */
export function s3ClientConfig(settings: StorageSettings): S3ClientConfig {
  const checksums = settings.S3_CHECKSUMS === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED'
  return {
    region: settings.S3_REGION,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY } }
      : {}),
    // Recent SDK releases add integrity checksums (aws-chunked bodies) that some
    // S3-compatible stores keep as part of the file; `when_required` leaves them out.
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
    maxAttempts: 3,
  }
}

const clients = shared('object-storage:clients', () => new Map<string, S3Client>())

/** The bucket, or null when files stay on the local disk (no S3_BUCKET). */
export function bucketOf(settings: StorageSettings): Bucket | null {
  if (!settings.S3_BUCKET) return null
  const config = s3ClientConfig(settings)
  const cacheKey = createHash('sha256')
    .update(JSON.stringify([settings.S3_BUCKET, config.endpoint, config.region, settings.S3_ACCESS_KEY_ID, settings.S3_SECRET_ACCESS_KEY, config.forcePathStyle, settings.S3_CHECKSUMS]))
    .digest('hex')
  let client = clients.get(cacheKey)
  if (!client) {
    client = new S3Client(config)
    clients.set(cacheKey, client)
  }
  return { name: settings.S3_BUCKET, prefix: settings.S3_PREFIX ?? '', client }
}

/** The folder of one upload collection's objects: `S3_PREFIX/<collection>`. */
export function collectionPrefix(settings: Pick<Env, 'S3_PREFIX'>, collection: string): string {
  return path.posix.join(settings.S3_PREFIX ?? '', collection)
}

/**
 * Where a document's file is in the bucket, as Payload's storage adapter
 * places it: the document's own stored prefix (or, for one written before it
 * had one, the collection's), then `_objectKey` when set, then the file name.
 */
export function objectKeyOf(fallbackPrefix: string, doc: { filename?: string | null; prefix?: string | null; _objectKey?: string | null }): string {
  const folder = path.posix.join(doc.prefix || fallbackPrefix, doc._objectKey ?? '')
  return path.posix.join(folder, path.posix.basename(doc.filename ?? ''))
}

/** The store answered that the object (or the bucket) is not there. */
export function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

export class StoredSizeMismatch extends Error {
  constructor(
    readonly key: string,
    readonly expected: number,
    readonly stored: number | undefined,
  ) {
    super(
      `The file storage kept ${stored ?? 'no'} bytes of a ${expected}-byte file (${key}); it was removed. ` +
        'If the store does not understand the SDK\'s integrity checksums, set S3_CHECKSUMS=when_required.',
    )
    this.name = 'StoredSizeMismatch'
  }
}

export interface UploadBody {
  /** A file on disk, streamed from there (never read whole into memory). */
  filePath?: string
  /** Or bytes already in memory (small files handed to the Local API). */
  data?: Buffer
  size: number
  contentType: string
}

/**
 * Puts one file into the bucket as a single streamed PUT with its length
 * (up to 5 GB; our largest upload is 500 MB), then checks that the stored
 * size is the size sent. A mismatch deletes the object and throws.
 */
export async function putVerified(bucket: Bucket, key: string, body: UploadBody): Promise<void> {
  const source = body.filePath ? createReadStream(body.filePath) : (body.data ?? Buffer.alloc(0))
  try {
    await bucket.client.send(
      new PutObjectCommand({ Bucket: bucket.name, Key: key, Body: source, ContentLength: body.size, ContentType: body.contentType }),
    )
  } finally {
    if (typeof (source as Readable).destroy === 'function') (source as Readable).destroy()
  }
  const stored = await headObject(bucket, key)
  if (stored?.size !== body.size) {
    await deleteObject(bucket, key).catch(() => undefined)
    throw new StoredSizeMismatch(key, body.size, stored?.size)
  }
}

/** Size, time and tag of an object; null when it is not there. */
export async function headObject(bucket: Bucket, key: string): Promise<{ size: number; lastModified: Date | undefined; etag: string | undefined } | null> {
  try {
    const head = await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: key }))
    return { size: head.ContentLength ?? 0, lastModified: head.LastModified, etag: head.ETag }
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** The bytes `start`..`end` (inclusive) of an object as a Node stream; aborting `signal` stops the download. */
export async function readObject(bucket: Bucket, key: string, range: { start: number; end: number } | null, signal?: AbortSignal): Promise<Readable> {
  const object = await bucket.client.send(
    new GetObjectCommand({ Bucket: bucket.name, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    { abortSignal: signal },
  )
  return object.Body as Readable
}

export async function deleteObject(bucket: Bucket, key: string): Promise<void> {
  await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: key }))
}

export type StorageCheck = { ok: true; kind: 'local' | 's3' } | { ok: false; kind: 'local' | 's3'; detail: string }

/**
 * Can this server keep files? For a bucket: writes a small object the way
 * every upload is written (streamed), reads it back byte for byte and
 * deletes it, under a key of its own so servers checking at once do not
 * meet. For the local disk: the folders can be written.
 */
export async function probeStorage(settings: StorageSettings, localDirs: string[]): Promise<StorageCheck> {
  const bucket = bucketOf(settings)
  if (!bucket) {
    for (const dir of localDirs) {
      try {
        await mkdir(dir, { recursive: true })
        const probe = path.join(dir, `.storage-check-${randomUUID()}`)
        await writeFile(probe, 'ok')
        await rm(probe, { force: true })
      } catch (error) {
        return { ok: false, kind: 'local', detail: `Files cannot be written to ${dir}: ${(error as Error).message}` }
      }
    }
    return { ok: true, kind: 'local' }
  }
  const where = `bucket "${bucket.name}"${settings.S3_ENDPOINT ? ` at ${settings.S3_ENDPOINT}` : ''}`
  const key = path.posix.join(bucket.prefix, '.storage-check', `${randomUUID()}.txt`)
  const sent = Buffer.from(`Liberate storage check ${new Date().toISOString()}\n`)
  const local = path.join(tmpdir(), `liberate-storage-check-${randomUUID()}`)
  try {
    await writeFile(local, sent)
    await putVerified(bucket, key, { filePath: local, size: sent.length, contentType: 'text/plain' })
    const stream = await readObject(bucket, key, null)
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
    if (!Buffer.concat(chunks).equals(sent)) return { ok: false, kind: 's3', detail: `The ${where} gave back different bytes than were written` }
    await deleteObject(bucket, key)
    return { ok: true, kind: 's3' }
  } catch (error) {
    return { ok: false, kind: 's3', detail: `The ${where} cannot be used: ${describeS3Error(error)}` }
  } finally {
    await rm(local, { force: true })
  }
}

/** A readable reason for a failed call: the store's own error code and status, or the network error. */
export function describeS3Error(error: unknown): string {
  if (error instanceof StoredSizeMismatch) return error.message
  const e = error as { name?: string; message?: string; code?: string; $metadata?: { httpStatusCode?: number }; cause?: { code?: string } }
  const status = e?.$metadata?.httpStatusCode
  const code = e?.code ?? e?.cause?.code
  const parts = [e?.name && e.name !== 'Error' ? e.name : null, status ? `HTTP ${status}` : null, code ?? null, e?.message ?? String(error)]
  return [...new Set(parts.filter(Boolean))].join(' · ')
}

/** For a file that is about to be uploaded from disk: its size as the disk has it. */
export async function sizeOnDisk(filePath: string): Promise<number | null> {
  const info = await stat(filePath).catch(() => null)
  return info?.isFile() ? info.size : null
}
