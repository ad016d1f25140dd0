import { createReadableStreamFromReadable } from '@remix-run/node'
import type { Payload } from 'payload'

import type { Media } from '../../../types/payload-types'
import { notFound } from '../../lib/errors'
import { isRecordId } from '../../lib/ids'
import { openStoredFile, type FileSettings } from '../../lib/stored-files.server'
import { countOwn } from '../own-records.server'

export type MediaViewer = { kind: 'staff' } | { kind: 'customer'; customerId: string }

/** Staff see every item; a customer only what was sent to her (a notification of hers names it). */
async function findViewableMedia(payload: Payload, id: string, viewer: MediaViewer): Promise<Media> {
  if (!isRecordId(id)) throw notFound('Media not found')
  if (viewer.kind === 'customer') {
    if ((await countOwn(payload, viewer.customerId, 'notifications', { media: { equals: id } })) === 0) throw notFound('Media not found')
  }
  const media = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!media) throw notFound('Media not found')
  return media
}

/**
 * One `bytes=a-b` range (the form players and PDF viewers send); null for the
 * whole file, also for forms we do not serve (several ranges), which HTTP lets
 * a server ignore; 'invalid' for a range outside the file (416).
 */
export function parseRange(header: string | null, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  if (match[1] === '' && match[2] === '') return 'invalid'
  let start: number
  let end: number
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'invalid'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start > end || start >= size) return 'invalid'
  return { start, end }
}

/**
 * The file of a media item, streamed from private storage (the local disk or
 * the bucket) with range support.
 * An item added from a URL redirects to its outside address once the viewer
 * is allowed to see it.
 */
export async function serveMediaFile(payload: Payload, request: Request, settings: FileSettings, id: string, viewer: MediaViewer): Promise<Response> {
  const media = await findViewableMedia(payload, id, viewer)
  if (!media.filename) {
    if (media.file_url) return new Response(null, { status: 302, headers: { Location: media.file_url, 'Cache-Control': 'private, no-store' } })
    throw notFound('Media file not found')
  }
  const info = await openStoredFile(settings, 'media', media)
  if (!info) throw notFound('Media file not found')

  const headers = new Headers({
    'Content-Type': media.mimeType ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-store',
    'Content-Disposition': `inline; filename="${encodeURIComponent(media.filename)}"`,
    'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  })
  const range = parseRange(request.headers.get('Range'), info.size)
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${info.size}`)
    return new Response(null, { status: 416, headers })
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 }
  headers.set('Content-Length', String(info.size === 0 ? 0 : end - start + 1))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${info.size}`)
  if (request.method === 'HEAD' || info.size === 0) return new Response(null, { status: range ? 206 : 200, headers })
  const body = createReadableStreamFromReadable(await info.read(range ?? null, request.signal))
  return new Response(body, { status: range ? 206 : 200, headers })
}

