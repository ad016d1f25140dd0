import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'

import { AppShell } from '~/components/AppShell'
import { Logo } from '~/components/Logo'
import { SupportContactLink } from '~/components/wellbeing/SupportContactLink'
import { formatDay } from '~/domain/checkins'
import { SUPPORT_MESSAGES } from '~/domain/wellbeing/messages'
import { SUPPORT_CONTACTS, SUPPORT_GROUPS, SUPPORT_SETTINGS, type SupportContact, type SupportGroup } from '~/domain/wellbeing/support-contacts'
import { getCurrentCustomer } from '~/lib/session.server'
import { useRootData } from '~/root'
import { appShellData } from '~/services/app-shell.server'

export const meta: MetaFunction = () => [{ title: SUPPORT_MESSAGES.pageTitle }]

/**
 * "Need support now?": public, so anyone can reach it signed in or not. A
 * signed-in customer keeps the app's navigation around it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getCurrentCustomer(request, context)
  const shell = current ? await appShellData(context.payload, current.customer, context.env.BRAND_NAME) : null
  return { shell }
}

export default function SupportPage() {
  const { shell } = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  if (shell) {
    return (
      <AppShell user={shell.user} brand={brand} unreadCount={shell.unreadCount}>
        <SupportContent />
      </AppShell>
    )
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <Link to="/" className="rounded-lg" aria-label={`${brand} home`}>
            <Logo brand={brand} />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <SupportContent />
      </main>
    </>
  )
}

/** The contacts in the settings table, in its sections, in the order she would turn to them. */
function SupportContent() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl text-slate-900 sm:text-4xl">{SUPPORT_MESSAGES.pageTitle}</h1>
        <p className="mt-3 text-lg text-slate-700">
          Low mood and anxiety are common around the menopause, and some days are very hard. {SUPPORT_MESSAGES.notAlone} These
          people can help.
        </p>
      </div>

      {SUPPORT_GROUPS.map((group) => (
        <SupportSection key={group} group={group} contacts={SUPPORT_CONTACTS.filter((c) => c.group === group)} />
      ))}

      <p className="text-sm text-slate-600">
        These are services in the {SUPPORT_SETTINGS.region}, last checked on{' '}
        <span data-testid="support-checked-on">{formatDay(SUPPORT_SETTINGS.checked_on, { year: true, weekday: false })}</span> against{' '}
        {SUPPORT_SETTINGS.sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 ? (index === SUPPORT_SETTINGS.sources.length - 1 ? ' and ' : ', ') : null}
            <a href={source.url} className="text-brand-800 underline underline-offset-2" rel="noreferrer">
              {source.name}
            </a>
          </span>
        ))}
        . If you are somewhere else, call the local emergency number.
      </p>
    </div>
  )
}

/** One section; the emergency one stands out in the brand's soft tint, never alarm red. */
function SupportSection({ group, contacts }: { group: SupportGroup; contacts: readonly SupportContact[] }) {
  if (contacts.length === 0) return null
  const id = `support-${group}`
  const emergency = group === 'emergency'
  return (
    <section aria-labelledby={id} className={emergency ? 'rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:p-6' : 'card p-5 sm:p-6'}>
      <h2 id={id} className={`text-xl sm:text-2xl ${emergency ? 'text-brand-800' : 'text-slate-900'}`}>
        {SUPPORT_MESSAGES.groups[group]}
      </h2>
      <ul className="mt-3 space-y-5">
        {contacts.map((c) => (
          <li key={c.id}>
            {c.action ? <p className="font-semibold text-slate-900">{c.name}</p> : null}
            <p className="mt-1 text-slate-700">{c.description}</p>
            <SupportContactLink contact={c} className="mt-3" />
          </li>
        ))}
      </ul>
    </section>
  )
}
