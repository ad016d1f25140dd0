import { useLocation, useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'

import { useHerTimeZone } from '~/components/time-zone'
import { useToast } from '~/components/Toasts'
import { OFFLINE_MESSAGES, offlineCopyNotice } from '~/domain/phone-app/offline'
import { askToSend, setShowingKeptCopy } from '~/lib/checkin-outbox.client'

type WorkerMessage = { type: 'offline-copy'; savedAt: string | null } | { type: 'checkin-sent' | 'checkin-refused'; date: string }

/**
 * The installed app's page side (docs/features/phone-app.md): registers the
 * service worker (/sw.js, scope /), asks it to send check-ins kept on this
 * phone whenever the connection is back, and shows the calm notice when a
 * page is her last copy rather than a fresh one.
 */
export function PhoneApp({ register }: { register: boolean }) {
  const [savedAt, setSavedAt] = useState<string | null>(null)
  const zone = useHerTimeZone()
  const toast = useToast()
  const revalidator = useRevalidator()
  const latest = useRef({ toast, revalidator })
  latest.current = { toast, revalidator }

  useEffect(() => {
    if (!register || !('serviceWorker' in navigator)) return
    const worker = navigator.serviceWorker
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const data = event.data
      if (data?.type === 'offline-copy') {
        setSavedAt(data.savedAt)
        setShowingKeptCopy(data.savedAt !== null)
      }
      else if (data?.type === 'checkin-sent') {
        latest.current.toast({ type: 'success', message: OFFLINE_MESSAGES.checkinSent })
        latest.current.revalidator.revalidate()
      } else if (data?.type === 'checkin-refused') latest.current.revalidator.revalidate()
    }
    worker.addEventListener('message', onMessage)
    worker.startMessages()
    // Registered once the page has loaded, so installing the worker never competes with her first page.
    const start = () =>
      worker
        .register('/sw.js', { scope: '/' })
        .then(() => {
          worker.controller?.postMessage({ type: 'which-copy' })
          return askToSend()
        })
        .catch(() => undefined)
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    const online = () => void askToSend().catch(() => undefined)
    window.addEventListener('online', online)
    return () => {
      worker.removeEventListener('message', onMessage)
      window.removeEventListener('online', online)
      window.removeEventListener('load', start)
    }
  }, [register])

  // The page she is on, kept for offline use even when she reached it before the worker took over or by a link.
  const { pathname } = useLocation()
  useEffect(() => {
    if (!register || !('serviceWorker' in navigator) || !navigator.onLine) return
    const ask = () => navigator.serviceWorker.controller?.postMessage({ type: 'keep-page', path: pathname })
    ask()
    navigator.serviceWorker.addEventListener('controllerchange', ask)
    return () => navigator.serviceWorker.removeEventListener('controllerchange', ask)
  }, [register, pathname])

  if (!savedAt) return null
  return (
    <div role="status" data-testid="offline-notice" className="sticky top-0 z-50 bg-sage-800 px-4 py-2 text-center text-sm font-semibold text-white">
      {offlineCopyNotice(new Date(savedAt), zone)}
    </div>
  )
}
