import { randomUUID } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'

import busboy from 'busboy'
import { APIError, type Payload } from 'payload'

import type { User } from '../../../types/payload-types'
import {
  checkMediaFile,
  checkMediaSize,
  MEDIA_MAX_UPLOAD_BYTES,
  MEDIA_SIZE_LIMITS,
  MEDIA_SNIFF_BYTES,
  type DetectedFormat,
} from '../../domain/admin/media'
import { ADMIN_MESSAGES } from '../../domain/admin/staff'
import { AppError, badRequest, errorForStatus, tooLarge } from '../../lib/errors'
import { describeIssue } from '../../lib/http.server'
import { incomingDir } from '../../lib/media-storage.server'
import { mediaDetailsSchema, toPublicMedia, type PublicMedia } from './media-library.server'

/** Room for the form fields and multipart boundaries beside the file. */
const MULTIPART_OVERHEAD = 1024 * 1024

interface ReceivedFile {
  tempPath: string
  name: string
  size: number
  format: DetectedFormat
}

/**
 * Streams a multipart upload (`file`, `title`, `description`, `category`,
 * `tags`) to a temporary file on disk, never holding it whole in memory. The
 * first bytes decide the file's real type; its size limit is enforced while
 * it streams (413 as soon as it is passed; the rest is read and discarded so
 * the client gets the answer).
 */
async function receiveMultipart(request: Request, tempDir: string): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw badRequest('Send the file as multipart/form-data')
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > MEDIA_MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
    throw tooLarge(`File is too large: files may be at most ${MEDIA_MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
  }
  if (!request.body) throw badRequest(ADMIN_MESSAGES.selectFile)
  await mkdir(tempDir, { recursive: true })

  const fields: Record<string, string> = {}
  let file: ReceivedFile | null = null
  let failure: AppError | null = null
  const pending: Promise<void>[] = []

  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fields: 20, fieldSize: 10_000, parts: 30 } })
  } catch {
    throw badRequest('The upload is not valid multipart/form-data')
  }

  parser.on('field', (name, value) => {
    fields[name] = value
  })

  parser.on('file', (fieldName, stream, info) => {
    if (fieldName !== 'file' || file || failure) {
      stream.resume()
      return
    }
    const tempPath = path.join(tempDir, randomUUID())
    let out: WriteStream | null = null
    let size = 0
    let head: Buffer[] = []
    let headLength = 0
    let format: DetectedFormat | null = null
    let limit = MEDIA_MAX_UPLOAD_BYTES

    const fail = (error: AppError) => {
      failure ??= error
      out?.destroy()
      out = null
      head = []
      stream.resume()
    }
    const decide = () => {
      const checked = checkMediaFile(info.filename ?? '', Buffer.concat(head).subarray(0, MEDIA_SNIFF_BYTES))
      if (!checked.ok) return fail(errorForStatus(checked.status, checked.detail))
      format = checked.format
      limit = MEDIA_SIZE_LIMITS[format.fileType]
      if (size > limit) return fail(tooLarge((checkMediaSize(format.fileType, size) as { detail: string }).detail))
      out = createWriteStream(tempPath, { flags: 'wx' })
      out.on('error', () => fail(new AppError('internal', ADMIN_MESSAGES.fileUploadFailed)))
      const buffered = Buffer.concat(head)
      head = []
      out.write(buffered)
    }

    pending.push(
      new Promise<void>((resolve) => {
        stream.on('data', (chunk: Buffer) => {
          if (failure) return
          size += chunk.length
          if (!format) {
            head.push(chunk)
            headLength += chunk.length
            if (headLength >= MEDIA_SNIFF_BYTES) decide()
            return
          }
          if (size > limit) return fail(tooLarge((checkMediaSize(format.fileType, size) as { detail: string }).detail))
          if (out && !out.write(chunk)) {
            stream.pause()
            out.once('drain', () => stream.resume())
          }
        })
        stream.on('end', () => {
          if (!failure && !format) {
            if (size === 0) fail(badRequest(ADMIN_MESSAGES.selectFile))
            else decide()
          }
          if (failure || !out || !format) return resolve()
          const finished = out
          const detected = format
          finished.end(() => {
            file = { tempPath, name: path.basename(info.filename || 'upload'), size, format: detected }
            resolve()
          })
        })
        stream.on('error', () => {
          fail(badRequest('The upload was interrupted'))
          resolve()
        })
      }).then(async () => {
        if (failure) await rm(tempPath, { force: true })
      }),
    )
  })

  const done = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve)
    parser.on('error', () => reject(badRequest('The upload is not valid multipart/form-data')))
  })
  Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>).pipe(parser)
  await done
  await Promise.all(pending)
  const received = file as ReceivedFile | null
  if (failure) {
    if (received) await rm(received.tempPath, { force: true })
    throw failure
  }
  return { fields, file: received }
}

/** POST /api/admin/media/upload-file: store the file and create the library item. */
export async function uploadMediaFile(payload: Payload, staff: User, request: Request, settings: { DATA_DIR: string; MEDIA_DIR?: string }): Promise<PublicMedia> {
  const { fields, file } = await receiveMultipart(request, incomingDir(settings))
  if (!file) throw badRequest(ADMIN_MESSAGES.selectFile)
  try {
    const parsed = mediaDetailsSchema.safeParse(fields)
    if (!parsed.success) throw badRequest(describeIssue(parsed.error))
    const doc = await payload.create({
      collection: 'media',
      overrideAccess: true,
      depth: 0,
      data: {
        title: parsed.data.title,
        description: parsed.data.description,
        category: parsed.data.category || null,
        tags: parsed.data.tags,
        file_type: file.format.fileType,
        file_size: file.size,
        uploaded_by: staff.id,
      },
      file: { data: Buffer.alloc(0), tempFilePath: file.tempPath, name: file.name, mimetype: file.format.mimeType, size: file.size },
    })
    return toPublicMedia(doc)
  } catch (error) {
    if (error instanceof APIError && error.status < 500) throw errorForStatus(error.status, error.message)
    throw error
  } finally {
    await rm(file.tempPath, { force: true })
  }
}
