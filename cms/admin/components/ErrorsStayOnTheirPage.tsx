'use client'
import { toast } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * An error message belongs to the screen it was about: when the admin moves
 * to another screen (a failed sign-in followed by a good one, say), the
 * error toasts still open go. Success messages are left to time out, since
 * Payload says "Created successfully" just as it opens the new document.
 */
export function ErrorsStayOnTheirPage({ children }: { children?: ReactNode }) {
  const pathname = usePathname()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    for (const shown of toast.getToasts()) {
      if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id)
    }
  }, [pathname])
  return <>{children}</>
}
