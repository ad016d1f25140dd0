import type { ReactNode } from 'react'

import { NavBar } from '~/components/NavBar'
import type { PublicUser } from '~/domain/user'

/** The signed-in frame of every customer screen: skip link, navigation bar, the main landmark and the footer with the way to support. */
export function AppShell({ user, brand, unreadCount, children }: { user: PublicUser; brand: string; unreadCount: number; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <NavBar user={user} brand={brand} unreadCount={unreadCount} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        {children}
      </main>
    </>
  )
}
