import { open } from 'node:fs/promises'

import { APIError, type CollectionBeforeDeleteHook, type CollectionBeforeOperationHook } from 'payload'

import { MEDIA_SNIFF_BYTES, checkMediaFile, checkMediaSize } from '../../../app/domain/admin/media'

/** The message the Media screen shows for a refused delete (spec doc 2 §8). */
export const DELETE_DISTRIBUTED_MESSAGE = 'Cannot delete media that has been distributed to users'

async function readHead(file: { data?: Buffer; tempFilePath?: string }): Promise<Uint8Array> {
  if (file.data && file.data.length > 0) return file.data.subarray(0, MEDIA_SNIFF_BYTES)
  if (!file.tempFilePath) return new Uint8Array()
  const handle = await open(file.tempFilePath, 'r')
  try {
    const buffer = Buffer.alloc(MEDIA_SNIFF_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, MEDIA_SNIFF_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Every stored file, whichever way it arrives (the Media screen, the staff
 * API or Payload's own collection screen), is checked here: an accepted
 * extension, content that really is that kind of file, and the size limit of
 * its type. The file type and size are then taken from the file itself.
 */
export const checkUploadedFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const checked = checkMediaFile(file.name, await readHead(file))
  if (!checked.ok) throw new APIError(checked.detail, checked.status, null, true)
  const tooLarge = checkMediaSize(checked.format.fileType, file.size)
  if (tooLarge && !tooLarge.ok) throw new APIError(tooLarge.detail, tooLarge.status, null, true)
  file.mimetype = checked.format.mimeType
  const data = (args.data ?? {}) as Record<string, unknown>
  Object.assign(args, { data: { ...data, file_type: checked.format.fileType, file_size: file.size } })
  return args
}

/** Media that has been sent to customers stays: they may still open it (409). */
export const refuseDeleteWhenDistributed: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'distributions',
    overrideAccess: true,
    where: { media: { equals: id } },
    req,
  })
  if (totalDocs > 0) throw new APIError(DELETE_DISTRIBUTED_MESSAGE, 409, null, true)
}
