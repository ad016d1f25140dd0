import { flatRoutes } from 'remix-flat-routes'

// REMIX_BUILD_DIR lets a test run keep its own copy of a build (see tests/support/server.ts).
const out = process.env.REMIX_BUILD_DIR ?? 'build'

/**
 * Remix classic compiler. The customer screens and the documented /api routes
 * live in app/; server/index.ts serves the build beside the Payload admin.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  appDirectory: 'app',
  assetsBuildDirectory: `${out}/client`,
  publicPath: '/build/',
  serverBuildPath: `${out}/server/index.js`,
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  tailwind: true,
  // @react-pdf/renderer (loaded in the browser only when a report is asked for) needs `events`.
  browserNodeBuiltinsPolyfill: { modules: { events: true } },
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
  // Route folders (remix-flat-routes): `_app+/` signed-in screens, `api+/<area>+/`
  // the documented API, `resources+/` files and PDFs. See docs/ARCHITECTURE.md.
  ignoredRouteFiles: ['**/*'],
  routes: async (defineRoutes) => flatRoutes('routes', defineRoutes, { ignoredRouteFiles: ['**/.*', '**/*.test.*'] }),
}
