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
# glibc's allocator, as scripts/allocator.ts explains: freed native memory goes back to the system.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app /app
USER node
