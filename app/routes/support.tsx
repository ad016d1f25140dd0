import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'

import { AppShell } from '~/components/AppShell'
import { Logo } from '~/components/Logo'
import { OfflineSupportRegion } from '~/components/phone-app/OfflineSupportRegion'
import { buttonClass } from '~/components/ui/Button'
import { SupportContactLink } from '~/components/wellbeing/SupportContactLink'
import { formatDay } from '~/domain/checkins'
import { SUPPORT_MESSAGES } from '~/domain/wellbeing/messages'
import {
  contactsFor,
  defaultSupportRegion,
  REGIONAL_SUPPORT,
  regionsHersFirst,
  SUPPORT_GROUPS,
  SUPPORT_REGION_NAMES,
  SUPPORT_REGIONS,
  type SupportContact,
  type SupportGroup,
  type SupportRegion,
} from '~/domain/wellbeing/support-contacts'
import { getCurrentCustomer } from '~/lib/session.server'
import { requestTimeZone } from '~/lib/time-zone.server'
import { useRootData } from '~/root'
import { appShellData } from '~/services/app-shell.server'
import { setSupportRegion, supportRegionOf } from '~/services/wellbeing/wellbeing-support.server'

export const meta: MetaFunction = () => [{ title: SUPPORT_MESSAGES.pageTitle }]

/**
 * "Need support now?": public, so anyone can reach it signed in or not. A
 * signed-in customer keeps the app's navigation around it.
 */
const isRegion = (value: unknown): value is SupportRegion => typeof value === 'string' && (SUPPORT_REGIONS as readonly string[]).includes(value)

export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getCurrentCustomer(request, context)
  const shell = current ? await appShellData(context.payload, current.customer, context.env.BRAND_NAME) : null
  // Hers: her choice when signed in; a visitor's from the address (?region=); else from her time zone.
  const asked = new URL(request.url).searchParams.get('region')
  const region: SupportRegion = isRegion(asked)
    ? asked
    : current
      ? supportRegionOf(current.customer, requestTimeZone(request))
      : defaultSupportRegion(requestTimeZone(request) ?? 'Europe/London')
  return { shell, region, safetyOfficer: context.env.CLINICAL_SAFETY_OFFICER }
}

/** "Where are you?": kept on her account when signed in; a visitor's choice stays in the address. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const region = form.get('region')
  if (!isRegion(region)) return redirect('/support')
  const current = await getCurrentCustomer(request, context)
  if (current) {
    await setSupportRegion(context.payload, current.customer.id, region)
    return redirect('/support')
  }
  return redirect(`/support?region=${region}`)
}

export default function SupportPage() {
  const { shell, region, safetyOfficer } = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  if (shell) {
    return (
      <AppShell user={shell.user} brand={brand} unreadCount={shell.unreadCount}>
        <OfflineSupportRegion region={shell.supportRegion} />
        <SupportContent region={region} safetyOfficer={safetyOfficer} />
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
        <SupportContent region={region} safetyOfficer={safetyOfficer} />
      </main>
    </>
  )
}

/** Her region's contacts in their sections, in the order she would turn to them; then every other region's. */
function SupportContent({ region, safetyOfficer }: { region: SupportRegion; safetyOfficer: string }) {
  const hers = contactsFor(region)
  const settings = REGIONAL_SUPPORT[region]
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl text-slate-900 sm:text-4xl">{SUPPORT_MESSAGES.pageTitle}</h1>
        <p className="mt-3 text-lg text-slate-700">
          Low mood and anxiety are common around the menopause, and some days are very hard. {SUPPORT_MESSAGES.notAlone} These
          people can help.
        </p>
      </div>

      <Form method="post" className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="support-region" className="block font-semibold text-slate-900">
            Where are you?
          </label>
          <select id="support-region" name="region" defaultValue={region} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600">
            {SUPPORT_REGIONS.map((r) => (
              <option key={r} value={r}>
                {SUPPORT_REGION_NAMES[r]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          Show my numbers
        </button>
      </Form>

      <h2 className="text-2xl text-slate-900" data-testid="support-region">
        Support in {SUPPORT_REGION_NAMES[region]}
      </h2>
      {SUPPORT_GROUPS.map((group) => (
        <SupportSection key={group} group={group} contacts={hers.filter((c) => c.group === group)} />
      ))}

      <p className="text-sm text-slate-600">
        Last checked on{' '}
        <span data-testid="support-checked-on">{formatDay(settings.checked_on, { year: true, weekday: false })}</span> against{' '}
        {settings.sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 ? (index === settings.sources.length - 1 ? ' and ' : ', ') : null}
            <a href={source.url} className="text-brand-800 underline underline-offset-2" rel="noreferrer">
              {source.name}
            </a>
          </span>
        ))}
        .
      </p>
      <p className="text-sm text-slate-600" data-testid="support-safety-officer">
        Our Clinical Safety Officer, who reviews these numbers: {safetyOfficer}.
      </p>

      <section aria-labelledby="support-other-regions" className="space-y-4">
        <h2 id="support-other-regions" className="text-2xl text-slate-900">
          Elsewhere in the UK, and abroad
        </h2>
        {regionsHersFirst(region)
          .slice(1)
          .map((other) => (
            <details key={other} className="card p-5" data-testid={`support-region-${other}`}>
              <summary className="cursor-pointer font-semibold text-slate-900">{SUPPORT_REGION_NAMES[other]}</summary>
              <ul className="mt-3 space-y-3">
                {contactsFor(other).map((c) => (
                  <li key={c.id}>
                    <p className="text-slate-700">{c.in_words}</p>
                    <SupportContactLink contact={c} className="mt-2" />
                  </li>
                ))}
              </ul>
            </details>
          ))}
      </section>
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
