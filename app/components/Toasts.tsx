import { Link } from '@remix-run/react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

export interface ToastMessage {
  type: 'success' | 'error' | 'info'
  message: string
  /** A next step shown as a link after the message, e.g. the upgrade screen. */
  action?: { label: string; to: string }
}

const STYLES = {
  success: 'border-green-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
}

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {})

/** `const toast = useToast(); toast({ type: 'success', message: '…' })` */
export function useToast() {
  return useContext(ToastContext)
}

/**
 * Toasts the outcome of a fetcher's submission once it settles; `pick` turns
 * the action's answer into the message to show.
 */
export function useSettledToast<T>(fetcher: { state: string; data?: T }, pick: (data: T) => ToastMessage) {
  const toast = useToast()
  const pickRef = useRef(pick)
  pickRef.current = pick
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined) return
    toast(pickRef.current(fetcher.data))
  }, [fetcher.state, fetcher.data, toast])
}

/**
 * Shows one message at a time, announced to screen readers, for 5 s (8 s when
 * it offers a link). `initial` is the message a server redirect carried (for
 * example 'Welcome back!'). Toasts sit at the bottom of the screen, where they
 * cover neither the navigation, the tier badge nor the avatar.
 */
export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [shown, setShown] = useState<(ToastMessage & { key: number }) | null>(null)
  const show = useCallback((toast: ToastMessage) => setShown({ ...toast, key: Date.now() }), [])

  useEffect(() => {
    if (initial) show(initial)
  }, [initial, show])

  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(() => setShown(null), shown.action ? 8000 : 5000)
    return () => clearTimeout(timer)
  }, [shown])

  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col items-stretch gap-2 pb-[env(safe-area-inset-bottom)] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
      >
        {shown ? (
          <p
            key={shown.key}
            data-testid="toast"
            role={shown.type === 'error' ? 'alert' : 'status'}
            className={`rounded-xl border-l-4 px-4 py-3 text-sm shadow-lg ${STYLES[shown.type]} ${shown.action ? 'pointer-events-auto' : ''}`}
          >
            {shown.message}
            {shown.action ? (
              <>
                {' '}
                <Link to={shown.action.to} className="font-semibold underline underline-offset-2">
                  {shown.action.label}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  )
}
