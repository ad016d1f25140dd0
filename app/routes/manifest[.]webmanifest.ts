import type { LoaderFunctionArgs } from '@remix-run/node'

import { webAppManifest } from '~/domain/phone-app/manifest'

/** `/manifest.webmanifest`: served by the app so BRAND_NAME names the installed app. */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(JSON.stringify(webAppManifest(context.env.BRAND_NAME)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
