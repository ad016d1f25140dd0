import { createReadableStreamFromReadable } from '@remix-run/node'

import { notFound } from './errors'
import { openStoredFile, type FileSettings, type StoredFileRef, type UploadCollection } from './stored-files.server'

/**
 * Streams a private file with HTTP range support, so video and audio players
 * can seek and browsers can resume: `Range: bytes=a-b` answers 206 with
 * Content-Range, an unsatisfiable range 416, no range the whole file.
 */
export interface StreamableFile {
  /** The upload collection and document that keep the file (on disk or in the bucket). */
  collection: UploadCollection
  stored: StoredFileRef
  mimeType: string
  /** The name offered if the file is saved. */
  filename: string
  disposition?: 'inline' | 'attachment'
}

export type ByteRange = { start: number; end: number }

/** Parses one `bytes=` range against a file size; null for "whole file", 'invalid' for 416. */
export function parseRange(header: string | null, size: number): ByteRange | null | 'invalid' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return header.trim().startsWith('bytes=') ? 'invalid' : null
  const [, from, to] = match
  if (from === '' && to === '') return 'invalid'
  let start: number
  let end: number
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'invalid'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(from)
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  }
  if (start >= size || start > end) return 'invalid'
  return { start, end }
}

export async function streamFile(request: Request, settings: FileSettings, file: StreamableFile): Promise<Response> {
  const opened = await openStoredFile(settings, file.collection, file.stored)
  if (!opened) throw notFound('File not found')
  const size = opened.size
  const headers = new Headers({
    'Content-Type': file.mimeType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=0, must-revalidate',
    ...(opened.lastModified ? { 'Last-Modified': opened.lastModified.toUTCString() } : {}),
    'Content-Disposition': `${file.disposition ?? 'inline'}; filename="${file.filename.replace(/[^\w.-]+/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
  })
  const range = parseRange(request.headers.get('Range'), size)
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${size}`)
    return new Response(null, { status: 416, headers })
  }
  const { start, end } = range ?? { start: 0, end: size - 1 }
  headers.set('Content-Length', String(size === 0 ? 0 : end - start + 1))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const status = range ? 206 : 200
  if (request.method === 'HEAD' || size === 0) return new Response(null, { status, headers })
  const body = createReadableStreamFromReadable(await opened.read(range ?? null, request.signal))
  return new Response(body, { status, headers })
}
