import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'

import { carriedIsFresh } from '~/components/Toasts'
import { COOKIES } from '~/domain/privacy/cookies'
import { readToast, setToast } from '~/lib/toast.server'

const context = (appUrl = 'http://localhost:3000', secret = 'test-secret') =>
  ({ env: { APP_URL: appUrl, PAYLOAD_SECRET: secret } }) as unknown as AppLoadContext

/** The request a browser sends with the cookie a Set-Cookie header gave it. */
function carrying(setCookie: string): Request {
  return new Request('http://localhost:3000/dashboard', { headers: { Cookie: setCookie.split(';')[0]! } })
}

describe('the message a redirect carries', () => {
  it('is read by every page answer until the page shows and deletes it, each time with the same id', async () => {
    const header = await setToast(context(), { type: 'success', message: 'Welcome back!' })
    const first = await readToast(carrying(header), context())
    const again = await readToast(carrying(header), context())
    expect(first).toEqual({ type: 'success', message: 'Welcome back!', id: expect.stringMatching(/^[0-9a-f-]{36}$/), at: expect.any(Number) })
    expect(Math.abs(first!.at - Date.now())).toBeLessThan(5_000)
    expect(again).toEqual(first)
  })

  it('the same words said again are a new message', async () => {
    const a = await readToast(carrying(await setToast(context(), { type: 'info', message: 'Saved' })), context())
    const b = await readToast(carrying(await setToast(context(), { type: 'info', message: 'Saved' })), context())
    expect(a?.id).not.toEqual(b?.id)
  })

  it('is readable by the page (which deletes it), lax, short-lived, and secure on https', async () => {
    const header = await setToast(context(), { type: 'success', message: 'Welcome back!' })
    expect(header).not.toMatch(/HttpOnly/i)
    expect(header).toMatch(/SameSite=Lax/i)
    expect(header).toMatch(new RegExp(`Max-Age=${COOKIES.toast.maxAgeSeconds}`))
    expect(header.startsWith(`${COOKIES.toast.name}=`)).toBe(true)
    expect(header).not.toMatch(/Secure/i)
    expect(await setToast(context('https://app.example'), { type: 'success', message: 'x' })).toMatch(/; Secure/)
  })

  it('words not signed by this server, or of another shape, are not shown', async () => {
    const other = await setToast(context('http://localhost:3000', 'another-secret'), { type: 'success', message: 'Free money' })
    expect(await readToast(carrying(other), context())).toBeNull()
    const unsigned = `${COOKIES.toast.name}=${encodeURIComponent(btoa(JSON.stringify({ type: 'success', message: 'Hi', id: 'x', at: Date.now() })))}`
    expect(await readToast(carrying(unsigned), context())).toBeNull()
    expect(await readToast(new Request('http://localhost:3000/'), context())).toBeNull()
  })
})

describe('a carried message on the page', () => {
  const said = Date.parse('2026-11-28T10:00:00Z')
  it('is shown when fresh, and when the phone’s clock runs a few minutes off either way', () => {
    expect(carriedIsFresh(said, said + 2_000)).toBe(true)
    expect(carriedIsFresh(said, said + 5 * 60_000)).toBe(true)
    expect(carriedIsFresh(said, said - 5 * 60_000)).toBe(true)
    expect(carriedIsFresh(said, said + COOKIES.toast.maxAgeSeconds * 10_000)).toBe(true)
  })

  it('is not shown from a copy of the page kept for offline use and opened later', () => {
    expect(carriedIsFresh(said, said + COOKIES.toast.maxAgeSeconds * 10_000 + 1)).toBe(false)
    expect(carriedIsFresh(said, said + 24 * 60 * 60_000)).toBe(false)
  })
})
