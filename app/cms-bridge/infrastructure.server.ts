/** The app's plumbing that the Payload config and its storage plugin are built with. */
export { logger } from '../lib/logger.server'
export { mailAdapter } from '../lib/mail.server'
export { incomingDir, mediaDir } from '../lib/media-storage.server'
export {
  bucketOf,
  collectionPrefix,
  deleteObject,
  describeS3Error,
  objectKeyOf,
  putVerified,
  s3ClientConfig,
  sizeOnDisk,
  StoredSizeMismatch,
  type Bucket,
} from '../lib/object-storage.server'
export { localPath, UPLOAD_COLLECTIONS, type UploadCollection } from '../lib/stored-files.server'
