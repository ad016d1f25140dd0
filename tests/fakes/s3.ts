import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/** s3rver's fixed key pair: it checks every request's signature against it. */
export const FAKE_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export interface FakeS3 {
  url: string
  port: number
  bucket: string
  /** The settings that point the app at this bucket (path-style, as MinIO and most self-hosted stores). */
  env: Record<string, string>
  stop: () => Promise<void>
}

/**
 * An S3-compatible server in this process (s3rver) on 127.0.0.1 and a free
 * port, with one empty bucket, its objects in a temporary folder. Like many
 * S3-compatible stores it does not understand the SDK's aws-chunked
 * checksums (it keeps the chunk framing in the object), so the app runs
 * against it with S3_CHECKSUMS=when_required.
 */
export async function startFakeS3(options: { bucket?: string; port?: number } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'liberate-test'
  const directory = mkdtempSync(path.join(os.tmpdir(), 'liberate-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: options.port ?? 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    port,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: FAKE_S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_CHECKSUMS: 'when_required',
    },
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
