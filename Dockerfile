# One image definition for the three services; docker-compose picks the command per service.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY packages/visitor-address/package.json packages/visitor-address/
COPY packages/memory-keeper/package.json packages/memory-keeper/
RUN pnpm install --frozen-lockfile

FROM deps AS build
COPY . .
RUN pnpm build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
# jemalloc (Debian's libjemalloc2) is every service's allocator, as scripts/allocator.ts explains:
# what a load freed goes back to the system within seconds. glibc's settings are what a process runs
# with when LD_PRELOAD is emptied.
RUN apt-get update \
  && apt-get install -y --no-install-recommends libjemalloc2 \
  && rm -rf /var/lib/apt/lists/* \
  && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
  MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2 \
  MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app /app
USER node
