'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

/** Reloads the figures from the server without leaving the page. */
export function RefreshButton() {
  const router = useRouter()
  const [pending, start] = useTransition()
  return (
    <button type="button" className="lib-button lib-button--ghost" onClick={() => start(() => router.refresh())} disabled={pending}>
      {pending ? 'Refreshing…' : 'Refresh'}
    </button>
  )
}
