import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

export interface ToastMessage {
  type: 'success' | 'error' | 'info'
  message: string
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
 * Shows one message at a time, announced to screen readers, for 5 s. `initial`
 * is the message a server redirect carried (for example 'Welcome back!').
 */
export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [shown, setShown] = useState<(ToastMessage & { key: number }) | null>(null)
  const show = useCallback((toast: ToastMessage) => setShown({ ...toast, key: Date.now() }), [])

  useEffect(() => {
    if (initial) show(initial)
  }, [initial, show])

  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(() => setShown(null), 5000)
    return () => clearTimeout(timer)
  }, [shown])

  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed right-4 top-4 z-[60] flex flex-col gap-2">
        {shown ? (
          <p
            key={shown.key}
            data-testid="toast"
            role={shown.type === 'error' ? 'alert' : 'status'}
            className={`rounded-lg border-l-4 px-4 py-3 text-sm shadow ${STYLES[shown.type]}`}
          >
            {shown.message}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  )
}
