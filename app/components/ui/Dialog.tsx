import { useEffect, useRef, type ReactNode } from 'react'

import { Button } from './Button'

/**
 * A modal built on the native <dialog>: showModal() traps focus, makes the
 * page behind inert and closes on Escape. Focus returns to the opener.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  children,
  className = '',
}: {
  open: boolean
  onClose: () => void
  labelledBy: string
  children: ReactNode
  className?: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
      className={`backdrop:bg-slate-900/50 ${className}`}
    >
      {open ? children : null}
    </dialog>
  )
}

/** A dialog's title with its close button. */
export function DialogHeader({ titleId, title, onClose }: { titleId: string; title: string; onClose: () => void }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        className="rounded p-1 text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        aria-label="Close"
      >
        ✕
      </button>
    </div>
  )
}

/** The Cancel and submit buttons at the foot of a form dialog. */
export function DialogFormActions({ onClose, submitting, label }: { onClose: () => void; submitting: boolean; label: string }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="ghost" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving…' : label}
      </Button>
    </div>
  )
}
