import { Form, Link, NavLink } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'

import { Avatar } from '~/components/Avatar'
import { Logo } from '~/components/Logo'
import { TierBadge } from '~/components/TierBadge'
import { Dialog } from '~/components/ui/Dialog'
import { NAV_ITEMS } from '~/domain/navigation'
import { SUPPORT_MESSAGES, SUPPORT_PAGE_PATH } from '~/domain/wellbeing/messages'
import { unreadBadge, type PublicUser } from '~/domain/user'

interface NavProps {
  user: PublicUser
  brand: string
  unreadCount: number
}

/** Signed-in navigation (spec doc 1 §2 "Navigation bar"). */
export function NavBar({ user, brand, unreadCount }: NavProps) {
  const [panelOpen, setPanelOpen] = useState(false)
  const isPlus = user.tier === `${brand}+`
  const panelTitle = useId()
  // The menu button of a phone carries the unread count the hidden Content link would show.
  const unread = unreadBadge(unreadCount)

  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-screen-2xl items-center gap-3 px-4">
        <Link to="/dashboard" className="shrink-0 rounded-lg">
          <Logo brand={brand} />
        </Link>
        <ul className="hidden flex-1 items-center gap-0.5 xl:flex">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} isPlus={isPlus} unreadCount={unreadCount} />
            </li>
          ))}
        </ul>
        <div className="ml-auto hidden items-center gap-3 xl:flex">
          <TierBadge tier={user.tier} />
          <UserMenu user={user} />
        </div>
        <button
          type="button"
          className="relative ml-auto rounded-lg p-2 text-slate-800 hover:bg-slate-100 xl:hidden"
          aria-label={unread ? `Open menu, ${unread} unread` : 'Open menu'}
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          {unread ? (
            <span
              data-testid="menu-unread-badge"
              aria-hidden="true"
              className="absolute -right-1 -top-1 rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-bold leading-none text-white"
            >
              {unread}
            </span>
          ) : null}
        </button>
      </nav>

      <Dialog
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        labelledBy={panelTitle}
        className="m-0 ml-auto h-full max-h-screen w-80 max-w-[85vw] p-0 shadow-xl"
      >
        <div data-testid="nav-panel" className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 p-4">
            <h2 id={panelTitle} className="text-lg font-bold text-brand-800">
              Menu
            </h2>
            <button
              type="button"
              className="rounded p-1 text-slate-700 hover:bg-slate-100"
              aria-label="Close menu"
              onClick={() => setPanelOpen(false)}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <div className="flex items-center gap-3 border-b border-slate-200 p-4">
            <Avatar name={user.name} picture={user.picture} size="h-11 w-11" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
              <div className="mt-1">
                <TierBadge tier={user.tier} />
              </div>
            </div>
          </div>
          <ul className="flex-1 space-y-1 overflow-y-auto p-3">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} isPlus={isPlus} unreadCount={unreadCount} block onNavigate={() => setPanelOpen(false)} />
              </li>
            ))}
          </ul>
          <div className="space-y-2 border-t border-slate-200 p-4">
            <Link
              to="/treatments"
              onClick={() => setPanelOpen(false)}
              className="block w-full rounded-lg px-4 py-2 text-center font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              My treatments
            </Link>
            <Link
              to="/account"
              onClick={() => setPanelOpen(false)}
              className="block w-full rounded-lg px-4 py-2 text-center font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              Your account
            </Link>
            <Link
              to={SUPPORT_PAGE_PATH}
              onClick={() => setPanelOpen(false)}
              className="block w-full rounded-lg px-4 py-2 text-center font-semibold text-brand-800 hover:bg-brand-50"
            >
              {SUPPORT_MESSAGES.linkText}
            </Link>
            <Form method="post" action="/logout">
              <button type="submit" className="w-full rounded-lg bg-slate-100 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-200">
                Log out
              </button>
            </Form>
          </div>
        </div>
      </Dialog>
    </header>
  )
}

function NavItemLink({
  item,
  isPlus,
  unreadCount,
  block = false,
  onNavigate,
}: {
  item: (typeof NAV_ITEMS)[number]
  isPlus: boolean
  unreadCount: number
  block?: boolean
  onNavigate?: () => void
}) {
  const badge = item.showsUnread ? unreadBadge(unreadCount) : null
  return (
    <NavLink
      to={item.to}
      prefetch="intent"
      onClick={onNavigate}
      className={({ isActive }) =>
        `${block ? 'flex px-3' : 'inline-flex px-2'} items-center gap-1 whitespace-nowrap rounded-lg py-2 text-sm font-medium ${
          isActive ? 'bg-brand-100 text-brand-800' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'
        }`
      }
    >
      {item.label}
      {item.premium && !isPlus ? (
        <span role="img" className="text-xs font-bold text-purple-700" title="Premium feature" aria-label="(premium)">
          +
        </span>
      ) : null}
      {badge ? (
        <span
          data-testid="unread-badge"
          role="img"
          className="rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-bold leading-none text-white"
          aria-label={`${badge} unread`}
        >
          {badge}
        </span>
      ) : null}
    </NavLink>
  )
}

/**
 * The avatar's menu, as the WAI-ARIA menu button pattern has it: Enter,
 * Space or Down opens it on its first item, Up on its last; Up and Down move
 * (wrapping), Home and End jump; Escape closes it and returns to the button;
 * Tab or a click elsewhere closes it.
 */
function UserMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const menuId = useId()

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])]

  useEffect(() => {
    if (!open) return
    const list = items()
    ;(open === 'last' ? list[list.length - 1] : list[0])?.focus()
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onPointer)
    return () => document.removeEventListener('mousedown', onPointer)
  }, [open])

  function close(returnFocus: boolean) {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }

  function onButtonKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first')
    }
  }

  function onMenuKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const list = items()
    const index = list.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }
    if (event.key in moves) {
      event.preventDefault()
      list[(moves[event.key]! + list.length) % list.length]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={!!open}
        aria-controls={open ? menuId : undefined}
        aria-label="Account menu"
        onClick={() => setOpen((o) => (o ? false : 'first'))}
        onKeyDown={onButtonKeyDown}
        className="rounded-full"
      >
        <Avatar name={user.name} picture={user.picture} />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 mt-2 w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          <p className="px-3 pt-2 font-semibold">{user.name}</p>
          <p role="menuitem" aria-disabled="true" className="px-3 pb-2 text-sm text-slate-600">
            {user.email}
          </p>
          <Link role="menuitem" tabIndex={-1} to="/treatments" onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-sm font-semibold hover:bg-slate-100">
            My treatments
          </Link>
          <Link role="menuitem" tabIndex={-1} to="/account" onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-sm font-semibold hover:bg-slate-100">
            Your account
          </Link>
          <Link role="menuitem" tabIndex={-1} to={SUPPORT_PAGE_PATH} onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 text-sm font-semibold hover:bg-slate-100">
            {SUPPORT_MESSAGES.linkText}
          </Link>
          <Form method="post" action="/logout">
            <button role="menuitem" tabIndex={-1} type="submit" className="w-full rounded-lg px-3 py-2 text-left text-sm font-semibold hover:bg-slate-100">
              Log out
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  )
}
