import { describe, expect, it } from 'vitest'

import {
  checkMediaFile,
  checkMediaSize,
  detectMediaFormat,
  MEDIA_ACCEPT,
  MEDIA_SIZE_LIMITS,
  parseTags,
  titleFromFilename,
} from '~/domain/admin/media'

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)))

describe('detectMediaFormat: the format from the first bytes', () => {
  it.each([
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video'],
    ['mov', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video'],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'audio'],
    ['avi', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), 'video'],
    ['wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image'],
    ['mkv', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'video'],
    ['pdf', bytes('%PDF-1.7\n'), 'document'],
    ['doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'document'],
    ['docx', bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], '[Content_Types].xml'), 'document'],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image'],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image'],
    ['mp3', bytes('ID3', [4, 0]), 'audio'],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio'],
    ['aac', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio'],
    ['txt', bytes('Hello, world.\nSecond line ✓'), 'document'],
  ])('%s', (format, head, fileType) => {
    expect(detectMediaFormat(head)).toMatchObject({ format, fileType })
  })

  it('recognises none of the accepted formats in other content', () => {
    expect(detectMediaFormat(bytes([0x4d, 0x5a, 0x90, 0]))).toBeNull() // a Windows program
    expect(detectMediaFormat(bytes([0x50, 0x4b, 0x03, 0x04], 'evil/payload.js'))).toBeNull() // a zip that is no Word file
    expect(detectMediaFormat(bytes([0x00, 0x01, 0x02]))).toBeNull()
    expect(detectMediaFormat(new Uint8Array())).toBeNull()
  })
})

describe('checkMediaFile', () => {
  const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  it('accepts content that matches the file type of its extension', () => {
    expect(checkMediaFile('Photo.JPEG', bytes([0xff, 0xd8, 0xff, 0xe1]))).toMatchObject({ ok: true, format: { fileType: 'image' } })
    expect(checkMediaFile('photo.webp', png)).toMatchObject({ ok: true })
  })
  it('refuses extensions outside the list, and content of another type than the name says', () => {
    expect(checkMediaFile('script.js', png)).toMatchObject({ ok: false, status: 400 })
    expect(checkMediaFile('noextension', png)).toMatchObject({ ok: false, status: 400 })
    expect(checkMediaFile('talk.mp3', png)).toMatchObject({ ok: false, status: 400, detail: expect.stringContaining('image') })
    expect(checkMediaFile('photo.png', bytes('plain text'))).toMatchObject({ ok: false, status: 400 })
  })
})

describe('size limits (doc 2 §9)', () => {
  it('are 500, 60, 50 and 10 MB, and a byte more is 413', () => {
    expect(MEDIA_SIZE_LIMITS).toEqual({ video: 500 * 1024 ** 2, audio: 60 * 1024 ** 2, document: 50 * 1024 ** 2, image: 10 * 1024 ** 2 })
    expect(checkMediaSize('image', 10 * 1024 ** 2)).toBeNull()
    expect(checkMediaSize('image', 10 * 1024 ** 2 + 1)).toMatchObject({ ok: false, status: 413, detail: expect.stringContaining('10 MB') })
  })
})

describe('upload dialog helpers', () => {
  it('prefills the title from the file name without its extension', () => {
    expect(titleFromFilename('Morning yoga.mp4')).toBe('Morning yoga')
    expect(titleFromFilename('C:\\files\\guide.v2.pdf')).toBe('guide.v2')
    expect(titleFromFilename('.hidden')).toBe('.hidden')
  })
  it('accepts exactly the 16 extensions of doc 2 §5', () => {
    expect(MEDIA_ACCEPT.split(',')).toEqual(['.mp4', '.mov', '.avi', '.mkv', '.mp3', '.wav', '.m4a', '.aac', '.pdf', '.docx', '.doc', '.txt', '.jpg', '.jpeg', '.png', '.webp'])
  })
  it('parses tags: trimmed, blanks and repeats dropped', () => {
    expect(parseTags(' calm, sleep,, calm ,')).toEqual(['calm', 'sleep'])
    expect(parseTags(['a', ' ', 'b'])).toEqual(['a', 'b'])
    expect(parseTags(undefined)).toEqual([])
  })
})
