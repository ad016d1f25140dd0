import { json, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  LiveReload,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { useEffect } from 'react'

import { NotFound } from '~/components/NotFound'
import { SiteFooter } from '~/components/SiteFooter'
import { ToastProvider, useToast } from '~/components/Toasts'
import { buttonClass } from '~/components/ui/Button'
import { useNonce } from '~/lib/nonce'
import { takeToast } from '~/lib/toast.server'
import styles from '~/tailwind.css'
import { FONT_FACES, FONT_PRELOADS } from '~/theme/fonts'

const ZOD_JITLESS = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'

export const links: LinksFunction = () => [
  ...FONT_PRELOADS,
  { rel: 'stylesheet', href: styles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.brand ?? 'Menopause Support'} · Menopause Support` },
  { name: 'description', content: 'Daily check-ins, AI meal plans and expert content for your menopause journey.' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, clear } = await takeToast(request, context)
  return json(
    {
      brand: context.env.BRAND_NAME,
      toast,
      /** Only under `remix dev` (`npm run dev`): the page listens for rebuilds and reloads. */
      liveReload: !!context.env.REMIX_DEV_ORIGIN && context.env.NODE_ENV !== 'production',
    },
    clear ? { headers: { 'Set-Cookie': clear } } : undefined,
  )
}

/** An error page keeps the refusal's `Retry-After` (a limit on abuse, 429). */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const retryAfter = errorHeaders?.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

/** The brand and settings every screen may need, from the root loader. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')!
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The Content-Security-Policy nonce (app/entry.server.tsx) for the inline script and style below.
  const nonce = useNonce()
  const liveReload = useRouteLoaderData<typeof loader>('root')?.liveReload
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: FONT_FACES }} />
        {/* Before any module builds a schema: zod must not probe `new Function` (nothing is evaluated under the policy; the probe alone reports a violation). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {liveReload && <LiveReload nonce={nonce} />}
      </body>
    </html>
  )
}

/**
 * Google sign-in returns to `/dashboard#session_id=…`. The code is exchanged
 * for a session (the answer sets the httpOnly cookie) and the hash is cleared.
 */
function SessionHashExchange() {
  const toast = useToast()
  useEffect(() => {
    const match = window.location.hash.match(/session_id=([^&]+)/)
    if (!match) return
    const code = decodeURIComponent(match[1])
    window.history.replaceState(null, '', window.location.pathname + window.location.search)
    fetch('/api/auth/session-data', { headers: { 'X-Session-ID': code }, credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error('exchange failed')
        window.location.replace('/dashboard')
      })
      .catch(() => toast({ type: 'error', message: 'Google sign-in failed. Please try again.' }))
  }, [toast])
  return null
}

export default function App() {
  const { toast, brand } = useLoaderData<typeof loader>()
  return (
    <ToastProvider initial={toast}>
      <SessionHashExchange />
      <Outlet />
      <SiteFooter brand={brand} />
    </ToastProvider>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  // A limit on abuse (429): the answer's own words say when to try again.
  const limited = status === 429 && isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null
  const brand = useRouteLoaderData<typeof loader>('root')?.brand ?? null
  return (
    <>
      <main id="main" className="px-4">
        {status === 404 ? (
          <NotFound signedIn={false} />
        ) : (
          <div className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
            <h1 className="text-3xl text-brand-800">{limited ? 'Please wait a moment' : 'Something went wrong'}</h1>
            <p className="text-slate-700">{limited ?? 'We could not load this page. Please try again in a moment.'}</p>
            <a href="/" className={buttonClass('primary')}>
              Go to the home page
            </a>
          </div>
        )}
      </main>
      <SiteFooter brand={brand} />
    </>
  )
}
