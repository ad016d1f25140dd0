import { useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'

import { Tabs } from '~/components/progress/Tabs'
import { useToast } from '~/components/Toasts'
import { EmptyState } from '~/components/ui/EmptyState'

import { PERSONAL_ART } from './art'
import { useDateFormat } from '~/components/time-zone'

/** The spec's Notification (doc 1 §3): personal content the wellness team sent. */
export interface PersonalItem {
  id: string
  title: string
  message: string
  media_type: 'video' | 'audio' | 'document' | 'image' | null
  media_url: string | null
  read: boolean
  created_at: string
}

export const MARK_READ_MESSAGES = { success: 'Content viewed', failure: 'Failed to mark as read' } as const

/** Media open in a new tab at the backend base plus the file's path (doc 1 §2); only web addresses are followed. */
export function mediaHref(mediaUrl: string | null, origin: string): string | null {
  if (!mediaUrl) return null
  try {
    const url = new URL(mediaUrl, origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Personal Content: 'New (n)' and 'Viewed (n)'; opening an item marks it read and moves it to Viewed. */
export function PersonalContent({ items, origin }: { items: PersonalItem[]; origin: string }) {
  const [list, setList] = useState(items)
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  useEffect(() => setList(items), [items])

  async function markRead(item: PersonalItem) {
    if (item.read) return
    try {
      const response = await fetch(`/api/user/notifications/${encodeURIComponent(item.id)}/read`, {
        method: 'PUT',
        credentials: 'same-origin',
      })
      if (!response.ok) throw new Error(String(response.status))
      setList((current) => current.map((n) => (n.id === item.id ? { ...n, read: true } : n)))
      toast({ type: 'success', message: MARK_READ_MESSAGES.success })
      // Reload the page's data (and the navigation's unread badge), staying on this tab.
      const params = new URLSearchParams(location.search)
      params.set('tab', 'personal')
      navigate(`${location.pathname}?${params}`, { replace: true, preventScrollReset: true })
    } catch {
      toast({ type: 'error', message: MARK_READ_MESSAGES.failure })
    }
  }

  const fresh = list.filter((n) => !n.read)
  const viewed = list.filter((n) => n.read)
  return (
    <Tabs
      label="Personal content"
      tabs={[
        { id: 'new', label: `New (${fresh.length})`, content: <PersonalList items={fresh} origin={origin} onOpen={markRead} empty="Nothing new from your wellness team." /> },
        { id: 'viewed', label: `Viewed (${viewed.length})`, content: <PersonalList items={viewed} origin={origin} onOpen={markRead} empty="Nothing viewed yet." /> },
      ]}
    />
  )
}

function PersonalList({
  items,
  origin,
  onOpen,
  empty,
}: {
  items: PersonalItem[]
  origin: string
  onOpen: (item: PersonalItem) => void
  empty: string
}) {
  if (!items.length) {
    return (
      <EmptyState art="emptyCheckins" title={empty} className="rounded-2xl bg-white ring-1 ring-slate-200">
        Videos, recordings and documents your wellness team sends you appear here.
      </EmptyState>
    )
  }
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <PersonalRow key={item.id} item={item} origin={origin} onOpen={onOpen} />
      ))}
    </ul>
  )
}

function PersonalRow({ item, origin, onOpen }: { item: PersonalItem; origin: string; onOpen: (item: PersonalItem) => void }) {
  const [open, setOpen] = useState(item.read)
  const href = mediaHref(item.media_url, origin)
  const when = useDateFormat()
  const date = when(item.created_at, 'day')
  return (
    <li data-testid="personal-item" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <img src={PERSONAL_ART[item.media_type ?? 'message']} alt="" width={48} height={48} loading="lazy" className="h-10 w-10 shrink-0" />
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            <p className="text-xs text-slate-500">
              Sent {date}
              {item.media_type ? ` · ${item.media_type}` : ''}
            </p>
          </div>
        </div>
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              setOpen(true)
              onOpen(item)
            }}
            className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Open<span className="sr-only"> {item.title} (opens in a new tab)</span>
          </a>
        ) : (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => {
              setOpen(true)
              onOpen(item)
            }}
            className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Open<span className="sr-only"> {item.title}</span>
          </button>
        )}
      </div>
      {open && item.message ? <p className="mt-3 whitespace-pre-line text-sm text-slate-700">{item.message}</p> : null}
    </li>
  )
}
