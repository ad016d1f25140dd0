import { useFetcher } from '@remix-run/react'
import { useId, useState } from 'react'

import { GoogleButton } from '~/components/AuthModal'
import { Button } from '~/components/ui/Button'
import { Dialog, DialogHeader } from '~/components/ui/Dialog'
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION } from '~/domain/account/messages'
import { signedInRecently } from '~/domain/account/recent-sign-in'
import type { ActionFailure } from '~/lib/errors'

import { TextField } from './TextField'

/**
 * Delete the account (issue 18): says plainly what goes and what stays, then
 * asks for the password and the typed word in a dialog. An account made
 * through Google has no password of its own: it asks for a fresh Google
 * sign-in instead, and then only for the typed word.
 */
export function DeleteAccountSection({ hasPassword, signedInAt }: { hasPassword: boolean; signedInAt: string }) {
  const mustSignInAgain = !hasPassword && !signedInRecently(signedInAt)
  const [open, setOpen] = useState(false)
  const fetcher = useFetcher<ActionFailure>()
  const titleId = useId()
  const [typed, setTyped] = useState('')
  const failure = fetcher.data && 'detail' in fetcher.data ? fetcher.data.detail : null
  const close = () => {
    setOpen(false)
    setTyped('')
  }

  return (
    <section aria-labelledby="delete-heading" className="card border-l-4 border-red-700 p-6">
      <h2 id="delete-heading" className="text-xl">
        Delete your account
      </h2>
      <div className="mt-2 max-w-prose space-y-2 text-slate-700">
        <p>
          This deletes your account and everything in it: your answers, check-ins, meal plans, shopping lists, food and
          sleep logs, summaries, messages and consents. An active subscription is cancelled first. It cannot be undone.
        </p>
        <p>
          <strong>What we keep:</strong> the record of each payment (date, amount, plan and the payment provider’s
          reference), because the law requires us to keep accounts. It no longer names you and holds no health data.
        </p>
        <p>You can register again with the same e-mail later, as a new person.</p>
      </div>
      {mustSignInAgain ? (
        <div className="mt-4 space-y-3" data-testid="delete-sign-in-again">
          <p className="max-w-prose font-semibold text-slate-800">{ACCOUNT_MESSAGES.signInAgain}</p>
          <GoogleButton />
        </div>
      ) : (
        <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      )}

      <Dialog open={open} onClose={close} labelledBy={titleId} className="w-full max-w-md rounded-3xl p-6">
        <DialogHeader titleId={titleId} title="Delete your account?" onClose={close} />
        <fetcher.Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <p className="text-sm text-slate-700">Everything goes except payment records without your name or health data.</p>
          {hasPassword ? <TextField label="Your password" name="password" type="password" autoComplete="current-password" required /> : null}
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            name="confirm"
            autoComplete="off"
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          {failure ? (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {failure}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={typed !== DELETE_CONFIRMATION || fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' ? 'Deleting…' : 'Delete everything'}
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </section>
  )
}
