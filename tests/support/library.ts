import { randomUUID } from 'node:crypto'

import { inject } from 'vitest'

import { markdownToLexical } from '../../cms/collections/LibraryItems/starter/markdown'
import { staffRequest } from './api'

/** A unique made-up word, so a test finds exactly the items it created. */
export function marker(prefix = 'zq'): string {
  return `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`
}

export interface ItemInput {
  title: string
  description?: string
  category?: string
  tab?: string
  tier?: 'base' | 'plus'
  format?: 'article' | 'video' | 'audio' | 'document'
  author?: string
  body?: string
  media?: string
  document?: string
  thumbnail?: string
  duration_minutes?: number
  status?: 'draft' | 'published'
  featured?: boolean
  featured_week?: string
  slug?: string
  reviewed_on?: string
  review_interval_months?: '6' | '12' | '24' | '36'
}

/** Staff create a library item through Payload's REST API, as the admin does. */
export async function createItem(staff: string, input: ItemInput): Promise<string> {
  const { status = 'published', body = 'A short article about looking after yourself.', ...rest } = input
  const format = rest.format ?? 'article'
  const res = await staffRequest(`/library-items${status === 'draft' ? '?draft=true' : ''}`, {
    token: staff,
    body: {
      description: 'A test item.',
      category: 'education',
      tab: 'educational_articles',
      tier: 'base',
      format,
      ...rest,
      ...(format === 'article' ? { body: markdownToLexical(body) } : {}),
      _status: status,
    },
  })
  if (res.status !== 201) throw new Error(`create item failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.doc.id as string
}

/** Uploads a file to the library's private file collection. */
export async function uploadFile(staff: string, name: string, type: string, bytes: Uint8Array, baseUrl?: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([bytes as unknown as BlobPart], { type }), name)
  form.append('_payload', JSON.stringify({ alt: '' }))
  const response = await fetch(`${baseUrl ?? inject('baseUrl')}/cms-api/library-files`, {
    method: 'POST',
    headers: { Authorization: `JWT ${staff}` },
    body: form,
  })
  const body = (await response.json()) as { doc?: { id: string } }
  if (response.status !== 201 || !body.doc) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`)
  return body.doc.id
}

/** A small, valid one-page PDF. */
export function tinyPdf(text = 'Library test document'): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

/** One second of silent 8 kHz mono WAV audio (8,044 bytes). */
export function silentWav(seconds = 1): Uint8Array {
  const rate = 8000
  const samples = rate * seconds
  const buffer = Buffer.alloc(44 + samples)
  buffer.write('RIFF', 0)
  buffer.writeUInt32LE(36 + samples, 4)
  buffer.write('WAVE', 8)
  buffer.write('fmt ', 12)
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20)
  buffer.writeUInt16LE(1, 22)
  buffer.writeUInt32LE(rate, 24)
  buffer.writeUInt32LE(rate, 28)
  buffer.writeUInt16LE(1, 32)
  buffer.writeUInt16LE(8, 34)
  buffer.write('data', 36)
  buffer.writeUInt32LE(samples, 40)
  buffer.fill(128, 44)
  return new Uint8Array(buffer)
}

/** A 1×1 PNG. */
export function tinyPng(): Uint8Array {
  return new Uint8Array(
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  )
}
