'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import {
  canDistribute,
  confirmationText,
  distributedMessage,
  parseEmailList,
  RECIPIENT_TYPE_LABELS,
  RECIPIENT_TYPES,
  type RecipientType,
} from '../../../../app/domain/admin/distributions'
import { ADMIN_MESSAGES } from '../../../../app/domain/admin/staff'
import { AdminApiError, adminCall } from '../../api'
import { Dialog, FormError } from '../../components/Dialog'

/** Distribute (spec doc 2 §2, §5): campaign, message, recipients, optional time, then a confirmation. */
export function DistributeDialog({ media, brand, onClose }: { media: { id: string; title: string }; brand: string; onClose: () => void }) {
  const router = useRouter()
  const [title, setTitle] = useState('')
  const [message, setMessage] = useState('')
  const [recipientType, setRecipientType] = useState<RecipientType>('all_users')
  const [tiers, setTiers] = useState<string[]>([])
  const [emails, setEmails] = useState('')
  const [scheduledFor, setScheduledFor] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const recipients = recipientType === 'tier_specific' ? tiers : recipientType === 'individual' ? parseEmailList(emails) : []
  const enabled = canDistribute({ title, recipientType, recipients })
  const confirmation = confirmationText(recipientType, recipients)

  const changeType = (type: RecipientType) => {
    // Doc 2 §4: changing the recipient type clears the selection.
    setRecipientType(type)
    setTiers([])
    setEmails('')
  }

  const send = async () => {
    setBusy(true)
    setError(null)
    try {
      const body = await adminCall(
        'POST media/distribute',
        {
          body: {
            media_id: media.id,
            recipient_type: recipientType,
            recipient_ids: recipients,
            title,
            message,
            scheduled_for: scheduledFor ? new Date(scheduledFor).toISOString() : null,
          },
        },
        ADMIN_MESSAGES.distributeFailed,
      )
      toast.success(body.scheduled ? `${distributedMessage(body.recipient_count)} (scheduled)` : distributedMessage(body.recipient_count))
      onClose()
      router.refresh()
    } catch (error) {
      setError(error instanceof AdminApiError ? error.message : ADMIN_MESSAGES.distributeFailed)
      setConfirming(false)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={onClose} title={confirming ? 'Confirm distribution' : `Distribute “${media.title}”`}>
      {confirming ? (
        <div className="lib-form">
          <p className={confirmation.warning ? 'lib-warning' : ''} role={confirmation.warning ? 'alert' : undefined}>
            {confirmation.text}
          </p>
          <div className="lib-actions">
            <button type="button" className="lib-button lib-button--ghost" onClick={() => setConfirming(false)} disabled={busy}>
              Back
            </button>
            <button type="button" className={confirmation.warning ? 'lib-button lib-button--danger' : 'lib-button'} onClick={send} disabled={busy}>
              {busy ? 'Sending…' : 'Yes, send'}
            </button>
          </div>
        </div>
      ) : (
        <form
          className="lib-form"
          onSubmit={(e) => {
            e.preventDefault()
            if (enabled) setConfirming(true)
          }}
        >
          <label className="lib-field">
            <span>Campaign title</span>
            <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required />
          </label>
          <label className="lib-field">
            <span>Message (optional)</span>
            <textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={3} maxLength={2000} />
          </label>
          <fieldset className="lib-field">
            <legend>Recipients</legend>
            {RECIPIENT_TYPES.map((type) => (
              <label key={type} className="lib-check">
                <input type="radio" name="recipient_type" value={type} checked={recipientType === type} onChange={() => changeType(type)} />
                {RECIPIENT_TYPE_LABELS[type]}
              </label>
            ))}
          </fieldset>
          {recipientType === 'tier_specific' ? (
            <fieldset className="lib-field">
              <legend>Tiers</legend>
              {[brand, `${brand}+`].map((tier) => (
                <label key={tier} className="lib-check">
                  <input
                    type="checkbox"
                    checked={tiers.includes(tier)}
                    onChange={(e) => setTiers(e.target.checked ? [...tiers, tier] : tiers.filter((t) => t !== tier))}
                  />
                  {tier}
                </label>
              ))}
            </fieldset>
          ) : null}
          {recipientType === 'individual' ? (
            <label className="lib-field">
              <span>E-mail addresses (comma-separated)</span>
              <textarea value={emails} onChange={(e) => setEmails(e.target.value)} rows={3} placeholder="jane@example.com, anna@example.com" />
            </label>
          ) : null}
          <label className="lib-field">
            <span>Send later (optional)</span>
            <input type="datetime-local" value={scheduledFor} onChange={(e) => setScheduledFor(e.target.value)} />
          </label>
          <FormError message={error} />
          <div className="lib-actions">
            <button type="button" className="lib-button lib-button--ghost" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="lib-button" disabled={!enabled}>
              Distribute
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
