import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { CollectionConfig, Field } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readSettings, type Env } from '~/lib/env.server'
import { bucketOf, collectionPrefix, objectKeyOf, putVerified, StoredSizeMismatch } from '~/lib/object-storage.server'
import { checkStorage, localPath, openStoredFile, UPLOAD_COLLECTIONS, type FileSettings } from '~/lib/stored-files.server'
import { OWNED_COLLECTIONS } from '~/services/own-records.server'

import { startFakeS3, type FakeS3 } from '../fakes/s3'

const root = path.resolve(import.meta.dirname, '../..')

let s3: FakeS3
let dataDir: string

function settings(overrides: Partial<FileSettings> = {}): FileSettings {
  return {
    DATA_DIR: dataDir,
    MEDIA_DIR: undefined,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.url,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: s3.env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: s3.env.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: true,
    S3_PREFIX: undefined,
    S3_CHECKSUMS: 'when_required',
    ...overrides,
  }
}

beforeAll(async () => {
  s3 = await startFakeS3()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liberate-storage-unit-'))
})

afterAll(async () => {
  await s3.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

describe('the storage settings', () => {
  async function parse(values: Record<string, string>): Promise<Env> {
    return readSettings({ DATA_DIR: dataDir, ...values })
  }

  it('keeps files on the local disk unless S3_BUCKET is set', async () => {
    const values = await parse({})
    expect(values.S3_BUCKET).toBeUndefined()
    expect(bucketOf(values)).toBeNull()
  })

  it('reads a bucket with its defaults: us-east-1, virtual-hosted style, the SDK\'s checksums, no prefix', async () => {
    const values = await parse({ S3_BUCKET: 'files' })
    expect(values).toMatchObject({ S3_BUCKET: 'files', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false, S3_CHECKSUMS: 'when_supported' })
    expect(values.S3_PREFIX).toBeUndefined()
    const full = await parse({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: '/staging/eu/', S3_CHECKSUMS: 'when_required', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })
    expect(full).toMatchObject({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: true, S3_PREFIX: 'staging/eu', S3_CHECKSUMS: 'when_required' })
    expect(collectionPrefix(full, 'media')).toBe('staging/eu/media')
  })

  it('refuses settings it cannot use, naming them', async () => {
    await expect(parse({ S3_ENDPOINT: 'http://minio:9000' })).rejects.toThrow('S3_ENDPOINT set without S3_BUCKET')
    await expect(parse({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' })).rejects.toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
    await expect(parse({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).rejects.toThrow(/S3_ENDPOINT: must be an http\(s\) URL/)
    await expect(parse({ S3_BUCKET: 'files', S3_PREFIX: 'a/../b' })).rejects.toThrow(/S3_PREFIX: must be folder names/)
    await expect(parse({ S3_BUCKET: 'files', S3_CHECKSUMS: 'never' })).rejects.toThrow(/S3_CHECKSUMS/)
    await expect(parse({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' })).rejects.toThrow(/S3_FORCE_PATH_STYLE/)
  })
})

describe('object keys', () => {
  it('are the document\'s stored prefix, or the collection\'s for files from before the bucket, then the file name', () => {
    expect(objectKeyOf('media', { filename: 'guide.pdf', prefix: '' })).toBe('media/guide.pdf')
    expect(objectKeyOf('prod/media', { filename: 'guide.pdf', prefix: 'staging/media' })).toBe('staging/media/guide.pdf')
    expect(objectKeyOf('media', { filename: 'guide.pdf', prefix: 'media', _objectKey: 'abc' })).toBe('media/abc/guide.pdf')
    expect(objectKeyOf('media', { filename: '../../etc/passwd', prefix: null })).toBe('media/passwd')
  })
})

describe('putVerified', () => {
  it('streams a file from disk in one PUT, and the bucket gives back exactly those bytes', async () => {
    const bucket = bucketOf(settings())!
    const file = path.join(dataDir, 'upload.bin')
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256))
    fs.writeFileSync(file, bytes)
    await putVerified(bucket, 'media/upload.bin', { filePath: file, size: bytes.length, contentType: 'video/mp4' })
    const object = await bucket.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'media/upload.bin' }))
    expect(object.ContentType).toBe('video/mp4')
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true)
  })

  it('refuses and removes an object stored with another size (a store keeping aws-chunked framing)', async () => {
    const bucket = bucketOf(settings({ S3_CHECKSUMS: 'when_supported' }))!
    const file = path.join(dataDir, 'framed.bin')
    fs.writeFileSync(file, Buffer.alloc(10_000, 1))
    const put = putVerified(bucket, 'media/framed.bin', { filePath: file, size: 10_000, contentType: 'application/pdf' })
    await expect(put).rejects.toBeInstanceOf(StoredSizeMismatch)
    await expect(put).rejects.toThrow(/kept 10\d{3} bytes of a 10000-byte file .*S3_CHECKSUMS=when_required/)
    await expect(bucket.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'media/framed.bin' }))).rejects.toMatchObject({ name: 'NotFound' })
  })
})

describe('openStoredFile', () => {
  it('reads a document\'s object from the bucket, whole or one range', async () => {
    const client = new S3Client({ endpoint: s3.url, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'library-files/clip.webm', Body: 'abcdefghij' }))
    const opened = await openStoredFile(settings(), 'library-files', { filename: 'clip.webm', prefix: '' })
    expect(opened?.size).toBe(10)
    expect((await readAll(await opened!.read(null))).toString()).toBe('abcdefghij')
    expect((await readAll(await opened!.read({ start: 2, end: 4 }))).toString()).toBe('cde')
    expect(await openStoredFile(settings(), 'library-files', { filename: 'missing.webm', prefix: '' })).toBeNull()
  })

  it('reads from the local disk without a bucket, and never outside the folder', async () => {
    const local = settings({ S3_BUCKET: undefined })
    fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'media', 'note.txt'), '0123456789')
    const opened = await openStoredFile(local, 'media', { filename: 'note.txt' })
    expect((await readAll(await opened!.read({ start: 5, end: 9 }))).toString()).toBe('56789')
    expect(localPath(local, 'media', '../liberate.db')).toBeNull()
    expect(await openStoredFile(local, 'media', { filename: '../.payload-secret' })).toBeNull()
  })
})

