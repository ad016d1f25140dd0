'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { ADMIN_MESSAGES } from '../../../../app/domain/admin/staff'
import { AdminApiError, adminCall } from '../../api'
import { Dialog } from '../../components/Dialog'
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
      await adminCall('DELETE media/:id', { id: media.id }, ADMIN_MESSAGES.deleteFailed)
      toast.success(ADMIN_MESSAGES.deleted)
      router.refresh()
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 409) toast.error(ADMIN_MESSAGES.deleteDistributed)
      else toast.error(error instanceof AdminApiError ? error.message : ADMIN_MESSAGES.deleteFailed)
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
