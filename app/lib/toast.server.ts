import { createCookie } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'

import { COOKIES } from '../domain/privacy/cookies'

/** One-shot messages carried across a redirect ('Welcome back!'). */
export interface Toast {
  type: 'success' | 'error' | 'info'
  message: string
}

function toastCookie(context: AppLoadContext) {
  return createCookie(COOKIES.toast.name, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: context.env.APP_URL.startsWith('https://'),
    secrets: [context.env.PAYLOAD_SECRET],
    maxAge: COOKIES.toast.maxAgeSeconds,
  })
}

export async function setToast(context: AppLoadContext, toast: Toast): Promise<string> {
  return toastCookie(context).serialize(toast)
}

/** Reads the pending toast and the header that clears it. */
export async function takeToast(
  request: Request,
  context: AppLoadContext,
): Promise<{ toast: Toast | null; clear: string | null }> {
  const cookie = toastCookie(context)
  const value = (await cookie.parse(request.headers.get('Cookie'))) as Toast | null
  if (!value || typeof value.message !== 'string') return { toast: null, clear: null }
  return { toast: value, clear: await cookie.serialize('', { maxAge: 0 }) }
}
