import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { markdownToLexical } from '../../cms/collections/LibraryItems/starter/markdown'
import { startFakeS3, type FakeS3 } from '../fakes/s3'
import { api, newCustomer, newPlusCustomer, staffRequest, type TestCustomer } from '../support/api'
import { tinyPdf, tinyPng } from '../support/library'
import { startServer, STAFF, type RunningServer } from '../support/server'

/**
 * Files in S3-compatible object storage (decision 0014), against s3rver
 * (tests/fakes/s3.ts): a server that starts on the local disk has its files
 * moved by `npm run storage:migrate`; then two app servers share one database
 * and one bucket, each with its own DATA_DIR (the second does not run jobs),
 * and a file uploaded through either is served by the other, with ranges.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const secret = randomBytes(32).toString('hex')

let s3: FakeS3
let client: S3Client
let sharedDir: string
let shared: Record<string, string>
let local: RunningServer | undefined
let a: RunningServer
let b: RunningServer
let staffA: string
let staffB: string
let reader: TestCustomer

/** What every server of this file shares: the database and the Payload secret. */
function sharedSettings(): Record<string, string> {
  return { DATABASE_URL: `file:${path.join(sharedDir, 'shared.db')}`, PAYLOAD_SECRET: secret }
}

async function staffJwt(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
  const body = (await res.json()) as { token: string }
  return body.token
}

async function staffApiToken(baseUrl: string): Promise<string> {
  const res = await api('/api/admin/auth/login', { body: STAFF, baseUrl })
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`)
  return res.body.session_token as string
}

/** Through the staff API, as the Media screen's upload dialog sends it. */
async function uploadMedia(baseUrl: string, token: string, name: string, bytes: Uint8Array, title = name) {
  const form = new FormData()
  form.set('title', title)
  form.set('file', new Blob([bytes as BlobPart]), name)
  const res = await fetch(`${baseUrl}/api/admin/media/upload-file`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
  const body = (await res.json()) as { media: { id: string; file_url: string }; detail?: string }
  if (res.status !== 201) throw new Error(`media upload failed: ${res.status} ${JSON.stringify(body)}`)
  return body.media
}

/** Through Payload's REST API, as the admin's collection screen sends it. */
async function uploadLibraryFile(baseUrl: string, jwt: string, name: string, type: string, bytes: Uint8Array) {
  const form = new FormData()
  form.append('file', new Blob([bytes as BlobPart], { type }), name)
  form.append('_payload', JSON.stringify({ alt: '' }))
  const res = await fetch(`${baseUrl}/cms-api/library-files`, { method: 'POST', headers: { Authorization: `JWT ${jwt}` }, body: form })
  const body = (await res.json()) as { doc: { id: string; filename: string; prefix: string; filesize: number } }
  if (res.status !== 201) throw new Error(`library upload failed: ${res.status} ${JSON.stringify(body)}`)
  return body.doc
}

async function libraryItem(baseUrl: string, jwt: string, data: Record<string, unknown>): Promise<string> {
  const res = await staffRequest('/library-items', {
    token: jwt,
    baseUrl,
    body: { description: 'A stored-file test.', category: 'education', tab: 'educational_articles', tier: 'base', _status: 'published', ...data },
  })
  if (res.status !== 201) throw new Error(`item failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.doc.id as string
}

async function objectBytes(key: string): Promise<Uint8Array | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    return await object.Body!.transformToByteArray()
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
    return true
  } catch {
    return false
  }
}

async function get(baseUrl: string, urlPath: string, token: string, range?: string) {
  return fetch(`${baseUrl}${urlPath}`, { headers: { Authorization: `Bearer ${token}`, ...(range ? { Range: range } : {}) } })
}

