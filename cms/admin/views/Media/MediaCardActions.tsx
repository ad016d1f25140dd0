'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { ADMIN_MESSAGES } from '../../../../app/domain/admin/staff'
import { Dialog, errorDetail } from '../../components/Dialog'
import { DistributeDialog } from './DistributeDialog'

/** A library card's actions: open, send (wellness staff) and delete. */
export function MediaCardActions({ media, canSend, brand }: { media: { id: string; title: string; file_url: string | null }; canSend: boolean; brand: string }) {
  const router = useRouter()
  const [sending, setSending] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [busy, setBusy] = useState(false)

  const remove = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/admin/media/${media.id}`, { method: 'DELETE', credentials: 'same-origin' })
      if (response.status === 409) toast.error(ADMIN_MESSAGES.deleteDistributed)
      else if (!response.ok) toast.error(await errorDetail(response, ADMIN_MESSAGES.deleteFailed))
      else {
        toast.success(ADMIN_MESSAGES.deleted)
        router.refresh()
      }
    } catch {
      toast.error(ADMIN_MESSAGES.deleteFailed)
    } finally {
      setBusy(false)
      setConfirmDelete(false)
    }
  }

  return (
    <div className="lib-card-actions">
      {media.file_url ? (
        <a className="lib-button lib-button--ghost lib-button--small" href={media.file_url} target="_blank" rel="noreferrer" aria-label={`Open ${media.title}`}>
          Open
        </a>
      ) : null}
      {canSend ? (
        <button type="button" className="lib-button lib-button--small" onClick={() => setSending(true)} aria-label={`Send ${media.title}`}>
          Send
        </button>
      ) : null}
      <button type="button" className="lib-button lib-button--danger lib-button--small" onClick={() => setConfirmDelete(true)} aria-label={`Delete ${media.title}`}>
        Delete
      </button>
      {sending ? <DistributeDialog media={media} brand={brand} onClose={() => setSending(false)} /> : null}
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete media">
        <p>Delete “{media.title}”? This cannot be undone.</p>
        <div className="lib-actions">
          <button type="button" className="lib-button lib-button--ghost" onClick={() => setConfirmDelete(false)}>
            Cancel
          </button>
          <button type="button" className="lib-button lib-button--danger" onClick={remove} disabled={busy}>
            Delete
          </button>
        </div>
      </Dialog>
    </div>
  )
}
