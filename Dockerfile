# syntax=docker/dockerfile:1
#
# The site's container image (docs/deployment.md, decision 0075). Build it from the repository root:
#
#   docker build -t community .
#
# and run it against a PostgreSQL of your own: the embedded PostgreSQL that `npm start` starts is for laptops,
# so the image refuses to start without DATABASE_URL.
#
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e PAYMENT_PROVIDER=sandbox community
#
# Environment (every setting of server/src/config.ts; README.md's table says what each does):
#   required   DATABASE_URL            PostgreSQL for the request pool (direct, or PgBouncer in transaction mode)
#   set here   HOST=0.0.0.0            listen on every interface (the server's default, localhost, is unreachable
#                                      from outside the container)
#              PORT=3000               the port EXPOSEd below
#              NODE_ENV=production     refuses to start without MOLLIE_API_KEY unless PAYMENT_PROVIDER=sandbox
#              DATA_DIR=/app/data      writable by the app user: photo files without S3_BUCKET, mails without
#                                      SMTP_URL, SMS codes (no SMS provider yet)
#   payments   MOLLIE_API_KEY, PAYMENT_PROVIDER, PAYMENT_WEBHOOK_ORIGIN
#   database   DATABASE_READ_URL (a streaming replica for search); behind PgBouncer in transaction mode
#              DATABASE_POOL_MODE=transaction and DATABASE_DIRECT_URL (PostgreSQL itself: LISTEN, migrations)
#   photos     S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE,
#              S3_PREFIX (without S3_BUCKET the files go to DATA_DIR/uploads, which one container alone sees)
#   mail       SMTP_URL, MAIL_FROM, PUBLIC_ORIGIN, MAIL_EVENTS_SECRET
#   proxies    TRUST_PROXY (the load balancer's addresses), DEFAULT_SITE_DOMAIN
#   other      LOG_LEVEL, DEMO_PROFILES (set 0 for a live site), NOTIFY_* (README.md), WEB_DIST_DIR
#
# Three stages: `build` installs everything and builds the web app; `deps` installs the production dependencies
# and adds tsx, which runs the TypeScript server and is a development dependency of the root package; `runtime`
# holds only node_modules, the server's and the contract's sources, and web/dist.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The lock file names every workspace, so `npm ci` needs all four package.json files.
COPY package.json package-lock.json tsconfig.base.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY contract/ contract/
COPY web/ web/
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
# Only the server's and the contract's dependencies (not the web app's: web/dist is built). No install scripts: the
# only production package with one holds embedded-postgres's PostgreSQL binaries, which a container never starts
# (it has DATABASE_URL); they stay because the package looks them up as it loads, and the commands import it.
# The TypeScript compiler's native binary is listed as a production package by the lock file but never used here.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace server --workspace contract \
  && rm -rf node_modules/@typescript
# tsx and the esbuild it runs (with this platform's binary), at the versions of package-lock.json.
COPY --from=build /app/node_modules/tsx node_modules/tsx
COPY --from=build /app/node_modules/esbuild node_modules/esbuild
COPY --from=build /app/node_modules/@esbuild node_modules/@esbuild

FROM ${NODE_IMAGE} AS runtime
# The app icons' letter is drawn with DejaVu Sans (server/src/modules/sites/app-icons.ts); the slim image has no
# fonts at all.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY --from=deps /app/node_modules node_modules
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY contract/src contract/src
COPY server/package.json server/
# server/src holds everything the server reads from disk at run time: the migrations and database functions
# (db/migrations, db/functions), the mail texts per language (modules/*/mail-texts), the common-password list.
# The GeoIP and city data are npm packages in node_modules.
COPY server/src server/src
COPY --from=build /app/web/dist web/dist
# The code stays root's and read-only to the app; only DATA_DIR is the app's. uid 1000 is the image's `node` user.
RUN mkdir -p /app/data && chown 1000:1000 /app/data
USER 1000:1000
EXPOSE 3000
# /healthz answers while the process runs; /readyz (the load balancer's check) also asks the database.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `exec` leaves node as process 1, so SIGTERM reaches it and drains the instance (docs/deployment.md).
CMD ["sh", "-c", "if [ -z \"$DATABASE_URL\" ]; then echo 'DATABASE_URL is not set: the image needs a PostgreSQL of its own (docs/deployment.md)' >&2; exit 1; fi; exec node --enable-source-maps --import tsx server/src/main.ts"]
