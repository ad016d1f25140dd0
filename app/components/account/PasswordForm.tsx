import { useFetcher } from '@remix-run/react'
import { useId } from 'react'

import { Button } from '~/components/ui/Button'

import { TextField } from './TextField'
import { PASSWORD_MIN_LENGTH } from '~/domain/constants'
import type { ActionFailure } from '~/lib/errors'

/** Change password: the current one is required; other devices are signed out (issue 18). */
export function PasswordForm() {
  const fetcher = useFetcher<ActionFailure>()
  const error = useId()
  const failure = fetcher.data && 'detail' in fetcher.data ? fetcher.data.detail : null
  return (
    <section aria-labelledby="password-heading" className="card p-6">
      <h2 id="password-heading" className="text-xl">
        Password
      </h2>
      <fetcher.Form method="post" className="mt-4 grid max-w-xl gap-4 sm:grid-cols-2" aria-describedby={failure ? error : undefined}>
        <input type="hidden" name="intent" value="password" />
        <TextField label="Current password" name="current_password" type="password" autoComplete="current-password" required />
        <TextField label="New password" name="new_password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />
        {failure ? (
          <p id={error} role="alert" className="text-sm font-semibold text-red-800 sm:col-span-2">
            {failure}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Changing…' : 'Change password'}
          </Button>
          <p className="mt-2 text-sm text-slate-600">Changing it signs you out on your other devices.</p>
        </div>
      </fetcher.Form>
    </section>
  )
}
