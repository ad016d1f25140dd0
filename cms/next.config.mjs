import { withPayload } from '@payloadcms/next/withPayload'

/**
 * Next.js only hosts the Payload admin (/admin) and Payload's REST API
 * (/cms-api). The customer site is Remix; server/index.ts routes requests.
 * Types and lint are checked by the project's own `npm run typecheck`/`lint`.
 */
const nextConfig = {
  typescript: { ignoreBuildErrors: true, tsconfigPath: './tsconfig.json' },
  poweredByHeader: false,
  // No source maps for the admin's server chunks: the server runs with --enable-source-maps, which keeps
  // every loaded chunk's map in memory (51 MiB of maps, 60 MiB of the heap; decision 0037).
  experimental: { turbopackSourceMaps: false },
  turbopack: { root: new URL('..', import.meta.url).pathname },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
