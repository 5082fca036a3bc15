# syntax=docker/dockerfile:1
# One image serves the whole product: the API, socket.io and the built web app on one port.

FROM node:24-bookworm-slim AS base
RUN npm install --global pnpm@10.34.9
WORKDIR /app

# Dependencies first, from the lockfile only, so source changes reuse this layer.
FROM base AS deps
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/embedded-mongo/package.json packages/embedded-mongo/
COPY packages/embedded-mongo/bin packages/embedded-mongo/bin
COPY packages/test-db/package.json packages/test-db/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile

FROM deps AS build
COPY . .
# The API's build also writes V8's code cache for its bundle (apps/api/src/lib/compile-cache.ts),
# for this Node: the runtime stage below must use the same Node image for V8 to accept it.
RUN pnpm exec turbo run build --filter=@peerconnect/api --filter=@peerconnect/web \
 && pnpm --filter @peerconnect/api deploy --prod --legacy /out

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/web
WORKDIR /app/api
COPY --from=build --chown=node:node /out ./
COPY --from=build --chown=node:node /app/apps/web/dist /app/web
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
VOLUME ["/data"]
# Readiness: Docker only reports `unhealthy` (it never restarts a container for it), so the status
# can say the truth about the database; orchestrators that restart on it should use /api/health/started.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# A young generation of 16 MB: Node sizes it from the memory limit, 1 MB at 512 MB, which spends a
# third of a busy server's CPU collecting garbage (docs/benchmarks.md, Campus evening peak).
CMD ["node", "--max-semi-space-size=16", "dist/index.js"]
