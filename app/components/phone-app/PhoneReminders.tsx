import { useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'

import { Button } from '~/components/ui/Button'
import { PUSH_MESSAGES } from '~/domain/push/messages'
import type { ReminderSettings } from '~/domain/reminders/settings'

type Support = 'checking' | 'yes' | 'unsupported' | 'ios-home-screen'
type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'said'; message: string; tone: 'ok' | 'problem' }

/** What this browser can do, found without asking her anything. */
function browserSupport(): Support {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  if (ios && !standalone) return 'ios-home-screen'
  return capable ? 'yes' : 'unsupported'
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready
  return registration.pushManager.getSubscription()
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4)
  const raw = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i)
  return bytes
}

async function sendJson(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(path, { method, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

/**
 * "Remind me on this phone" on /account (docs/features/phone-app.md): asks
 * the browser's permission only when she presses it, subscribes this browser
 * for push and adds it to her reminders; says plainly when the browser
 * cannot (iOS before the app is on the home screen, or no push at all).
 */
export function PhoneReminders({ settings }: { settings: ReminderSettings }) {
  const [support, setSupport] = useState<Support>('checking')
  const [subscribed, setSubscribed] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const revalidator = useRevalidator()

  useEffect(() => {
    const found = browserSupport()
    setSupport(found)
    if (found === 'yes' && Notification.permission === 'granted') {
      currentSubscription()
        .then((subscription) => setSubscribed(!!subscription))
        .catch(() => undefined)
    }
  }, [])

  async function turnOn() {
    if (Notification.permission === 'denied') return setStatus({ kind: 'said', message: PUSH_MESSAGES.denied, tone: 'problem' })
    setStatus({ kind: 'busy' })
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        return setStatus({ kind: 'said', message: permission === 'denied' ? PUSH_MESSAGES.denied : PUSH_MESSAGES.dismissed, tone: 'problem' })
      }
      const { key } = (await (await fetch('/api/push/vapid-public-key')).json()) as { key: string }
      const registration = await navigator.serviceWorker.ready
      let subscription = await registration.pushManager.getSubscription()
      // A subscription made with another server key cannot be used: make a new one.
      if (subscription && subscription.options.applicationServerKey) {
        const current = new Uint8Array(subscription.options.applicationServerKey)
        const wanted = base64UrlToBytes(key)
        if (current.length !== wanted.length || current.some((byte, i) => byte !== wanted[i])) {
          await subscription.unsubscribe()
          subscription = null
        }
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) })
      const saved = await sendJson('POST', '/api/user/push-subscriptions', subscription.toJSON())
      if (!saved.ok) throw new Error(`saving the subscription answered ${saved.status}`)
      if (settings.enabled && !settings.channels.includes('push')) {
        const updated = await sendJson('PUT', '/api/user/reminders', { ...settings, channels: [...settings.channels, 'push'] })
        if (!updated.ok) throw new Error(`adding push to the reminders answered ${updated.status}`)
      }
      setSubscribed(true)
      setStatus({ kind: 'said', message: settings.enabled ? PUSH_MESSAGES.on : PUSH_MESSAGES.remindersOff, tone: 'ok' })
      revalidator.revalidate()
    } catch {
      setStatus({ kind: 'said', message: PUSH_MESSAGES.failed, tone: 'problem' })
    }
  }

  async function turnOff() {
    setStatus({ kind: 'busy' })
    try {
      const subscription = await currentSubscription()
      if (subscription) {
        await sendJson('DELETE', '/api/user/push-subscriptions', { endpoint: subscription.endpoint })
        await subscription.unsubscribe()
      }
      setSubscribed(false)
      setStatus({ kind: 'said', message: PUSH_MESSAGES.off, tone: 'ok' })
    } catch {
      setStatus({ kind: 'said', message: PUSH_MESSAGES.failed, tone: 'problem' })
    }
  }

  return (
    <div className="mt-6 border-t border-slate-100 pt-4" data-testid="phone-reminders">
      <h3 className="font-semibold text-slate-900">On this phone</h3>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        Your reminder as a notification on this phone or computer. It says only that it is time for your check-in, never anything about your health.
      </p>
      {support === 'ios-home-screen' || support === 'unsupported' ? (
        <p className="mt-3 max-w-prose rounded-xl bg-sage-50 p-3 text-sm text-slate-800 ring-1 ring-sage-200">
          {support === 'ios-home-screen' ? PUSH_MESSAGES.iosHomeScreen : PUSH_MESSAGES.unsupported}
        </p>
      ) : (
        <Button
          variant="secondary"
          className="mt-3"
          disabled={support === 'checking' || status.kind === 'busy'}
          onClick={() => void (subscribed ? turnOff() : turnOn())}
        >
          {subscribed ? PUSH_MESSAGES.turnOff : PUSH_MESSAGES.button}
        </Button>
      )}
      <p aria-live="polite" className={`mt-2 max-w-prose text-sm ${status.kind === 'said' && status.tone === 'problem' ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
        {status.kind === 'said' ? status.message : ''}
      </p>
    </div>
  )
}
