import type { LoaderFunctionArgs } from '@remix-run/node'
import { renderToStaticMarkup } from 'react-dom/server'

import { Logo } from '~/components/Logo'
import { buttonClass } from '~/components/ui/Button'
import { SupportContactLink } from '~/components/wellbeing/SupportContactLink'
import { OFFLINE_MESSAGES, OFFLINE_PAGE_LINKS } from '~/domain/phone-app/offline'
import { APPLE_TOUCH_ICON, THEME_COLOUR } from '~/domain/phone-app/manifest'
import { SUPPORT_MESSAGES } from '~/domain/wellbeing/messages'
import {
  roundTheClock,
  roundTheClockEverywhere,
  SUPPORT_REGION_NAMES,
  SUPPORT_REGIONS,
  type SupportContact,
  type SupportRegion,
} from '~/domain/wellbeing/support-contacts'
import { newNonce, pagePolicy } from '~/lib/security-headers.server'
import styles from '~/tailwind.css?url'
import { FONT_FACES } from '~/theme/fonts'

/**
 * `/offline.html`: the one page the service worker shows, with no signal, for
 * a page it never kept (docs/features/phone-app.md). Whole and script-free,
 * so it works at any address it is shown for; it links to the pages that do
 * open offline once she has visited them, and carries the numbers that
 * answer day and night: `?region=` her saved region's (the worker keeps one
 * copy per region), without it every region's.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const nonce = newNonce()
  const brand = context.env.BRAND_NAME
  const asked = new URL(request.url).searchParams.get('region')
  const region = (SUPPORT_REGIONS as readonly string[]).includes(asked ?? '') ? (asked as SupportRegion) : null
  const body = renderToStaticMarkup(
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        {/* Plain, as every page's title: an installed app's window puts its name in front ("Liberate - You're offline"). */}
        <title>{OFFLINE_MESSAGES.title}</title>
        <link rel="stylesheet" href={styles} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: FONT_FACES }} />
      </head>
      <body className="min-h-screen bg-canvas">
        <main id="main" className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-5 px-6 py-10">
          <Logo brand={brand} />
          <h1 className="text-3xl text-brand-800">{OFFLINE_MESSAGES.title}</h1>
          <p className="text-slate-700">{OFFLINE_MESSAGES.notSaved}</p>
          <OfflineSupport region={region} />
          <p className="text-slate-700">{OFFLINE_MESSAGES.savedPages}</p>
          <ul className="grid grid-cols-2 gap-3">
            {OFFLINE_PAGE_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={buttonClass('secondary', 'w-full py-3')}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">{OFFLINE_MESSAGES.tryAgain}</p>
        </main>
      </body>
    </html>,
  )
  return new Response(`<!DOCTYPE html>${body}`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Security-Policy': pagePolicy(nonce, context.env) },
  })
}

/** The lines that answer day and night: her region's, or every region's when she has not said where she is. */
function OfflineSupport({ region }: { region: SupportRegion | null }) {
  const everywhere = roundTheClockEverywhere()
  return (
    <section aria-labelledby="offline-support" data-testid="offline-support" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200">
      <h2 id="offline-support" className="text-xl text-brand-800">
        {OFFLINE_MESSAGES.supportTitle}
      </h2>
      <p className="mt-2 font-semibold text-slate-900">{region === 'elsewhere' ? SUPPORT_MESSAGES.urgentLeadElsewhere : SUPPORT_MESSAGES.urgentLead}</p>
      {region ? (
        <>
          <p className="mt-2 text-slate-700">{OFFLINE_MESSAGES.supportAnyTime}</p>
          <RegionLines region={region} testId="offline-support-hers" />
          <details className="mt-4">
            <summary className="cursor-pointer font-semibold text-slate-900">{OFFLINE_MESSAGES.supportOtherRegions}</summary>
            {SUPPORT_REGIONS.filter((r) => r !== region).map((other) => (
              <div key={other} className="mt-3">
                <h3 className="font-semibold text-slate-900">{SUPPORT_REGION_NAMES[other]}</h3>
                <RegionLines region={other} />
              </div>
            ))}
          </details>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{OFFLINE_MESSAGES.supportAllRegions}</p>
          <div className="mt-4" data-testid="offline-support-uk">
            <h3 className="font-semibold text-slate-900">{OFFLINE_MESSAGES.supportAnywhereInUk}</h3>
            <Lines lines={everywhere.uk} />
          </div>
          {everywhere.nations.map(({ region: nation, lines }) => (
            <div key={nation} className="mt-4" data-testid={`offline-support-${nation}`}>
              <h3 className="font-semibold text-slate-900">{`${OFFLINE_MESSAGES.supportIn} ${SUPPORT_REGION_NAMES[nation]}`}</h3>
              <Lines lines={lines} described />
            </div>
          ))}
          <div className="mt-4" data-testid="offline-support-elsewhere">
            <h3 className="font-semibold text-slate-900">{SUPPORT_REGION_NAMES.elsewhere}</h3>
            <Lines lines={everywhere.elsewhere} />
          </div>
        </>
      )}
    </section>
  )
}

function RegionLines({ region, testId }: { region: SupportRegion; testId?: string }) {
  return <Lines lines={roundTheClock(region)} testId={testId} />
}

/** Each line as a link that dials; with its sentence when the link alone does not say enough ("choose option 2"). */
function Lines({ lines, testId, described = false }: { lines: readonly SupportContact[]; testId?: string; described?: boolean }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2" data-testid={testId}>
      {lines.map((contact) => (
        <li key={contact.id} className={described ? 'w-full' : undefined}>
          {contact.action || contact.url ? <SupportContactLink contact={contact} /> : <p className="text-slate-700">{contact.description}</p>}
          {described && (contact.action || contact.url) ? <p className="mt-1 text-sm text-slate-700">{contact.description}</p> : null}
        </li>
      ))}
    </ul>
  )
}
