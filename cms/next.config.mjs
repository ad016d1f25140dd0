import { withPayload } from '@payloadcms/next/withPayload'

/**
 * Next.js only hosts the Payload admin (/admin) and Payload's REST API
 * (/cms-api). The customer site is Remix; server/index.ts routes requests.
 * Types and lint are checked by the project's own `npm run typecheck`/`lint`.
 */
const nextConfig = {
  typescript: { ignoreBuildErrors: true, tsconfigPath: './tsconfig.json' },
  poweredByHeader: false,
  turbopack: { root: new URL('..', import.meta.url).pathname },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
