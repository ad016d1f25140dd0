import { useFetcher } from '@remix-run/react'
import { useEffect, useId, useRef } from 'react'

import { Button } from '~/components/ui/Button'
import { Spinner } from '~/components/ui/Spinner'
import type { ActionFailure } from '~/lib/errors'

/** What /reset-password's action answers to a request for a link. */
export type ResetRequestAnswer = { ok: true; sent: true; detail: string } | ActionFailure

/**
 * Asks for a password reset link (issue 25): in the auth modal's Sign In tab
 * and on /reset-password. It posts to /reset-password's action, which answers
 * the same words for every address. After sending, the form gives way to
 * those words, read out to screen readers.
 */
export function ForgotPasswordForm({ defaultEmail = '', autoFocus = false }: { defaultEmail?: string; autoFocus?: boolean }) {
  const fetcher = useFetcher<ResetRequestAnswer>()
  const id = useId()
  const status = useRef<HTMLParagraphElement>(null)
  const email = useRef<HTMLInputElement>(null)
  const pending = fetcher.state !== 'idle'
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const sent = answer && answer.ok

  useEffect(() => {
    if (sent) status.current?.focus()
  }, [sent])
  // Focused when it appears in place of the sign-in form (an `autofocus` attribute only works as a page or dialog opens).
  useEffect(() => {
    if (autoFocus) email.current?.focus()
  }, [autoFocus])

  if (sent) {
    return (
      <p ref={status} tabIndex={-1} role="status" className="rounded-lg bg-sage-50 px-4 py-3 text-sage-800 ring-1 ring-sage-200 focus:outline-none">
        {answer.detail}
      </p>
    )
  }
  return (
    <fetcher.Form method="post" action="/reset-password" className="space-y-4" aria-busy={pending}>
      <input type="hidden" name="intent" value="request" />
      <div className="space-y-1">
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
          Email
        </label>
        <input
          ref={email}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={defaultEmail}
          aria-describedby={answer && !answer.ok ? `${id}-error` : undefined}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600"
        />
      </div>
      {answer && !answer.ok ? (
        <p id={`${id}-error`} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {answer.detail}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner label="Sending" className="h-4 w-4" /> : null}
        Send me a link
      </Button>
    </fetcher.Form>
  )
}
