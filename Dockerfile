# Watchlist as a container: the server and the built web app on Node 24 (the current LTS), everything it keeps in
# one /data volume (the SQLite database, the image cache and the daily backups). See README.md, "Run it in a container".
#
#   docker build -t watchlist .
#   docker run -d --name watchlist -p 3000:3000 -v watchlist-data:/data watchlist

FROM node:24-bookworm-slim AS build
# better-sqlite3 is compiled here, from source against the image's own Node headers: the runtime image has no
# compiler, and nothing is downloaded but npm packages.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ARG NODE_EXTRA_CA_CERTS
ENV npm_config_build_from_source=true \
    npm_config_nodedir=/usr/local \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# The server bundled with its packages but the native one, so that the image carries that one package only.
RUN npx vite build --logLevel warn \
 && node scripts/compress-web-build.mjs \
 && node scripts/build-server.mjs --standalone \
 && mkdir -p /out/node_modules/better-sqlite3/build/Release \
 && cp -r node_modules/bindings node_modules/file-uri-to-path /out/node_modules/ \
 && cp -r node_modules/better-sqlite3/package.json node_modules/better-sqlite3/lib /out/node_modules/better-sqlite3/ \
 && cp node_modules/better-sqlite3/build/Release/better_sqlite3.node /out/node_modules/better-sqlite3/build/Release/

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WATCHLIST_DB=/data/watchlist.db
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /out/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/server/film-data/offline/data ./server/film-data/offline/data
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 CMD ["node", "dist/server/healthcheck.js"]
# The server stops within 10 s of SIGTERM (docker stop's default grace period).
STOPSIGNAL SIGTERM
# V8's young generation kept small and its heap growth bounded, as `npm start` does (README.md, "Memory").
CMD ["node", "--max-semi-space-size=2", "--max-old-space-size=256", "dist/server/main.js"]
