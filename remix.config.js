/**
 * Remix classic compiler. The customer screens and the documented /api routes
 * live in app/; server/index.ts serves the build beside the Payload admin.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  appDirectory: 'app',
  assetsBuildDirectory: 'public/build',
  publicPath: '/build/',
  serverBuildPath: 'build/index.js',
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
}
