import path from 'node:path'
import { vitePlugin as remix } from '@remix-run/dev'
import { flatRoutes } from 'remix-flat-routes'
import { defineConfig, type Plugin } from 'vite'

/**
 * The browser's React is Preact (preact/compat); the server renders with React 19.
 * docs/decisions/0027-vite-and-preact-in-the-browser.md says why and what it costs.
 * The PDF reports keep React: @react-pdf/renderer draws with React's own
 * reconciler, so its files and the report documents resolve the real package
 * (loaded only when a PDF is made).
 */
const BROWSER_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
}
const KEEPS_REACT = /[\\/](app[\\/]reports[\\/]|node_modules[\\/](@react-pdf|react-reconciler|scheduler)[\\/])/

function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      const to = BROWSER_REACT[id]
      if (!to || options.ssr || (importer && KEEPS_REACT.test(importer))) return null
      return this.resolve(to, importer, { ...options, skipSelf: true })
    },
  }
}

export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/build/',
  // Preact in the built browser bundle only: `npm run dev` keeps React in the
  // browser too, for Remix's hot reload (React Refresh).
  define: { __BROWSER_PREACT__: JSON.stringify(command === 'build' && !isSsrBuild) },
  publicDir: false,
  // Chunks under 3 kB are folded into others: each file is a request before a page runs, and on a
  // phone's network the many tiny shared chunks cost more than the few kB they add (the progress page
  // went from 43 files to 26; tests/api/page-weight.test.ts holds both counts).
  build: isSsrBuild ? undefined : { rollupOptions: { output: { experimentalMinChunkSize: 3000 } } },
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  plugins: [
    command === 'build' && preactInTheBrowser(),
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
