/**
 * How the tests start the app: the production server bundle that
 * `npm run build` (or `npm run build:server`) writes, run by plain Node, as
 * `npm start` and the Docker image run it (decision 0026). The `production`
 * condition resolves lexical (the admin's rich text) to its production files
 * directly: its Node entry files choose one with a top-level await of a
 * dynamic import, which on Node 20 now and then left the start unsettled
 * (exit code 13). The heap ceiling is production's (decision 0037), so every
 * test, the PDFs and the export among them, runs under it.
 */
export const SERVER_ARGS = ['--conditions=production', '--enable-source-maps', '--max-old-space-size=768', 'dist/server/index.mjs']
