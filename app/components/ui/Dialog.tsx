import { useEffect, useRef, type ReactNode } from 'react'

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
