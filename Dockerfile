# The app: one Node process serving the customer site, the documented API and
# the Payload admin. docker-compose.yml runs it beside MongoDB.
# Node 22 LTS (package.json `engines`: 20.9+ still works, 22 is what ships).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# `docker compose --profile release-check run --rm api-tests`: the API test
# suite against the compose MongoDB (TEST_DATABASE_URL), with the dev tools
# this stage still has.
FROM build AS test
ENV NODE_ENV=test
CMD ["npx", "vitest", "run", "--project", "api"]

FROM build AS prune
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
# Two malloc arenas: native memory a minute of load takes (libuv's pool, the database driver) comes back (issue 53, docs/PERFORMANCE.md).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-old-space-size=768
WORKDIR /app
COPY --from=prune /app /app
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
EXPOSE 3000
# Ready (the database answers), not merely alive: GET /api/health/ready.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--conditions=production", "--enable-source-maps", "dist/server/index.mjs"]
