/**
 * `npm run storage:migrate`: copies every uploaded file this server keeps on
 * its local disk (media in MEDIA_DIR, library files in DATA_DIR/library-files)
 * into the bucket named by S3_BUCKET and the other S3_ settings, so a team
 * that started on one server can move to object storage without losing a
 * file. Run it with the same DATA_DIR, MEDIA_DIR and DATABASE_URL as the app.
 *
 * - Idempotent and resumable: a file whose object is already in the bucket
 *   with the same size is skipped, so running it again (or after an
 *   interruption) copies only what is left.
 * - Every copy is one streamed PUT whose stored size is checked.
 * - The local files are left where they are; remove them once the app
 *   serves everything from the bucket.
 * - Exits 1 if any file could not be copied (missing on this disk, or the
 *   bucket refused it), naming each.
 */
import path from 'node:path'

// A one-off task: it must not run the job queue or resume meal plans.
process.env.JOBS_AUTORUN = 'false'

const { env } = await import('../app/lib/env.server')
const { bucketOf, collectionPrefix, describeS3Error, headObject, objectKeyOf, putVerified, sizeOnDisk } = await import('../app/lib/object-storage.server')
const { checkStorage, localPath, UPLOAD_COLLECTIONS } = await import('../app/lib/stored-files.server')

const settings = env()
const bucket = bucketOf(settings)
if (!bucket) {
  console.error('S3_BUCKET is not set. storage:migrate copies the files on this disk into the bucket that S3_BUCKET and the other S3_ settings name: set them as the app will have them.')
  process.exit(1)
}
const ready = await checkStorage(settings, { fresh: true })
if (!ready.ok) {
  console.error(`Cannot migrate: ${ready.detail}`)
  process.exit(1)
}

const { getPayload } = await import('payload')
const { default: config } = await import('../cms/payload.config')
const payload = await getPayload({ config, cron: false })

const PAGE = 100
const interactive = process.stdout.isTTY
let copied = 0
let already = 0
let bytes = 0
const failed: string[] = []

function megabytes(n: number): string {
  return `${(n / 1024 / 1024).toFixed(1)} MB`
}

let lastLine = 0
function progress(collection: string, done: number, total: number, final = false) {
  const line = `${collection}: ${done}/${total} files · ${copied} copied (${megabytes(bytes)}), ${already} already in the bucket, ${failed.length} not copied`
  if (interactive) process.stdout.write(`\r${line}${final ? '\n' : ''}`)
  else if (final || Date.now() - lastLine > 2000) {
    console.log(line)
    lastLine = Date.now()
  }
}

console.log(`Copying files from ${path.resolve(settings.DATA_DIR)} to bucket "${bucket.name}"${settings.S3_ENDPOINT ? ` at ${settings.S3_ENDPOINT}` : ''}${bucket.prefix ? ` under ${bucket.prefix}/` : ''}`)

try {
  for (const collection of UPLOAD_COLLECTIONS) {
    const prefix = collectionPrefix(settings, collection)
    const where = { filename: { exists: true } }
    const { totalDocs } = await payload.count({ collection, overrideAccess: true, where })
    let done = 0
    for (let page = 1; done < totalDocs; page++) {
      const { docs } = await payload.find({ collection, overrideAccess: true, depth: 0, where, sort: 'createdAt', limit: PAGE, page, pagination: true })
      if (docs.length === 0) break
      for (const doc of docs) {
        done++
        const filename = doc.filename as string
        const key = objectKeyOf(prefix, doc)
        try {
          const local = localPath(settings, collection, filename)
          const localSize = local ? await sizeOnDisk(local) : null
          const stored = await headObject(bucket, key)
          let inBucket = true
          if (stored && (localSize === null || stored.size === localSize)) {
            already++
          } else if (!local || localSize === null) {
            inBucket = false
            failed.push(`${collection}/${filename}: not on this disk (${local ?? 'outside the folder'}) and not in the bucket`)
          } else {
            await putVerified(bucket, key, { filePath: local, size: localSize, contentType: doc.mimeType ?? 'application/octet-stream' })
            copied++
            bytes += localSize
          }
          // Files written before the bucket have no prefix: record where they now are.
          if (inBucket && !doc.prefix) {
            await payload.db.updateOne({ collection, where: { id: { equals: doc.id } }, data: { prefix }, returning: false })
          }
        } catch (error) {
          failed.push(`${collection}/${filename}: ${describeS3Error(error)}`)
        }
        progress(collection, done, totalDocs)
      }
    }
    progress(collection, done, totalDocs, true)
  }
} finally {
  await payload.destroy().catch(() => undefined)
}

console.log(`Done: ${copied} copied (${megabytes(bytes)}), ${already} already in the bucket, ${failed.length} not copied.`)
if (failed.length > 0) {
  for (const line of failed) console.error(`  not copied: ${line}`)
  console.error('Run storage:migrate again once these are fixed; what is already in the bucket is skipped.')
  process.exit(1)
}
if (copied + already > 0) console.log('The files on this disk were left in place; remove them once the app serves every file from the bucket.')
process.exit(0)
