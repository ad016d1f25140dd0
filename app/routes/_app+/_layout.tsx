import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react'

import { NavBar } from '~/components/NavBar'
import { requireCustomer } from '~/lib/session.server'
import { useRootData } from '~/root'
import { appShellData } from '~/services/app-shell.server'

/**
 * Every signed-in customer screen sits under this layout: one guard (signed out
 * → '/'), one navigation bar, one unread count for the Content badge.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  return appShellData(context.payload, customer, context.env.BRAND_NAME)
}

/** The signed-in customer, from this layout, for any screen under it. */
export function useAppUser() {
  return useRouteLoaderData<typeof loader>('routes/_app+/_layout')!.user
}

export default function AppLayout() {
  const { user, unreadCount } = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <NavBar user={user} brand={brand} unreadCount={unreadCount} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </main>
    </>
  )
}
