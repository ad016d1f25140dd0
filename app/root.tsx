import { json, type HeadersFunction, type LinkDescriptor, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { useEffect, useRef } from 'react'

import { NotFound } from '~/components/NotFound'
import { PhoneApp } from '~/components/phone-app/PhoneApp'
import { SiteFooter } from '~/components/SiteFooter'
import { KnownTimeZone } from '~/components/time-zone'
import { ToastProvider, useToast } from '~/components/Toasts'
import { buttonClass } from '~/components/ui/Button'
import { useNonce } from '~/lib/nonce'
import { TIME_ZONE_COOKIE_SCRIPT } from '~/lib/time-zone-cookie'
import { requestTimeZone } from '~/lib/time-zone.server'
import { reportBrowserError, startBrowserSentry } from '~/lib/sentry.client'
import { readToast } from '~/lib/toast.server'
import styles from '~/tailwind.css?url'
import { FONT_FACES, FONT_PRELOADS } from '~/theme/fonts'
import { APPLE_TOUCH_ICON, THEME_COLOUR } from '~/domain/phone-app/manifest'

const ZOD_JITLESS = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'

export const links: LinksFunction = () => [
  ...FONT_PRELOADS,
  // With a precedence React 19 emits the stylesheet ahead of the module preloads it hoists into the head
  // (without one it stays in place, after about 35 of them, and the page waits its turn for the connection).
  { rel: 'stylesheet', href: styles, precedence: 'default' } as LinkDescriptor,
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Installable on a phone (docs/features/phone-app.md).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON },
]

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.brand ?? 'Menopause Support'} · Menopause Support` },
  { name: 'description', content: 'Daily check-ins, AI meal plans and expert content for your menopause journey.' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(
    {
      brand: context.env.BRAND_NAME,
      /** The message a redirect carried; the page deletes it once shown (app/lib/toast.server.ts). */
      toast: await readToast(request, context),
      /** This document request's id (X-Request-Id): the error page shows it for a customer to quote. */
      requestId: request.headers.get('X-Request-Id') ?? '',
      /** Her zone as her browser last reported it (the `tz` cookie), so the first render already shows her clock; null on a first visit. */
      timeZone: requestTimeZone(request),
      /** Browser errors go to Sentry only when the server has a DSN (app/lib/sentry.client.ts). */
      sentry: context.env.SENTRY_DSN ? { dsn: context.env.SENTRY_DSN, environment: context.env.SENTRY_ENVIRONMENT ?? context.env.NODE_ENV } : null,
      /** Only under `remix dev` (`npm run dev`): the page listens for rebuilds and reloads. */
      liveReload: !!context.env.REMIX_DEV_ORIGIN && context.env.NODE_ENV !== 'production',
    },
  )
}

/**
 * The signup's actions ("Create Account", "Sign in and save my answers")
 * answer where to go next (`goTo`) with a one-shot toast for that page. This
 * loader does not run again on the signup page being left, where the
 * navigation that follows would cancel it; it runs when she leaves the page,
 * so the toast arrives with the next one and is shown there.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (actionResult && typeof actionResult === 'object' && 'goTo' in actionResult) return false
  if (currentUrl.pathname === '/signup-questionnaire' && nextUrl.pathname !== currentUrl.pathname) return true
  return defaultShouldRevalidate
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
  const rootData = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Installed on a phone (docs/features/phone-app.md); here, not in `meta`, so every page has them. */}
        <meta name="theme-color" content={THEME_COLOUR} />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content={rootData?.brand ?? 'Liberate'} />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        <Meta />
        <Links />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: FONT_FACES }} />
        {/* Before any module builds a schema: zod must not probe `new Function` (nothing is evaluated under the policy; the probe alone reports a violation). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
        {/* Her time zone for the server's "today" on the next request (app/lib/time-zone.server.ts). A module, so it
            runs once the page is parsed (before the page's own modules and before `load`) instead of holding the
            parser in the head: the browser's first Intl call loads its locale data, about 200 ms on a first visit. */}
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: TIME_ZONE_COOKIE_SCRIPT }} />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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

/** After the first client-side navigation the root loader's request id is no longer this page's. */
function NavigationWatch() {
  const location = useLocation()
  const first = useRef(location.key)
  useEffect(() => {
    if (location.key !== first.current) navigatedInBrowser = true
  }, [location.key])
  return null
}

export default function App() {
  const { toast, sentry, brand, timeZone, liveReload } = useLoaderData<typeof loader>()
  useEffect(() => {
    if (sentry) startBrowserSentry(sentry)
  }, [sentry])
  // The page answers her from here on (its handlers are attached); the browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <KnownTimeZone.Provider value={timeZone ?? ''}>
      <ToastProvider initial={toast}>
        <SessionHashExchange />
        <NavigationWatch />
        {/* The installable app: its service worker and the offline notice (none under `npm run dev`, whose builds change under one name). */}
        <PhoneApp register={!liveReload} />
        <Outlet />
        <SiteFooter brand={brand} />
      </ToastProvider>
    </KnownTimeZone.Provider>
  )
}

/** The id in a failed data request's message (server/remix.ts adds `Reference: …` to a 5xx). */
const REFERENCE = /Reference: ([A-Za-z0-9._:-]{1,128})/

/**
 * Which request a 5xx error page is about. An error thrown on the way to the
 * page's client side carries its own reference; otherwise the error happened
 * in this document's request, whose id the root loader kept — unless the page
 * has navigated since (the root data is then an older request's).
 */
function errorReference(error: unknown, documentId: string | undefined): string | null {
  const own = error instanceof Error ? REFERENCE.exec(error.message)?.[1] : undefined
  if (own) return own
  return !navigatedInBrowser && documentId ? documentId : null
}

let navigatedInBrowser = false

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  // A limit on abuse (429): the answer's own words say when to try again.
  const limited = status === 429 && isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null
  const root = useRouteLoaderData<typeof loader>('root')
  const documentId = root?.requestId
  const brand = root?.brand ?? null
  const reference = status >= 500 ? errorReference(error, documentId) : null
  useEffect(() => {
    if (status >= 500) reportBrowserError(error, reference)
  }, [error, status, reference])
  return (
    <>
      <main id="main" className="px-4">
        {status === 404 ? (
          <NotFound signedIn={false} />
        ) : (
          <div className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
            <h1 className="text-3xl text-brand-800">{limited ? 'Please wait a moment' : 'Something went wrong'}</h1>
            <p className="text-slate-700">{limited ?? 'We could not load this page. Please try again in a moment.'}</p>
            {reference && (
              <p className="text-sm text-slate-600">
                If it keeps happening, tell us this reference: <code className="select-all font-mono text-slate-800">{reference}</code>
              </p>
            )}
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
