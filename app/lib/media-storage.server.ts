import path from 'node:path'

/**
 * Where uploaded media files live: MEDIA_DIR, by default `DATA_DIR/media`,
 * outside public/ so no static route can hand them out. Uploads arrive in
 * `.incoming` beside it (same disk, so keeping a file is a cheap copy).
 */
export function mediaDir(settings: { DATA_DIR: string; MEDIA_DIR?: string }): string {
  return path.resolve(settings.MEDIA_DIR ?? path.join(settings.DATA_DIR, 'media'))
}

export function incomingDir(settings: { DATA_DIR: string; MEDIA_DIR?: string }): string {
  return path.join(mediaDir(settings), '.incoming')
}
