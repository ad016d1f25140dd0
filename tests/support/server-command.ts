/**
 * How the tests start the app: the production server bundle that
 * `npm run build` (or `npm run build:server`) writes, run by plain Node, as
 * `npm start` and the Docker image run it (decision 0026).
 */
export const SERVER_ARGS = ['--enable-source-maps', 'dist/server/index.mjs']
