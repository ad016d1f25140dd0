import { Link } from '@remix-run/react'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

import { Button } from '~/components/ui/Button'
import { localDateString } from '~/domain/checkins'
import { SUPPORT_MESSAGES, SUPPORT_PAGE_PATH, supportOpening, urgentOrder } from '~/domain/wellbeing/messages'
import type { WellbeingSupport } from '~/domain/wellbeing/support-rules'

import { hideForToday, isHiddenToday } from './hidden-for-today'
import { SupportContactLink } from './SupportContactLink'

interface SupportCardProps {
  /** The answer the server worked out for `day`. */
  support: WellbeingSupport
  /** The calendar day the server assumed was hers. */
  day: string
  customerId: string
  /** The dashboard keeps "Hide until tomorrow"; under a fresh check-in it shows again. */
  honourHidden?: boolean
  className?: string
}

/**
 * The calm card shown when her check-ins suggest she may need support: why it
 * is shown, that she is not alone, the contacts as links that dial, the way to
 * the support page, and "Hide until tomorrow". Never alarming, never in the
 * way: it sits in the page like any other card.
 */
export function SupportCard({ support: initial, day, customerId, honourHidden = true, className = '' }: SupportCardProps) {
  const support = useHerOwnDay(initial, day)
  const [hidden, setHidden] = useState<'no' | 'earlier' | 'now'>('no')
  const heading = useId()
  const status = useRef<HTMLParagraphElement>(null)
  const reason = support.show ? support.reason : null

  // Before the browser paints, so a card she hid today does not flash up again.
  useLayoutEffect(() => {
    if (!honourHidden || !reason) return
    setHidden((current) => (current === 'now' ? current : isHiddenToday(customerId, reason, localDateString(new Date())) ? 'earlier' : 'no'))
  }, [honourHidden, reason, customerId])

  useEffect(() => {
    if (hidden === 'now') status.current?.focus()
  }, [hidden])

  if (reason && support.level === 'urgent') return <UrgentSupportCard support={support} className={className} />
  if (!reason || hidden === 'earlier') return null
  if (hidden === 'now') {
    return (
      <p ref={status} tabIndex={-1} data-testid="support-card-hidden" className={`text-sm text-slate-600 focus:outline-none ${className}`}>
        {SUPPORT_MESSAGES.hidden}{' '}
        <Link to={SUPPORT_PAGE_PATH} className="font-semibold text-brand-800 underline underline-offset-2">
          {SUPPORT_MESSAGES.linkText}
        </Link>
      </p>
    )
  }

  const talk = support.contacts.filter((c) => !c.action)
  const reach = support.contacts.filter((c) => c.action && c.href)
  return (
    <section aria-labelledby={heading} data-testid="support-card" className={`rounded-2xl bg-sage-50 p-5 ring-1 ring-sage-200 sm:p-6 ${className}`}>
      <h2 id={heading} className="text-xl text-sage-800 sm:text-2xl">
        {supportOpening(reason)}
      </h2>
      {talk.map((c) => (
        <p key={c.id} className="mt-2 text-slate-700">
          {c.in_words}
        </p>
      ))}
      <ul className="mt-4 space-y-3">
        {reach.map((c) => (
          <li key={c.id} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
            <SupportContactLink contact={c} className="self-start" />
            <span className="text-sm text-slate-700">{c.description}</span>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
        <Link to={SUPPORT_PAGE_PATH} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700">
          {SUPPORT_MESSAGES.moreSupport}
        </Link>
        <Button
          variant="ghost"
          onClick={() => {
            hideForToday(customerId, reason, localDateString(new Date()))
            setHidden('now')
          }}
        >
          {SUPPORT_MESSAGES.hideForToday}
        </Button>
      </div>
    </section>
  )
}

/**
 * The card when her words speak of a plan, a method, a time, a goodbye or an
 * act already taken: it leads with 999 and A&E, then the 24-hour lines. It
 * cannot be hidden for the day; she may make it smaller, and it comes back
 * whole on the next page.
 */
function UrgentSupportCard({ support, className }: { support: WellbeingSupport; className: string }) {
  const [collapsed, setCollapsed] = useState(false)
  const heading = useId()
  const body = useId()
  const ordered = urgentOrder(support.contacts)
  const emergency = ordered.filter((c) => c.group === 'emergency')
  const rest = ordered.filter((c) => c.group !== 'emergency')
  return (
    <section
      aria-labelledby={heading}
      data-testid="support-card"
      data-level="urgent"
      className={`rounded-2xl border-2 border-red-700 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={heading} className="text-xl font-semibold text-red-800 sm:text-2xl">
        {support.region === 'elsewhere' ? SUPPORT_MESSAGES.urgentLeadElsewhere : SUPPORT_MESSAGES.urgentLead}
      </h2>
      <ul className="mt-4 space-y-3">
        {emergency.map((c) => (
          <li key={c.id} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
            {c.action ? null : <span className="font-semibold text-slate-900">{c.name}</span>}
            <SupportContactLink contact={c} className="self-start" />
            <span className="text-sm text-slate-700">{c.description}</span>
          </li>
        ))}
      </ul>
      <div id={body} hidden={collapsed}>
        <p className="mt-4 text-slate-800">{SUPPORT_MESSAGES.urgentNotAlone}</p>
        <ul className="mt-3 space-y-3">
          {rest
            .filter((c) => c.action && c.href)
            .map((c) => (
              <li key={c.id} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                <SupportContactLink contact={c} className="self-start" />
                <span className="text-sm text-slate-700">{c.description}</span>
              </li>
            ))}
        </ul>
        {rest
          .filter((c) => !c.action)
          .map((c) => (
            <p key={c.id} className="mt-3 text-slate-700">
              {c.in_words}
            </p>
          ))}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
        <Link to={SUPPORT_PAGE_PATH} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700">
          {SUPPORT_MESSAGES.moreSupport}
        </Link>
        <Button variant="ghost" aria-expanded={!collapsed} aria-controls={body} onClick={() => setCollapsed((c) => !c)}>
          {collapsed ? SUPPORT_MESSAGES.urgentExpand : SUPPORT_MESSAGES.urgentCollapse}
        </Button>
      </div>
    </section>
  )
}

/**
 * The server answered for the day it assumed (Europe/London); once the
 * browser knows her own calendar day and it differs, ask again for hers.
 */
function useHerOwnDay(initial: WellbeingSupport, day: string): WellbeingSupport {
  const [support, setSupport] = useState(initial)
  useEffect(() => setSupport(initial), [initial])
  useEffect(() => {
    const today = localDateString(new Date())
    if (today === day) return
    const controller = new AbortController()
    fetch(`/api/user/wellbeing-support?${new URLSearchParams({ today })}`, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<WellbeingSupport>) : null))
      .then((answer) => {
        if (answer && typeof answer.show === 'boolean' && Array.isArray(answer.contacts)) setSupport(answer)
      })
      .catch(() => {
        // Offline or aborted: the server's answer for its day stands.
      })
    return () => controller.abort()
  }, [initial, day])
  return support
}
