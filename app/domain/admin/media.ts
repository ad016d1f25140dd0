/**
 * Media library rules (spec doc 2 §3 "Media content", §5 "Admin", §9):
 * accepted extensions, the size limit of each file type, and recognising a
 * file's real format from its first bytes (its content, never its name).
 * Pure and browser-safe: the upload dialog and the server read the same lists.
 */
export const MEDIA_FILE_TYPES = ['video', 'audio', 'document', 'image'] as const
export type MediaFileType = (typeof MEDIA_FILE_TYPES)[number]

const MB = 1024 * 1024

/** Size limits per file type (doc 2 §5, §9), enforced by the server. */
export const MEDIA_SIZE_LIMITS: Record<MediaFileType, number> = {
  video: 500 * MB,
  audio: 60 * MB,
  document: 50 * MB,
  image: 10 * MB,
}

/** The largest upload of any type: a request bigger than this is refused before it is read. */
export const MEDIA_MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_SIZE_LIMITS))

/** Accepted extensions (doc 2 §5) and the file type each belongs to. */
export const MEDIA_EXTENSIONS: Record<string, MediaFileType> = {
  mp4: 'video',
  mov: 'video',
  avi: 'video',
  mkv: 'video',
  mp3: 'audio',
  wav: 'audio',
  m4a: 'audio',
  aac: 'audio',
  pdf: 'document',
  docx: 'document',
  doc: 'document',
  txt: 'document',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
}

/** For the file input's `accept` attribute. */
export const MEDIA_ACCEPT = Object.keys(MEDIA_EXTENSIONS)
  .map((ext) => `.${ext}`)
  .join(',')

/** Bytes to read before the format can be told (docx needs its first zip entry name). */
export const MEDIA_SNIFF_BYTES = 4096

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.')
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase()
}

/** The upload dialog's title suggestion: the file name without its extension. */
export function titleFromFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return (dot > 0 ? base.slice(0, dot) : base).trim()
}

export function formatSizeLimit(type: MediaFileType): string {
  return `${MEDIA_SIZE_LIMITS[type] / MB} MB`
}

export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes)) return '—'
  if (bytes < 1024) return `${bytes} B`
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`
  if (bytes < 1024 * MB) return `${(bytes / MB).toFixed(1)} MB`
  return `${(bytes / (1024 * MB)).toFixed(2)} GB`
}

export interface DetectedFormat {
  /** A canonical extension for the format found. */
  format: string
  fileType: MediaFileType
  mimeType: string
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((b, i) => bytes[offset + i] === b)
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false
  // A multi-byte character may be cut at the end of the sample: leave the last 3 bytes out.
  const sample = bytes.length >= MEDIA_SNIFF_BYTES ? bytes.subarray(0, bytes.length - 3) : bytes
  for (const b of sample) {
    if (b === 0) return false
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) return false
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample)
    return true
  } catch {
    return false
  }
}

/**
 * The file's format from its first bytes ({@link MEDIA_SNIFF_BYTES} of them,
 * or the whole file when shorter). `null` when it is none of the accepted formats.
 */
export function detectMediaFormat(head: Uint8Array): DetectedFormat | null {
  const b = head
  // ISO base media (mp4, mov, m4a): a box size, then 'ftyp' and a brand.
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') {
    const brand = ascii(b, 8, 12)
    if (brand === 'qt  ') return { format: 'mov', fileType: 'video', mimeType: 'video/quicktime' }
    if (brand === 'M4A ' || brand === 'M4B ') return { format: 'm4a', fileType: 'audio', mimeType: 'audio/mp4' }
    return { format: 'mp4', fileType: 'video', mimeType: 'video/mp4' }
  }
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF') {
    const kind = ascii(b, 8, 12)
    if (kind === 'AVI ') return { format: 'avi', fileType: 'video', mimeType: 'video/x-msvideo' }
    if (kind === 'WAVE') return { format: 'wav', fileType: 'audio', mimeType: 'audio/wav' }
    if (kind === 'WEBP') return { format: 'webp', fileType: 'image', mimeType: 'image/webp' }
    return null
  }
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) return { format: 'mkv', fileType: 'video', mimeType: 'video/x-matroska' }
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { format: 'pdf', fileType: 'document', mimeType: 'application/pdf' }
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { format: 'doc', fileType: 'document', mimeType: 'application/msword' }
  }
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) {
    // A zip: only a Word document (its parts name [Content_Types].xml and word/) is accepted.
    const names = ascii(b, 0, Math.min(b.length, MEDIA_SNIFF_BYTES))
    if (names.includes('[Content_Types].xml') || names.includes('word/')) {
      return { format: 'docx', fileType: 'document', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }
    }
    return null
  }
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { format: 'jpg', fileType: 'image', mimeType: 'image/jpeg' }
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { format: 'png', fileType: 'image', mimeType: 'image/png' }
  if (startsWith(b, [0x49, 0x44, 0x33])) return { format: 'mp3', fileType: 'audio', mimeType: 'audio/mpeg' }
  if (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) {
    const layer = (b[1]! >> 1) & 0x03
    // ADTS (AAC) frames carry layer 00; MPEG audio layer III frames 01.
    if (layer === 0 && (b[1]! & 0xf6) === 0xf0) return { format: 'aac', fileType: 'audio', mimeType: 'audio/aac' }
    if (layer === 1) return { format: 'mp3', fileType: 'audio', mimeType: 'audio/mpeg' }
    return null
  }
  if (looksLikeText(b)) return { format: 'txt', fileType: 'document', mimeType: 'text/plain; charset=utf-8' }
  return null
}

export type MediaCheck = { ok: true; format: DetectedFormat } | { ok: false; status: 400 | 413; detail: string }

/**
 * Checks a file's name and first bytes: an accepted extension, content that
 * really is one of the accepted formats, and content of the same file type as
 * the extension claims. The size is checked separately ({@link checkMediaSize}).
 */
export function checkMediaFile(filename: string, head: Uint8Array): MediaCheck {
  const ext = extensionOf(filename)
  const claimed = MEDIA_EXTENSIONS[ext]
  if (!claimed) {
    return { ok: false, status: 400, detail: `Files of type .${ext || '?'} are not accepted. Accepted: ${Object.keys(MEDIA_EXTENSIONS).join(', ')}` }
  }
  const format = detectMediaFormat(head)
  if (!format) return { ok: false, status: 400, detail: `The file's content is not a valid ${claimed} file` }
  if (format.fileType !== claimed) {
    return { ok: false, status: 400, detail: `The file's content is ${format.fileType} (${format.format}), not a ${claimed} file as its .${ext} name says` }
  }
  return { ok: true, format }
}

export function checkMediaSize(fileType: MediaFileType, bytes: number): MediaCheck | null {
  if (bytes > MEDIA_SIZE_LIMITS[fileType]) {
    return { ok: false, status: 413, detail: `File is too large: ${fileType} files may be at most ${formatSizeLimit(fileType)}` }
  }
  return null
}

/** Comma-separated tags → a clean list (trimmed, blanks and repeats dropped). */
export function parseTags(value: string | string[] | null | undefined): string[] {
  const parts = Array.isArray(value) ? value : (value ?? '').split(',')
  return [...new Set(parts.map((t) => t.trim()).filter(Boolean))].slice(0, 30)
}
