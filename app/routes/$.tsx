import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'

import { AppShell } from '~/components/AppShell'
import { Logo } from '~/components/Logo'
import { NotFound } from '~/components/NotFound'
import { getCurrentCustomer } from '~/lib/session.server'
import { useRootData } from '~/root'
import { appShellData } from '~/services/app-shell.server'

export const meta: MetaFunction = () => [{ title: 'Page not found' }]

/**
 * Every path no other route serves (including screens still being built):
 * a 404 that keeps the app's navigation for a signed-in customer and offers
 * the way back. Signed out, it offers the way home.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getCurrentCustomer(request, context)
  const shell = current ? await appShellData(context.payload, current.customer, context.env.BRAND_NAME) : null
  return json({ shell }, { status: 404 })
}

export default function UnknownPath() {
  const { shell } = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  if (shell) {
    return (
      <AppShell user={shell.user} brand={brand} unreadCount={shell.unreadCount}>
        <NotFound signedIn />
      </AppShell>
    )
  }
  return (
    <>
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <Link to="/" className="rounded-lg">
            <Logo brand={brand} />
          </Link>
        </div>
      </header>
      <main id="main" className="px-4">
        <NotFound signedIn={false} />
      </main>
    </>
  )
}
