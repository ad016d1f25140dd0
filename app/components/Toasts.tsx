import { Link, useLocation } from '@remix-run/react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { COOKIES } from '~/domain/privacy/cookies'

export interface ToastMessage {
  type: 'success' | 'error' | 'info'
  message: string
  /** A next step shown after the message: a link (the upgrade screen) or a button (go to the page with the problem). */
  action?: { label: string; to: string } | { label: string; onClick: () => void }
}

const STYLES = {
  success: 'border-green-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
}

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {})
const DismissContext = createContext<() => void>(() => {})

/** `const toast = useToast(); toast({ type: 'success', message: '…' })` */
export function useToast() {
  return useContext(ToastContext)
}

/** Takes the message away once what it said is no longer true (she fixed the error, or moved to another step). */
export function useDismissToast() {
  return useContext(DismissContext)
}

/**
 * Toasts the outcome of a fetcher's submission once it settles; `pick` turns
 * the action's answer into the message to show.
 */
export function useSettledToast<T>(fetcher: { state: string; data?: T }, pick: (data: T) => ToastMessage | null) {
  const toast = useToast()
  const pickRef = useRef(pick)
  pickRef.current = pick
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined) return
    // null: the page says it in place (the check-in's support card takes the toast's place).
    const message = pickRef.current(fetcher.data)
    if (message) toast(message)
  }, [fetcher.state, fetcher.data, toast])
}

/**
 * A redirect's message as the root loader reads it: `id` tells one message
 * from the same words said again, `at` is when it was said (ms).
 */
export type CarriedToast = Pick<ToastMessage, 'type' | 'message'> & { id: string; at: number }

/**
 * A carried message older than this is not shown: it comes from a copy of a
 * page kept for offline use, opened later. Ten times the cookie's lifetime,
 * so a phone whose clock runs a few minutes off still shows a fresh one.
 */
const CARRIED_FOR_MS = COOKIES.toast.maxAgeSeconds * 10 * 1000

/** Whether a carried message said at `at` is still worth saying at `now` (both ms). */
export function carriedIsFresh(at: number, now: number): boolean {
  return now - at <= CARRIED_FOR_MS
}

/**
 * The ids of the carried messages this page has shown: a page answer read
 * before the cookie was deleted (a navigation under way) brings the same one
 * again, and it is not shown twice.
 */
const shownCarried = new Set<string>()

/** The carried message is on screen: its cookie goes (app/lib/toast.server.ts), so no later page shows it. */
function forgetCarried() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${COOKIES.toast.name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`
}

/**
 * Shows one message at a time, announced to screen readers. A success or
 * information message goes after 5 s (8 s when it offers a link); an error
 * stays until she dismisses it, the form says it is fixed
 * (`useDismissToast`), another message replaces it, or she moves to another
 * screen: no message carries over to a screen it is not about. `initial` is
 * the message a server redirect carried (for example 'Welcome back!'), shown
 * once and then deleted from the browser. Toasts
 * sit at the bottom of the screen, where they cover neither the navigation,
 * the tier badge nor the avatar.
 */
export function ToastProvider({ initial, children }: { initial: CarriedToast | null; children: ReactNode }) {
  const [shown, setShown] = useState<(ToastMessage & { key: number }) | null>(null)
  const show = useCallback((toast: ToastMessage) => setShown({ ...toast, key: Date.now() }), [])
  const dismiss = useCallback(() => setShown(null), [])
  const { pathname } = useLocation()

  // Before the redirect's own message below, so that one is kept.
  useEffect(() => {
    setShown(null)
  }, [pathname])

  useEffect(() => {
    if (!initial || shownCarried.has(initial.id)) return
    shownCarried.add(initial.id)
    forgetCarried()
    if (!carriedIsFresh(initial.at, Date.now())) return
    show({ type: initial.type, message: initial.message })
  }, [initial, show])

  useEffect(() => {
    if (!shown || shown.type === 'error') return
    const timer = setTimeout(() => setShown(null), shown.action ? 8000 : 5000)
    return () => clearTimeout(timer)
  }, [shown])

  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      <DismissContext.Provider value={dismiss}>{children}</DismissContext.Provider>
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col items-stretch gap-2 pb-[env(safe-area-inset-bottom)] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
      >
        {shown ? (
          <div
            key={shown.key}
            role={shown.type === 'error' ? 'alert' : 'status'}
            className={`flex items-start gap-3 rounded-xl border-l-4 px-4 py-3 text-sm shadow-lg ${STYLES[shown.type]}`}
          >
            <p data-testid="toast" className="flex-1">
              {shown.message}
              {shown.action ? (
                <>
                  {' '}
                  {'to' in shown.action ? (
                    <Link to={shown.action.to} className="pointer-events-auto font-semibold underline underline-offset-2">
                      {shown.action.label}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      onClick={shown.action.onClick}
                      className="pointer-events-auto font-semibold underline underline-offset-2"
                    >
                      {shown.action.label}
                    </button>
                  )}
                </>
              ) : null}
            </p>
            {shown.type === 'error' ? (
              <button type="button" onClick={dismiss} aria-label="Dismiss message" className="pointer-events-auto -my-1 rounded p-1 leading-none hover:bg-red-100">
                <span aria-hidden="true">✕</span>
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  )
}
