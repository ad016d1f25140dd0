import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'

import { googleAuthenticator, googleConfigured } from '~/lib/google.server'
import { asPageError } from '~/lib/http.server'
import { enforceLimits } from '~/lib/rate-limit.server'
import { setToast } from '~/lib/toast.server'
import { issueAuthCode } from '~/services/auth/auth-codes.server'
import { findOrCreateGoogleCustomer } from '~/services/auth/google-sign-in.server'
import { logger } from '~/lib/logger.server'

/**
 * Google sends the customer back here. The customer is found, linked or
 * created, and returns to `/dashboard#session_id=<single-use code>`, which the
 * page exchanges at GET /api/auth/session-data (spec doc 1 §4). A sign-in
 * like any other, it counts against the sign-in limit of the client's
 * address; past it the error page says when to try again (429).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!googleConfigured(context.env)) return redirect('/')
  await enforceLimits(context, [['signInPerAddress', context.clientAddress]]).catch(asPageError)
  let customerId: string
  try {
    const profile = await googleAuthenticator(context).authenticate('google', request, { throwOnError: true })
    customerId = (await findOrCreateGoogleCustomer(context.payload, profile)).id
  } catch (error) {
    if (error instanceof Response) throw error
    logger().warn({ err: error }, 'Google sign-in failed')
    return redirect('/', {
      headers: { 'Set-Cookie': await setToast(context, { type: 'error', message: 'Google sign-in failed. Please try again.' }) },
    })
  }
  const code = await issueAuthCode(context.payload, customerId)
  return redirect(`/dashboard#session_id=${encodeURIComponent(code)}`)
}

/** Nothing to show: the loader always redirects, or the error page explains a refusal. */
export default function GoogleCallback() {
  return null
}
