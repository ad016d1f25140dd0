import { request as httpRequest } from 'node:http'
import zlib from 'node:zlib'

import { inject } from 'vitest'
import { describe, expect, it } from 'vitest'

import { newCustomer } from '../support/api'

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A request that sees the bytes as sent (fetch would decode them and hide the encoding). */
function raw(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const url = new URL(path, inject('baseUrl'))
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function decode(res: RawResponse): string {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body).toString('utf8')
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString('utf8')
  return res.body.toString('utf8')
}

async function scriptPath(): Promise<string> {
  const page = await raw('/', { 'Accept-Encoding': 'identity' })
  const match = /\/build\/[\w./-]+\.js/.exec(page.body.toString('utf8'))
  expect(match).not.toBeNull()
  return match![0]
}

describe('compressed responses', () => {
  it('sends pages brotli-compressed when asked, with Vary: Accept-Encoding', async () => {
    const res = await raw('/', { 'Accept-Encoding': 'br, gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i)
    expect(decode(res)).toContain('<html')
  })

  it('sends hashed scripts gzip-compressed and still immutable for a year', async () => {
    const res = await raw(await scriptPath(), { 'Accept-Encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(decode(res).length).toBeGreaterThan(res.body.length)
  })

  it('sends JSON from the API compressed', async () => {
    const customer = await newCustomer()
    const res = await raw('/api/questionnaire/definition/comprehensive_menopause_assessment', {
      'Accept-Encoding': 'gzip',
      Authorization: `Bearer ${customer.token}`,
    })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(decode(res))).toBeTypeOf('object')
  })

  it('sends the bytes as they are to a client that does not ask, and for a range', async () => {
    const path = await scriptPath()
    const plain = await raw(path, { 'Accept-Encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()

    const range = await raw(path, { 'Accept-Encoding': 'gzip', Range: 'bytes=0-99' })
    expect(range.status).toBe(206)
    expect(range.headers['content-encoding']).toBeUndefined()
    expect(range.body.length).toBe(100)
    expect(range.body.equals(plain.body.subarray(0, 100))).toBe(true)
  })
})
