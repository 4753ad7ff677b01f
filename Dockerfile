# syntax=docker/dockerfile:1
# The platform's production image: `docker build -t lotus-platform .`
# The build stage installs every dependency and runs `npm run build` (the web app with vite, the
# server bundled with esbuild); the runtime stage installs the production dependencies only
# (`npm ci --omit=dev`: no tsx, esbuild, vite or typescript) and runs plain node on the bundle as
# an unprivileged user. scripts/check-production.mjs makes the runtime stage's copy from the COPY
# lines below and starts it, where Docker is not at hand.
ARG NODE_VERSION=20.20

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
# The manifests first, so that the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NPM_CONFIG_UPDATE_NOTIFIER=false PORT=8080 DATA_DIR=/app/data
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# What the server reads at run time: its bundle, the migrations, the built-in game vendor's page
# assets and the built web app.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY apps/server/migrations apps/server/migrations
COPY apps/server/src/modules/vendor-lotus/client apps/server/src/modules/vendor-lotus/client
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database (used without DATABASE_URL) lives in /app/data: mount a volume there.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
