import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigation, Form } from '@remix-run/react'
import { useId } from 'react'

import { ForgotPasswordForm } from '~/components/auth/ForgotPasswordForm'
import { PublicPage } from '~/components/PublicPage'
import { Button } from '~/components/ui/Button'
import { Spinner } from '~/components/ui/Spinner'
import { PASSWORD_MIN_LENGTH } from '~/domain/constants'
import { PASSWORD_RESET_MESSAGES } from '~/domain/auth/messages'
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '~/lib/form-schemas.server'
import { badRequest } from '~/lib/errors'
import { pageAction, parseWith } from '~/lib/http.server'
import { limitPasswordReset, limitPasswordResetConfirm } from '~/lib/rate-limit.server'
import { commitSessionCookie, createSession } from '~/lib/session.server'
import { setToast } from '~/lib/toast.server'
import { useRootData } from '~/root'
import { startPasswordReset } from '~/services/password-reset/request-password-reset.server'
import { isResetLinkLive, resetPassword } from '~/services/password-reset/reset-password.server'

export const meta: MetaFunction = () => [{ title: 'Reset your password · Menopause Support' }, { name: 'robots', content: 'noindex' }]

/** The link's token is in this page's address: no referrer leaves it, nothing keeps a copy. */
export const headers: HeadersFunction = () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' })

/**
 * Forgotten password (issue 25). Without a token: the form that asks for a
 * link. With one from the e-mail: a new password, if the link still works
 * (only looked at here; it is used up when the new password is set), or the
 * request form again when it does not.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? ''
  if (!token) return { state: 'request' as const, token: null }
  const live = token.length <= 200 && (await isResetLinkLive(context.payload, token))
  return live ? { state: 'choose' as const, token } : { state: 'expired' as const, token: null }
}

/**
 * `intent=request`: a link by e-mail, answered with the same words for every
 * address (the auth modal posts here too). `intent=reset`: the new password;
 * she is then signed in on this device, every other session of hers ended.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData())
  if (form.intent === 'request') {
    return pageAction('We could not send a link. Please try again.', async () => {
      const { email } = parseWith(passwordResetRequestSchema, form)
      await limitPasswordReset(context, email)
      startPasswordReset(context.payload, context.env, email)
      return { ok: true as const, sent: true as const, detail: PASSWORD_RESET_MESSAGES.requested }
    })
  }
  return pageAction('Your password could not be changed. Please try again.', async () => {
    await limitPasswordResetConfirm(context)
    const input = parseWith(passwordResetConfirmSchema, form)
    if (form.confirm_password !== input.new_password) throw badRequest(PASSWORD_RESET_MESSAGES.mismatch)
    const customer = await resetPassword(context.payload, input)
    const headers = new Headers()
    headers.append('Set-Cookie', await commitSessionCookie(context, await createSession(context.payload, customer.id)))
    headers.append('Set-Cookie', await setToast(context, { type: 'success', message: PASSWORD_RESET_MESSAGES.changedSignedIn }))
    return redirect('/dashboard', { headers })
  })
}

export default function ResetPassword() {
  const data = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  const titleId = useId()
  if (data.state === 'choose') {
    return (
      <PublicPage brand={brand} title="Choose a new password" titleId={titleId}>
        <NewPasswordForm token={data.token} />
      </PublicPage>
    )
  }
  return (
    <PublicPage brand={brand} title={data.state === 'expired' ? 'This link no longer works' : 'Forgot your password?'} titleId={titleId}>
      <p className="mb-4 text-slate-700">
        {data.state === 'expired'
          ? PASSWORD_RESET_MESSAGES.invalidLink
          : `Enter the e-mail address you sign in to ${brand} with. We will send you a link to choose a new password.`}
      </p>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm text-slate-700">
        Remembered it?{' '}
        <Link to="/" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </PublicPage>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const failure = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle'
  const ids = { password: useId(), confirm: useId(), hint: useId(), error: useId() }
  const detail = failure && 'detail' in failure && !failure.ok ? failure.detail : null
  const linkGone = detail === PASSWORD_RESET_MESSAGES.invalidLink
  return (
    <Form method="post" className="space-y-4" aria-busy={pending} aria-describedby={detail ? ids.error : undefined}>
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={token} />
      <p className="text-slate-700">Choose a password you have not used here before. Setting it signs you out on every other device.</p>
      <div className="space-y-1">
        <label htmlFor={ids.password} className="block text-sm font-medium text-slate-800">
          New password
        </label>
        <input
          id={ids.password}
          name="new_password"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          aria-describedby={ids.hint}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600"
        />
        <p id={ids.hint} className="text-xs text-slate-600">
          Minimum {PASSWORD_MIN_LENGTH} characters
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor={ids.confirm} className="block text-sm font-medium text-slate-800">
          Type it again
        </label>
        <input
          id={ids.confirm}
          name="confirm_password"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600"
        />
      </div>
      {detail ? (
        <p id={ids.error} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {detail}{' '}
          {linkGone ? (
            <Link to="/reset-password" className="font-semibold underline">
              Ask for a new link
            </Link>
          ) : null}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Saving" className="h-4 w-4" /> : null}
        Set my new password
      </Button>
    </Form>
  )
}
