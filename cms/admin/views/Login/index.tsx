import { LoginView } from '@payloadcms/next/views'
import type { AdminViewServerProps } from 'payload'

/**
 * Payload's own login screen (its form, 'Admin Portal' above it), made the
 * page's main landmark: Payload's minimal template has none.
 */
export function StaffLoginView(props: AdminViewServerProps) {
  return (
    <main className="lib-main">
      <LoginView {...props} />
    </main>
  )
}