/** `npm run storage:migrate` with a server's settings; its output and exit code. */
function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/storage-migrate.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A file that is MP4 video in its structure (an `ftyp` box, then one `mdat` box of random bytes), `size` bytes in all. */
function fakeMp4(size: number): Uint8Array {
  const bytes = randomBytes(size)
  bytes.set([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')])
  bytes.writeUInt32BE(size - 24, 24)
  bytes.write('mdat', 28, 'latin1')
  return new Uint8Array(bytes)
}

const pdf = tinyPdf('Kept in the bucket')
const png = tinyPng()
let migrated: { mediaId: string; mediaFile: string; libraryFile: string; itemId: string; receiver: TestCustomer }

beforeAll(async () => {
  s3 = await startFakeS3()
  client = new S3Client({ endpoint: s3.url, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY }, requestChecksumCalculation: 'WHEN_REQUIRED' })
  sharedDir = mkdtempSync(path.join(os.tmpdir(), 'liberate-shared-'))
  shared = sharedSettings()

  // A team that started on one server's disk.
  local = await startServer(shared)
  const jwt = await staffJwt(local.url)
  const token = await staffApiToken(local.url)
  const receiver = await newCustomer({}, local.url)
  const media = await uploadMedia(local.url, token, 'before-the-bucket.pdf', pdf, 'Before the bucket')
  const sent = await api('/api/admin/media/distribute', { token, baseUrl: local.url, body: { media_id: media.id, recipient_type: 'individual', recipient_ids: [receiver.email], title: 'Handout' } })
  expect(sent.status).toBe(200)
  const file = await uploadLibraryFile(local.url, jwt, 'local-thumbnail.png', 'image/png', png)
  expect(file.prefix ?? '').toBe('')
  const itemId = await libraryItem(local.url, jwt, { title: 'Migrated item', format: 'article', body: markdownToLexical('Moved.'), thumbnail: file.id })
  const mediaDoc = await staffRequest(`/media/${media.id}`, { token: jwt, baseUrl: local.url })
  migrated = { mediaId: media.id, mediaFile: mediaDoc.body.filename, libraryFile: file.filename, itemId, receiver }
}, 240_000)

afterAll(async () => {
  await Promise.all([local?.stop(), a?.stop(), b?.stop()])
  await s3?.stop()
  rmSync(sharedDir, { recursive: true, force: true })
})

describe('npm run storage:migrate', () => {
  it('copies every local file into the bucket, says how many, and is idempotent and resumable', async () => {
    const env = { ...shared, ...s3.env, DATA_DIR: local!.dataDir }
    const first = await migrate(env)
    expect(first.output).toMatch(/media: 1\/1 files/)
    expect(first.output).toMatch(/library-files: 1\/1 files/)
    expect(first.output).toContain('Done: 2 copied')
    expect(first.code).toBe(0)
    expect(await objectBytes(`media/${migrated.mediaFile}`)).toEqual(pdf)
    expect(await objectBytes(`library-files/${migrated.libraryFile}`)).toEqual(png)

    // Interrupted after the first file: running again skips what is there and copies only what is left.
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `library-files/${migrated.libraryFile}` }))
    const resumed = await migrate(env)
    expect(resumed.output).toContain('Done: 1 copied (0.0 MB), 1 already in the bucket, 0 not copied.')
    expect(resumed.code).toBe(0)
    expect(await objectBytes(`library-files/${migrated.libraryFile}`)).toEqual(png)
    expect(await objectBytes(`media/${migrated.mediaFile}`)).toEqual(pdf)
  }, 180_000)

  it('refuses to run without a bucket', async () => {
    const run = await migrate({ ...shared, DATA_DIR: local!.dataDir, S3_BUCKET: '' })
    expect(run.code).toBe(1)
    expect(run.output).toContain('S3_BUCKET is not set')
  }, 60_000)
})

