'use client'

import { toast } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import { ADMIN_MESSAGES, checkNewPassword } from '../../../app/domain/admin/staff'
import { AdminApiError, adminCall } from '../api'
import { Dialog, FormError } from './Dialog'

/** The change-password dialog (spec doc 2 §2, §5): current, new and confirm. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false)
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const close = () => {
    setOpen(false)
    setCurrent('')
    setNext('')
    setConfirm('')
    setError(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = checkNewPassword(next, confirm)
    if (problem) {
      setError(problem)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await adminCall('POST auth/change-password', { body: { current_password: current, new_password: next } }, ADMIN_MESSAGES.passwordUpdateFailed)
      toast.success(ADMIN_MESSAGES.passwordUpdated)
      close()
    } catch (error) {
      setError(error instanceof AdminApiError ? error.message : ADMIN_MESSAGES.passwordUpdateFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button type="button" className="lib-button lib-button--ghost" onClick={() => setOpen(true)}>
        Change password
      </button>
      <Dialog open={open} onClose={close} title="Change password">
        <form onSubmit={submit} className="lib-form">
          <label className="lib-field">
            <span>Current password</span>
            <input type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} required />
          </label>
          <label className="lib-field">
            <span>New password</span>
            <input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} required />
          </label>
          <label className="lib-field">
            <span>Confirm new password</span>
            <input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required />
          </label>
          <FormError message={error} />
          <div className="lib-actions">
            <button type="button" className="lib-button lib-button--ghost" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="lib-button" disabled={busy || !current || !next || !confirm}>
              {busy ? 'Updating…' : 'Update password'}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
