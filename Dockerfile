# syntax=docker/dockerfile:1
# The production image, in the shape of Next.js's own with-docker example: install, build the
# standalone output, and run it alone as a non-root user, served by server.mjs as `npm start`
# serves a checkout. Build and run (add -e TRUST_PROXY=1 behind a reverse proxy you run):
#   docker build --build-arg SITE_URL=https://www.example.com -t lake-country .
#   docker run -p 3000:3000 -v lake-country-data:/data lake-country
# e2e/standalone.spec.ts checks this layout without Docker: it copies the build exactly as the
# runner stage below does and starts `node server.mjs` there.

# Node 24, the active LTS, as `npm start` runs in a checkout (package.json's node dev dependency).
ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS builder
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Canonical URLs, Open Graph and the sitemap are written at build time from SITE_URL, and the
# review page and privacy notice state the days a statement file is kept (default 30): build
# arguments, not run-time settings (the pixel id and the booking page are set at `docker run`).
ARG SITE_URL=http://localhost:3000
ARG STATEMENT_RETENTION_DAYS=30
ENV SITE_URL=${SITE_URL} STATEMENT_RETENTION_DAYS=${STATEMENT_RETENTION_DAYS} \
    NEXT_OUTPUT=standalone NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# TRUST_PROXY: set it to 1 at `docker run` when a proxy you run appends the client address to
# X-Forwarded-For; without it the location gate and the lead limits read the connection's address.
RUN groupadd --system --gid 1001 nodejs \
 && useradd --system --uid 1001 --gid nodejs --no-create-home nextjs \
 && mkdir -p /data && chown nextjs:nodejs /data
# The standalone output with its traced node_modules (PGlite, the country database, the
# migrations are traced in by next.config.ts), the two folders it does not copy itself, the bodies
# the build compressed ahead (scripts/precompress.mjs), and server.mjs with its own modules: it
# serves those bodies as they are, where the standalone server.js would gzip every page afresh.
COPY --from=builder --chown=nextjs:nodejs /app/.next/standalone ./
COPY --from=builder --chown=nextjs:nodejs /app/.next/static ./.next/static
COPY --from=builder --chown=nextjs:nodejs /app/.next/precompressed ./.next/precompressed
COPY --from=builder --chown=nextjs:nodejs /app/public ./public
COPY --from=builder --chown=nextjs:nodejs /app/server.mjs ./
COPY --from=builder --chown=nextjs:nodejs /app/lib/server/*.mjs ./lib/server/
USER nextjs
# The embedded lead store (PGlite) and its address-hash secret live here; keep it on a volume.
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the server answers; a slow lead store never marks it unhealthy (every page is
# static). Node's fetch, since the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# On SIGTERM server.mjs stops listening, answers /readyz with 503, lets requests in flight finish
# (5 s at most), stops the delivery worker and closes the lead store, and exits 0 within 9 s in
# all, inside Docker's default 10 s stop timeout (lib/server/lifecycle.mjs).
# V8's heap as `npm start` sets it: held to 192 MB, since left to itself V8 lets garbage pile up
# to hundreds of MB under steady traffic, which a 512 MB instance cannot hold; and paced so that a
# burst of uploads does not start a full collection every few hundred ms (README, "Memory").
# --liftoff-only: PGlite's WebAssembly stays on V8's baseline compiler. On Node 24, V8 otherwise
# optimises its hot functions in background threads for seconds after the store opens, and
# process.exit waits for them: a server stopped in its first minute exited after 6-7 s, killed by
# the lifecycle's watchdog (137). With it, 0.8 s and exit 0; a fresh store's first open also
# costs about 9 s of CPU instead of 15.
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=8", "--heap-growing-percent=60", "--liftoff-only", "server.mjs"]