describe('two servers, one database, one bucket', () => {
  beforeAll(async () => {
    await local?.stop()
    local = undefined
    a = await startServer({ ...shared, ...s3.env })
    b = await startServer({ ...shared, ...s3.env, JOBS_AUTORUN: 'false' })
    expect(a.dataDir).not.toBe(b.dataDir)
    staffA = await staffJwt(a.url)
    staffB = await staffJwt(b.url)
    reader = await newPlusCustomer({}, a.url)
  }, 240_000)

  it('serves the migrated files from the bucket on both', async () => {
    for (const server of [a, b]) {
      const media = await get(server.url, `/api/media/${migrated.mediaId}/file`, migrated.receiver.token)
      expect(media.status).toBe(200)
      expect(new Uint8Array(await media.arrayBuffer())).toEqual(pdf)
      const thumb = await get(server.url, `/resources/content/${migrated.itemId}/thumbnail`, reader.token)
      expect(thumb.status).toBe(200)
      expect(thumb.headers.get('content-type')).toBe('image/png')
      expect(new Uint8Array(await thumb.arrayBuffer())).toEqual(png)
    }
  })

  it('keeps a media item uploaded through the staff API on one server whole in the bucket, and the other serves it with ranges', async () => {
    const token = await staffApiToken(a.url)
    const video = fakeMp4(3 * 1024 * 1024 + 17)
    const media = await uploadMedia(a.url, token, 'Morning stretch.mp4', video, 'Morning stretch')
    const doc = await staffRequest(`/media/${media.id}`, { token: staffA, baseUrl: a.url })
    expect(doc.body).toMatchObject({ prefix: 'media', filesize: video.length, mimeType: 'video/mp4' })
    // The bytes in the bucket are the bytes sent.
    expect(sha((await objectBytes(`media/${doc.body.filename}`))!)).toBe(sha(video))

    const customer = await newCustomer({}, b.url)
    const staffToken = await staffApiToken(b.url)
    const sent = await api('/api/admin/media/distribute', { token: staffToken, baseUrl: b.url, body: { media_id: media.id, recipient_type: 'individual', recipient_ids: [customer.email], title: 'Stretch' } })
    expect(sent.status).toBe(200)

    const whole = await get(b.url, media.file_url, customer.token)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('content-length')).toBe(String(video.length))
    expect(sha(new Uint8Array(await whole.arrayBuffer()))).toBe(sha(video))

    const middle = await get(b.url, media.file_url, customer.token, 'bytes=1000000-1000099')
    expect(middle.status).toBe(206)
    expect(middle.headers.get('content-range')).toBe(`bytes 1000000-1000099/${video.length}`)
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(video.subarray(1000000, 1000100))

    const tail = await get(b.url, media.file_url, customer.token, 'bytes=-10')
    expect(tail.status).toBe(206)
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(video.subarray(video.length - 10))

    const beyond = await get(b.url, media.file_url, customer.token, `bytes=${video.length}-`)
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${video.length}`)

    // Still only for those it was sent to.
    const other = await newCustomer({}, b.url)
    expect((await get(b.url, media.file_url, other.token)).status).toBe(404)
  })

  it('keeps a library file uploaded through Payload\'s REST API on one server, served by the other to customers and to staff', async () => {
    const document = tinyPdf('Uploaded through Payload')
    const file = await uploadLibraryFile(b.url, staffB, 'Sleep guide.pdf', 'application/pdf', document)
    expect(file.prefix).toBe('library-files')
    expect(await objectBytes(`library-files/${file.filename}`)).toEqual(document)
    const itemId = await libraryItem(b.url, staffB, { title: 'Sleep guide', format: 'document', document: file.id, tier: 'plus' })

    const whole = await get(a.url, `/resources/content/${itemId}/file`, reader.token)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(document)
    const head = await get(a.url, `/resources/content/${itemId}/file`, reader.token, 'bytes=0-7')
    expect(head.status).toBe(206)
    expect(head.headers.get('content-range')).toBe(`bytes 0-7/${document.length}`)
    expect(new TextDecoder().decode(await head.arrayBuffer())).toBe('%PDF-1.4')
    const beyond = await get(a.url, `/resources/content/${itemId}/file`, reader.token, `bytes=${document.length + 5}-`)
    expect(beyond.status).toBe(416)

    // The tier lock still holds in front of the bucket.
    const base = await newCustomer({}, a.url)
    expect((await get(a.url, `/resources/content/${itemId}/file`, base.token)).status).toBe(403)

    // Staff preview it in the admin through Payload's own handler; nobody else can.
    const preview = await fetch(`${a.url}/cms-api/library-files/file/${encodeURIComponent(file.filename)}`, { headers: { Authorization: `JWT ${staffA}` } })
    expect(preview.status).toBe(200)
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(document)
    expect((await fetch(`${a.url}/cms-api/library-files/file/${encodeURIComponent(file.filename)}`)).status).toBe(403)
  })

  it('keeps nothing on either server\'s disk: no stored files, no temporary files left', async () => {
    for (const server of [a, b]) {
      const media = path.join(server.dataDir, 'media')
      const kept = existsSync(media) ? readdirSync(media).filter((name) => name !== '.incoming') : []
      expect(kept).toEqual([])
      const incoming = path.join(media, '.incoming')
      expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([])
      expect(existsSync(path.join(server.dataDir, 'library-files')) ? readdirSync(path.join(server.dataDir, 'library-files')) : []).toEqual([])
    }
  })

  it('deletes the object with the media item or the library file', async () => {
    const token = await staffApiToken(a.url)
    const media = await uploadMedia(a.url, token, 'to-delete.png', png, 'To delete')
    const { filename } = (await staffRequest(`/media/${media.id}`, { token: staffA, baseUrl: a.url })).body
    expect(await objectExists(`media/${filename}`)).toBe(true)
    const removed = await api(`/api/admin/media/${media.id}`, { method: 'DELETE', token, baseUrl: b.url })
    expect(removed.status).toBe(200)
    expect(await objectExists(`media/${filename}`)).toBe(false)

    const file = await uploadLibraryFile(a.url, staffA, 'to-delete.pdf', 'application/pdf', pdf)
    expect(await objectExists(`library-files/${file.filename}`)).toBe(true)
    const gone = await staffRequest(`/library-files/${file.id}`, { method: 'DELETE', token: staffB, baseUrl: b.url })
    expect(gone.status).toBe(200)
    expect(await objectExists(`library-files/${file.filename}`)).toBe(false)
  })

  it('leaves the team\'s files in place when a customer who received one deletes her account', async () => {
    const res = await api('/api/user/account', { method: 'DELETE', token: migrated.receiver.token, baseUrl: a.url, body: { confirm: 'DELETE', password: migrated.receiver.password } })
    expect(res.status).toBe(200)
    expect(await objectExists(`media/${migrated.mediaFile}`)).toBe(true)
  })
})

describe('the start', () => {
  it('stops with a clear message when the bucket cannot be reached or keeps other bytes than it was sent', async () => {
    const unreachable = startServer({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' })
    await expect(unreachable).rejects.toThrow(/Cannot start: file storage is not usable\. The bucket \\?"liberate-test\\?" at http:\/\/127\.0\.0\.1:9 cannot be used: .*ECONNREFUSED/)

    // s3rver, like several S3-compatible stores, keeps the SDK's aws-chunked framing.
    const checksums = startServer({ ...s3.env, S3_CHECKSUMS: 'when_supported' })
    await expect(checksums).rejects.toThrow(/The file storage kept \d+ bytes of a \d+-byte file .*set S3_CHECKSUMS=when_required/)
  }, 180_000)

})
