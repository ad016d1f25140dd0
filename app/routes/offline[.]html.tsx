import type { LoaderFunctionArgs } from '@remix-run/node'
import { renderToStaticMarkup } from 'react-dom/server'

import { Logo } from '~/components/Logo'
import { buttonClass } from '~/components/ui/Button'
import { OFFLINE_MESSAGES, OFFLINE_PAGE_LINKS } from '~/domain/phone-app/offline'
import { APPLE_TOUCH_ICON, THEME_COLOUR } from '~/domain/phone-app/manifest'
import { newNonce, pagePolicy } from '~/lib/security-headers.server'
import styles from '~/tailwind.css?url'
import { FONT_FACES } from '~/theme/fonts'

/**
 * `/offline.html`: the one page the service worker shows, with no signal, for
 * a page it never kept (docs/features/phone-app.md). Whole and script-free,
 * so it works at any address it is shown for; it links to the pages that do
 * open offline once she has visited them.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const nonce = newNonce()
  const brand = context.env.BRAND_NAME
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
