import type { LoaderFunctionArgs } from '@remix-run/node'
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from '@remix-run/react'

import { AppShell } from '~/components/AppShell'
import { NotFound } from '~/components/NotFound'
import { OfflineSupportRegion } from '~/components/phone-app/OfflineSupportRegion'
import { buttonClass } from '~/components/ui/Button'
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
  const { user, unreadCount, supportRegion } = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  return (
    <AppShell user={user} brand={brand} unreadCount={unreadCount}>
      <OfflineSupportRegion region={supportRegion} />
      <Outlet />
    </AppShell>
  )
}

/** A screen that fails (or finds nothing) keeps the navigation around its message. */
export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRouteLoaderData<typeof loader>('routes/_app+/_layout')
  const { brand } = useRootData()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const body = notFound ? (
    <NotFound signedIn={Boolean(data)} />
  ) : (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl text-brand-800">Something went wrong</h1>
      <p className="text-slate-700">We could not load this page. Please try again in a moment.</p>
      <a href={data ? '/dashboard' : '/'} className={buttonClass('primary')}>
        {data ? 'Back to your dashboard' : 'Go to the home page'}
      </a>
    </div>
  )
  if (!data) return <main id="main">{body}</main>
  return (
    <AppShell user={data.user} brand={brand} unreadCount={data.unreadCount}>
      {body}
    </AppShell>
  )
}
