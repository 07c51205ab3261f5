# One image, built once, run as every instance (docker-compose.yml: app1, app2) and as the release
# step (`npm run migrate`). docs/deployment.md.
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The build prerenders public pages from a database: here a throwaway embedded PostgreSQL (migrated,
# demo content) that is removed afterwards. With REDIS_URL the instances never serve those copies:
# the shared cache starts empty and every page renders from the production database on first request.
# Server actions stay valid across instances and rebuilds with a fixed key passed at build time.
# SITE_URL, the public origin, is printed into the prerendered pages (canonical, Open Graph, sitemap).
ARG BUILD_ID
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
ARG SITE_URL
ENV BUILD_ID=${BUILD_ID} NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=${NEXT_SERVER_ACTIONS_ENCRYPTION_KEY} SITE_URL=${SITE_URL}
RUN npm run build && rm -rf .data media .next/cache

FROM node:22-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production PORT=3000
COPY --from=build /app /app
EXPOSE 3000
# `next start` drains in-flight requests on SIGTERM before it exits. Migrations are not applied here:
# run `npm run migrate` once per release (the `migrate` service in docker-compose.yml).
CMD ["sh", "-c", "exec node_modules/.bin/next start -p ${PORT}"]
