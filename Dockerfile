# syntax=docker/dockerfile:1
# Quire in a container: `docker build -t quire .`, then
#   docker run --init -p 127.0.0.1:3000:3000 -v quire-data:/data quire
# or, with PostgreSQL beside it, `docker compose up` (compose.yaml).
# docs/operations.md ("Containers") describes both.

# Node.js 24 (LTS until April 2028); 22 (until April 2027) works too: --build-arg NODE_VERSION=22.
ARG NODE_VERSION=24

# Every dependency, for the build. No install script is needed: sharp, lightningcss,
# rolldown and esbuild come as prebuilt binaries in packages of their own, and the one
# download a script would make (a Java runtime for the HTML checker of the tests) is not.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# Only what the site needs at run time.
FROM node:${NODE_VERSION}-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# Social cards draw their text through the system's fonts (fontconfig finds them).
RUN apt-get update \
  && apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Read at run time from the project's folder: the GraphQL schema, the migrations, the
# default site pages (src/server), and the operator's commands (npm run admin, scripts/).
COPY package.json package-lock.json tsconfig.json LICENSE ./
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY scripts ./scripts
# The site's data (embedded database, media, outbox, session secret) belongs to the
# unprivileged `node` user of the base image, in a volume of its own.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/_/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/app/main.js"]
