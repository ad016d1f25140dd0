'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A modal dialog on the native <dialog> element: focus moves into it and
 * stays there, Escape closes it, and focus returns to the opener afterwards.
 */
export function Dialog({ open, onClose, title, children, wide }: { open: boolean; onClose: () => void; title: string; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  const titleId = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <dialog
      ref={ref}
      className={wide ? 'lib-dialog lib-dialog--wide' : 'lib-dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      {open ? (
        <div className="lib-dialog__body">
          <div className="lib-dialog__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="lib-icon-button" onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}

/** A form's error, announced to screen readers when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className="lib-error" role="alert">
      {message}
    </p>
  )
}