describe('checkStorage', () => {
  it('writes, reads back and removes a probe in the bucket', async () => {
    expect(await checkStorage(settings(), { fresh: true })).toEqual({ ok: true, kind: 's3' })
    const client = new S3Client({ endpoint: s3.url, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
    await expect(client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: '.storage-check' }))).rejects.toMatchObject({ name: 'NotFound' })
  })

  it('says why a bucket cannot be used', async () => {
    const wrong = await checkStorage(settings({ S3_ACCESS_KEY_ID: 'NOT-A-KEY' }), { fresh: true })
    expect(wrong).toMatchObject({ ok: false, kind: 's3' })
    expect(!wrong.ok && wrong.detail).toMatch(/bucket "liberate-test" at http:\/\/127\.0\.0\.1:\d+ cannot be used: InvalidAccessKeyId · HTTP 403/)
    const noBucket = await checkStorage(settings({ S3_BUCKET: 'no-such-bucket' }), { fresh: true })
    expect(!noBucket.ok && noBucket.detail).toMatch(/bucket "no-such-bucket" .*cannot be used: NoSuchBucket · HTTP 404/)
    const closed = await checkStorage(settings({ S3_ENDPOINT: 'http://127.0.0.1:9' }), { fresh: true })
    expect(!closed.ok && closed.detail).toMatch(/ECONNREFUSED/)
  })

  it('checks the local folders without a bucket, and serves one answer for a few seconds to a readiness check', async () => {
    const local = settings({ S3_BUCKET: undefined })
    const first = checkStorage(local, { fresh: true })
    expect(await first).toEqual({ ok: true, kind: 'local' })
    expect(checkStorage(local)).toBe(first)
    const blocked = path.join(dataDir, 'not-a-folder')
    fs.writeFileSync(blocked, 'a file where a folder should be')
    const failing = await checkStorage(settings({ S3_BUCKET: undefined, MEDIA_DIR: path.join(blocked, 'media') }), { fresh: true })
    expect(failing).toMatchObject({ ok: false, kind: 'local' })
  })
})

describe('every upload collection', () => {
  /** Whether a field, or one nested in it, points at customers. */
  function refersToCustomers(field: Field): boolean {
    if ('relationTo' in field) {
      const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
      if (targets.includes('customers')) return true
    }
    if ('fields' in field && Array.isArray(field.fields)) return field.fields.some(refersToCustomers)
    return false
  }

  it('is listed in UPLOAD_COLLECTIONS (so it goes to the bucket and storage:migrate moves it) and holds no customer\'s own file', async () => {
    const uploads: CollectionConfig[] = []
    for (const name of fs.readdirSync(path.join(root, 'cms/collections'))) {
      const module = (await import(path.join(root, 'cms/collections', name, 'index.ts'))) as Record<string, CollectionConfig>
      for (const config of Object.values(module)) if (config?.slug && config.upload) uploads.push(config)
    }
    expect(uploads.map((c) => c.slug).sort()).toEqual([...UPLOAD_COLLECTIONS].sort())
    // Account deletion erases her records through the adapter, without hooks
    // (eraseAllOwn), so no object would be deleted with them: an upload
    // collection of her own must first make erasure delete its objects.
    for (const config of uploads) {
      expect((OWNED_COLLECTIONS as readonly string[]).includes(config.slug)).toBe(false)
      expect(config.fields.some(refersToCustomers)).toBe(false)
    }
  }, 60_000)
})
