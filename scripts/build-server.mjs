// `npm run build:server`: the production server as one file (decision 0026).
//
// server/index.ts and everything it reaches in this repository (the Payload
// config, its collections and hooks, app/lib, app/services, app/domain) are
// bundled into dist/server/index.mjs; packages stay outside, imported from
// node_modules as usual. Production and the tests run that file with plain
// Node: no TypeScript loader at run time, which cost the server half its
// start-up and more than half its idle memory. `npm run dev` still runs the
// sources through tsx.
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import * as esbuild from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
export const SERVER_BUNDLE = path.join(root, 'dist', 'server', 'index.mjs')

/**
 * A bundled module no longer sits where its source did, so `import.meta.url`
 * (and `.dirname`, `.filename`) would name the bundle. Each is rewritten to
 * the source file's own place, relative to the bundle, so a path worked out
 * from "this file" (the service worker's source, the Payload config's
 * folders) is the same from the sources and from the bundle.
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.')) return undefined
      const fromBundle = path.relative(path.dirname(SERVER_BUNDLE), args.path).split(path.sep).join('/')
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`
      const contents = source
        .replaceAll('import.meta.url', `${url}.href`)
        .replaceAll('import.meta.filename', `decodeURIComponent(${url}.pathname)`)
        .replaceAll('import.meta.dirname', `decodeURIComponent(new URL('.', ${url}).pathname).replace(/\\/$/, '')`)
      const ext = path.extname(args.path).slice(1)
      return { contents, loader: ext === 'tsx' ? 'tsx' : ext.startsWith('m') || ext === 'js' ? 'js' : 'ts', resolveDir: path.dirname(args.path) }
    })
  },
}

export async function buildServer() {
  mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true })
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'server', 'index.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    plugins: [sourceLocation],
    logLevel: 'warning',
  })
  if (result.errors.length) throw new Error('The server bundle did not build')
  return SERVER_BUNDLE
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now()
  const file = await buildServer()
  console.log(`Server bundle: ${path.relative(root, file)} (${Date.now() - started} ms)`)
}
