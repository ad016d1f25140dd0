import { randomUUID } from 'node:crypto'

import { createCookie } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'

import { COOKIES } from '../domain/privacy/cookies'

/** One-shot messages carried across a redirect ('Welcome back!'). */
export interface Toast {
  type: 'success' | 'error' | 'info'
  message: string
}

/**
 * Signed, so no other site or script can put words in our mouth; readable by
 * the page, which deletes it once the message is on screen. A page answer
 * never deletes it: an answer can be read and then thrown away (a navigation
 * that is overtaken, the phone app keeping a copy of her page, another tab),
 * and the message went with it ('Welcome back!' was lost now and then).
 */
function toastCookie(context: AppLoadContext) {
  return createCookie(COOKIES.toast.name, {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: context.env.APP_URL.startsWith('https://'),
    secrets: [context.env.PAYLOAD_SECRET],
    maxAge: COOKIES.toast.maxAgeSeconds,
  })
}

export async function setToast(context: AppLoadContext, toast: Toast): Promise<string> {
  return toastCookie(context).serialize({ type: toast.type, message: toast.message, id: randomUUID(), at: Date.now() })
}

/**
 * The message waiting for her next page, with the id the page shows it under
 * once and when it was said (`at`, ms): a copy of the page kept by the phone
 * app and opened later does not say it again.
 */
export async function readToast(request: Request, context: AppLoadContext): Promise<(Toast & { id: string; at: number }) | null> {
  const value = (await toastCookie(context).parse(request.headers.get('Cookie'))) as unknown
  if (!value || typeof value !== 'object') return null
  const { type, message, id, at } = value as Record<string, unknown>
  if (typeof message !== 'string' || typeof id !== 'string' || typeof at !== 'number' || (type !== 'success' && type !== 'error' && type !== 'info')) return null
  return { type, message, id, at }
}
