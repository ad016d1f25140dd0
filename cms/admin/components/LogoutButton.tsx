'use client'

import { useState } from 'react'

/**
 * Log out (spec doc 2 §4): ends the staff session on the server, then always
 * leaves the portal for the login screen, which says 'Logged out successfully'.
 */
export function LogoutButton() {
  const [busy, setBusy] = useState(false)
  const logout = async () => {
    setBusy(true)
    try {
      // Payload's own logout ends this session and clears the admin cookie.
      await fetch('/cms-api/users/logout', { method: 'POST', credentials: 'same-origin' })
    } finally {
      window.location.assign('/admin/login?logged_out=1')
    }
  }
  return (
    <button type="button" className="lib-button lib-button--ghost" onClick={logout} disabled={busy}>
      Log out
    </button>
  )
}
