import { startFakeS3 } from './s3'

/**
 * The S3 fake as a process of its own, for trying object storage offline:
 * `node --import tsx tests/fakes/s3-server.ts`, then start the app with the
 * settings it prints.
 */
const fake = await startFakeS3({ port: Number(process.env.PORT ?? 4569), bucket: process.env.S3_BUCKET || undefined })
console.log(`S3 fake on ${fake.url}; start the app with:`)
console.log(Object.entries(fake.env).map(([key, value]) => `${key}=${value}`).join(' '))
const stop = () => void fake.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
