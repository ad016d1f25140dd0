import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { errorResponse, pageAction, readJson, readQuery } from '~/lib/http.server'
import { AppError, ERROR_STATUS, forbidden, type ErrorCode } from '~/lib/errors'

const schema = z.object({ name: z.string().min(1, 'is required'), count: z.number().int().optional() })

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/x', { method: 'POST', body, headers })
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected a rejection')
}

describe('readJson', () => {
  it('returns the parsed, validated body', async () => {
    await expect(readJson(post('{"name":"a","count":2}'), schema)).resolves.toEqual({ name: 'a', count: 2 })
  })

  it('answers 400 for malformed JSON', async () => {
    const error = await rejection(readJson(post('{"name":'), schema))
    expect([error.status, error.detail]).toEqual([400, 'Request body must be valid JSON'])
  })

  it('answers 400 for JSON that is not an object', async () => {
    for (const body of ['[]', '"x"', '3', 'null']) {
      const error = await rejection(readJson(post(body), schema))
      expect(error.status).toBe(400)
    }
  })

  it('names the field and the problem', async () => {
    const error = await rejection(readJson(post('{"name":""}'), schema))
    expect(error.detail).toBe('name: is required')
  })

  it('answers 413 for an oversized body', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) })
    const error = await rejection(readJson(post(big), schema))
    expect(error.status).toBe(413)
  })

  it('treats an empty body as an empty object', async () => {
    const error = await rejection(readJson(post(''), schema))
    expect(error.detail).toMatch(/^name:/)
  })
})

describe('readQuery', () => {
  it('validates query parameters', () => {
    const q = z.object({ limit: z.coerce.number().int().min(1) })
    expect(readQuery(new Request('http://localhost/?limit=5'), q)).toEqual({ limit: 5 })
    expect(() => readQuery(new Request('http://localhost/?limit=0'), q)).toThrow(AppError)
  })
})

describe('errorResponse', () => {
  it('turns an AppError into {detail} with its status', async () => {
    const response = errorResponse(new AppError('conflict', 'Busy'))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ detail: 'Busy' })
  })

  it('hides the details of an unexpected error', async () => {
    const original = console.error
    console.error = () => {}
    try {
      const response = errorResponse(new Error('secret stack'))
      expect(response.status).toBe(500)
      const body = await response.json()
      expect(JSON.stringify(body)).not.toContain('secret')
    } finally {
      console.error = original
    }
  })
})

describe('pageAction', () => {
  it('passes through what the action answers', async () => {
    await expect(pageAction('Failed', async () => ({ ok: true as const }))).resolves.toEqual({ ok: true })
  })

  it('answers an AppError as { ok: false, code, detail } with the status of its code', async () => {
    const response = (await pageAction('Failed', async () => {
      throw forbidden('Upgrade to save more plans')
    })) as Response
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ ok: false, code: 'forbidden', detail: 'Upgrade to save more plans' })
  })

  it('answers the fallback with 500 for anything else, and lets redirects through', async () => {
    const original = console.error
    console.error = () => {}
    try {
      const response = (await pageAction('The check-in could not be saved.', async () => {
        throw new Error('disk full')
      })) as Response
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({ ok: false, code: 'internal', detail: 'The check-in could not be saved.' })
    } finally {
      console.error = original
    }
    const redirect = new Response(null, { status: 302, headers: { Location: '/dashboard' } })
    await expect(
      pageAction('Failed', async () => {
        throw redirect
      }),
    ).rejects.toBe(redirect)
  })
})

describe('the status table', () => {
  it('gives every error code its HTTP status', () => {
    expect(Object.fromEntries(Object.keys(ERROR_STATUS).map((code) => [code, new AppError(code as ErrorCode, 'x').status]))).toEqual(
      ERROR_STATUS,
    )
    expect(ERROR_STATUS).toMatchObject({ bad_input: 400, unauthenticated: 401, forbidden: 403, not_found: 404, conflict: 409, too_large: 413, rate_limited: 429 })
  })
})
