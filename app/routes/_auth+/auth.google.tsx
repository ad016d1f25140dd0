import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'

import { googleAuthenticator, googleConfigured } from '~/lib/google.server'
import { setToast } from '~/lib/toast.server'

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server. Please continue with email.'

/** Starts Google sign-in: a redirect to Google's consent page. */
async function start({ request, context }: ActionFunctionArgs | LoaderFunctionArgs) {
  if (!googleConfigured(context.env)) {
    return redirect('/', {
      headers: { 'Set-Cookie': await setToast(context, { type: 'info', message: GOOGLE_NOT_CONFIGURED }) },
    })
  }
  return googleAuthenticator(context).authenticate('google', request)
}

export const loader = start
export const action = start
