# The site and its Node server in one image: prerendered pages, /api/*, data in the /data volume.
# `docker build -t charles-tech-site .`, then e.g.
# `docker run -p 3000:3000 -v site-data:/data charles-tech-site` (docs/deploy.md: "Containers").
# The runtime stage holds production dependencies, build/, server/dist and the few files the
# server reads at start-up: no compiler, no dev dependency, no source beyond the translations.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG CADDY_IMAGE=caddy:2

# --- Production dependencies. better-sqlite3 compiles here when no prebuilt binary for this
# Node can be downloaded; its build leftovers (object files, SQLite's sources) are removed.
FROM ${NODE_IMAGE} AS prod-deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --prefer-offline \
  && cd node_modules/better-sqlite3 \
  && find build -mindepth 1 -maxdepth 1 ! -name Release -exec rm -rf {} + \
  && find build/Release -mindepth 1 -maxdepth 1 ! -name better_sqlite3.node -exec rm -rf {} + \
  && rm -rf deps src

# --- The build: pages, host files and server/dist. One step that drops its node_modules at the
# end, so no 700 MB layer is written for a stage that is thrown away (the price: a change of any
# file installs again). Install scripts are skipped: the build never
# opens a database, so better-sqlite3 needs no compiling here, and esbuild finds its binary in
# its platform package without its own.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN npm ci --ignore-scripts --no-audit --no-fund --prefer-offline \
  && npm run build \
  && rm -rf node_modules

# --- Caddy in front (compose.yaml): the same build's files with the headers include it wrote.
FROM ${CADDY_IMAGE} AS web
COPY --from=build /app/build /srv/site/build
COPY container/Caddyfile /etc/caddy/Caddyfile

# --- Runtime (the default target).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the server; only /data is its own.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/.env ./
COPY --from=build /app/src/locales ./src/locales
COPY --from=build /app/build ./build
COPY --from=build /app/server/dist ./server/dist
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# 200 only while the database takes writes; Node's own fetch, no curl in the image.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself gets SIGTERM (exec form, no npm or shell in between) and finishes in-flight work
# within SHUTDOWN_TIMEOUT_MS (10 s); give `docker stop` more than that (compose.yaml: 20 s).
# A small young generation, as `npm run serve` (docs/benchmarks.md "Footprint": about 20 MB less
# resident memory at idle).
CMD ["node", "--max-semi-space-size=4", "server/dist/server/src/server.js"]
