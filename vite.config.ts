import path from 'node:path'
import { vitePlugin as remix } from '@remix-run/dev'
import { flatRoutes } from 'remix-flat-routes'
import { defineConfig } from 'vite'

/** React 19 renders on the server and hydrates in the browser (docs/decisions/0028-react-in-the-browser.md). */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/build/',
  publicDir: false,
  // Chunks under 3 kB are folded into others: each file is a request before a page runs, and on a
  // phone's network the many tiny shared chunks cost more than the few kB they add (the progress page
  // went from 43 files to 26; tests/api/page-weight.test.ts holds both counts).
  // Vite's manifest (Remix keeps it as build/.vite/client-manifest.json, outside what is served) tells the
  // service worker which files a page's lazy parts need offline (server/service-worker/index.ts).
  build: isSsrBuild ? undefined : { manifest: true, rollupOptions: { output: { experimentalMinChunkSize: 3000 } } },
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  plugins: [
    remix({
      appDirectory: 'app',
      buildDirectory: process.env.REMIX_BUILD_DIR ?? 'build',
      serverModuleFormat: 'esm',
      ignoredRouteFiles: ['**/*'],
      routes: async (defineRoutes) => flatRoutes('routes', defineRoutes, { ignoredRouteFiles: ['**/.*', '**/*.test.*'] }),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        // Off: the browser gets the whole route manifest (one built file, about 5 kB) up front rather than
        // watching every link and asking /__manifest for it, which cost the dashboard ~200 ms of
        // blocking time on a phone (docs/PERFORMANCE.md, "After the move").
        v3_lazyRouteDiscovery: false,
        v3_singleFetch: false,
      },
    }),
  ],
}))
