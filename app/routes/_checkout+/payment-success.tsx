import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useCallback, useEffect, useState } from 'react'

import { Logo } from '~/components/Logo'
import { PaymentCheckView } from '~/components/payments/PaymentCheckView'
import { PAYMENT_POLL_INTERVAL_MS } from '~/domain/constants'
import {
  afterPaymentAttempt,
  beginNextAttempt,
  isPolling,
  restartPaymentCheck,
  startPaymentCheck,
  type PaymentCheckOutcome,
  type PaymentStatusAnswer,
} from '~/domain/payments'
import { getCurrentCustomer } from '~/lib/session.server'
import { useRootData } from '~/root'

export const meta: MetaFunction = () => [{ title: 'Payment · Menopause Support' }]

/** Public (spec doc 1 §2): works signed out too, and reads `session_id` from the query. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const sessionId = new URL(request.url).searchParams.get('session_id')
  const signedIn = Boolean(await getCurrentCustomer(request, context))
  return { sessionId: sessionId || null, signedIn }
}

async function fetchPaymentStatus(sessionId: string): Promise<PaymentCheckOutcome> {
  try {
    const response = await fetch(`/api/payments/status/${encodeURIComponent(sessionId)}`, { credentials: 'same-origin' })
    const body = (await response.json().catch(() => null)) as (PaymentStatusAnswer & { detail?: string }) | null
    if (response.status === 401) return { ok: false, detail: 'Please sign in to see this payment.' }
    if (!response.ok || !body) return { ok: false, detail: body?.detail ?? null }
    return { ok: true, answer: body }
  } catch {
    return { ok: false, detail: null }
  }
}

export default function PaymentSuccess() {
  const { sessionId, signedIn } = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  const [check, setCheck] = useState(() => startPaymentCheck(sessionId))

  // An attempt in progress is made at once; after a 'not yet' the count stays
  // on that attempt for 2 s, then the next one begins.
  useEffect(() => {
    if (!sessionId || !isPolling(check)) return
    let cancelled = false
    const timer = setTimeout(
      async () => {
        if (check.waiting) {
          setCheck((current) => beginNextAttempt(current))
          return
        }
        const outcome = await fetchPaymentStatus(sessionId)
        if (!cancelled) setCheck((current) => afterPaymentAttempt(current, outcome))
      },
      check.waiting ? PAYMENT_POLL_INTERVAL_MS : 0,
    )
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [sessionId, check])

  const checkAgain = useCallback(() => setCheck((current) => restartPaymentCheck(current)), [])

  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <Link to={signedIn ? '/dashboard' : '/'} className="rounded-lg">
            <Logo brand={brand} />
          </Link>
          {signedIn ? null : (
            <Link to="/" className="text-sm font-semibold text-brand-700 underline">
              Sign in
            </Link>
          )}
        </div>
      </header>
      <main id="main" className="px-4 py-12">
        <PaymentCheckView check={check} onCheckAgain={checkAgain} />
      </main>
    </>
  )
}
